// Telling people about a review, both ways: the reviewers when a version is submitted, the
// advisor when it is decided, and the other side when someone comments. Each person gets an in-app
// notification and an e-mail; every name and title in the mail is escaped (they are typed by people).
import { escapeHtml } from '@pitchcraft/core/document';

import type { Context } from '../../context';
import { notify } from '../notifications/notify';
import { peopleOf } from './lookup';

type TReviewEvent = 'review.submitted' | 'review.approved' | 'review.rejected' | 'review.commented';

export interface ReviewAnnouncement {
  event: TReviewEvent;
  /** Who did it (never told about their own action). */
  actorId: string;
  actorName: string;
  presentationId: string;
  title: string;
  clientName: string;
  versionNumber: number;
  reviewId: string;
  /** The note, reason or comment, as typed. */
  text?: string | null;
}

/** No line breaks in a header. */
const headerText = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

function wording(a: ReviewAnnouncement): { title: string; lead: string; action: string } {
  const what = `“${a.title}” (version ${a.versionNumber})`;
  switch (a.event) {
    case 'review.submitted':
      return {
        title: `Review requested: ${a.title}`,
        lead: `${a.actorName} submitted ${what} for compliance review.`,
        action: 'Open the review',
      };
    case 'review.approved':
      return {
        title: `Approved: ${a.title}`,
        lead: `${a.actorName} approved ${what}. It can now be shared with ${a.clientName || 'your client'}.`,
        action: 'Open the presentation',
      };
    case 'review.rejected':
      return {
        title: `Changes requested: ${a.title}`,
        lead: `${a.actorName} asked for changes to ${what}.`,
        action: 'Open the presentation',
      };
    case 'review.commented':
      return {
        title: `New comment: ${a.title}`,
        lead: `${a.actorName} commented on the review of ${what}.`,
        action: 'Open the review',
      };
  }
}

/** Notifies and e-mails `recipientIds` (without the actor) about `a`. */
export async function announce(
  ctx: Pick<Context, 'db' | 'services' | 'config'>,
  recipientIds: readonly string[],
  a: ReviewAnnouncement,
): Promise<void> {
  const recipients = [...new Set(recipientIds)].filter((id) => id !== a.actorId);
  if (recipients.length === 0) return;
  const words = wording(a);
  const toReviewer = a.event === 'review.submitted' || a.event === 'review.commented';
  const href = toReviewer
    ? `/reviews/${encodeURIComponent(a.reviewId)}`
    : `/presentation/${encodeURIComponent(a.presentationId)}`;
  const body = a.text ? `${words.lead} ${a.text}` : words.lead;
  await notify(ctx.db, recipients, { kind: a.event, title: words.title, body, href });
  const link = `${ctx.config.appOrigin}${href}`;
  for (const person of await peopleOf(ctx.db, recipients)) {
    const quote = a.text ? `\n\n“${a.text}”` : '';
    ctx.services.mail.sendLater(() =>
      Promise.resolve({
        to: person.email,
        subject: headerText(words.title).slice(0, 200),
        text: `Hi ${person.name},\n\n${words.lead}${quote}\n\n${words.action}:\n${link}\n`,
        html: `<p>Hi ${escapeHtml(person.name)},</p><p>${escapeHtml(words.lead)}</p>${
          a.text
            ? `<blockquote style="white-space:pre-wrap;border-left:3px solid #cbd5e1;margin:0;padding-left:12px">${escapeHtml(a.text)}</blockquote>`
            : ''
        }<p><a href="${escapeHtml(link)}">${escapeHtml(words.action)}</a></p>`,
      }),
    );
  }
}
