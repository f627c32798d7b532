// The e-mail that tells the advisor a client has answered: who, which button, what they typed
// (escaped: every word of it is the client's), and a link to draft a follow-up.
import { RESPONSE_LABELS, RESPONSE_SUMMARIES, type TResponseKind } from '@pitchcraft/core';
import { escapeHtml } from '@pitchcraft/core/document';
import { eq, userProfiles, type Database } from '@pitchcraft/db';

import type { SharedRow } from '../presentations/share';

/** No line breaks in a header: a name cannot add headers to the message. */
const headerText = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

function responseSubject(clientName: string, kind: TResponseKind): string {
  return headerText(`${clientName || 'Your client'} ${RESPONSE_SUMMARIES[kind]}`).slice(0, 200);
}

export interface StoredResponse {
  kind: TResponseKind;
  message: string | null;
  phone: string | null;
  preferredTimes: string | null;
  viewerEmail: string | null;
}

/** The response's details as labelled lines, in the order the advisor reads them. */
function detailLines(response: StoredResponse): [string, string][] {
  const lines: [string, string][] = [['Response', RESPONSE_LABELS[response.kind]]];
  if (response.phone) lines.push(['Phone', response.phone]);
  if (response.preferredTimes) lines.push(['Preferred times', response.preferredTimes]);
  if (response.message)
    lines.push([response.kind === 'question' ? 'Question' : 'Note', response.message]);
  if (response.viewerEmail) lines.push(['Their e-mail', response.viewerEmail]);
  return lines;
}

export async function responseMail(
  db: Database,
  appOrigin: string,
  row: Pick<SharedRow, 'id' | 'userId' | 'title' | 'clientName'>,
  response: StoredResponse,
) {
  const [owner] = await db
    .select({ email: userProfiles.email, name: userProfiles.fullName })
    .from(userProfiles)
    .where(eq(userProfiles.userId, row.userId))
    .limit(1);
  if (!owner) return null;
  const lines = detailLines(response);
  const link = `${appOrigin}/presentation/${encodeURIComponent(row.id)}`;
  const intro = `${row.clientName} ${RESPONSE_SUMMARIES[response.kind]} on "${row.title}".`;
  const text = `Hi ${owner.name},\n\n${intro}\n\n${lines.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\nSee what they read and draft a follow-up:\n${link}\n`;
  const html = `<p>Hi ${escapeHtml(owner.name)},</p><p>${escapeHtml(intro)}</p><table>${lines
    .map(
      ([k, v]) =>
        `<tr><th align="left" valign="top" style="padding:2px 12px 2px 0">${escapeHtml(k)}</th><td style="white-space:pre-wrap">${escapeHtml(v)}</td></tr>`,
    )
    .join(
      '',
    )}</table><p><a href="${escapeHtml(link)}">See what they read and draft a follow-up</a></p>`;
  return { to: owner.email, subject: responseSubject(row.clientName, response.kind), text, html };
}
