// The go-ahead's signature on the shared page: the script's copies of the signing rules say what
// core says; the page renders the signing step (labelled, every error named) for the version it
// shows, and once that version is signed, the signature in its place.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';

import type { RouterOutputs } from '@pitchcraft/api';
import { signedUpAdvisor, type Advisor } from '@pitchcraft/api/testing/http-client';
import {
  ACKNOWLEDGEMENT_CONSENT,
  acknowledgementConfirmation,
  ZSignAcknowledgementInput,
} from '@pitchcraft/core';
import { escapeHtml } from '@pitchcraft/core/document';
import { eq, presentationAcknowledgements, presentations } from '@pitchcraft/db';

import { createTestServer, type TestServer } from '../testing';
import { signedText, signingFieldError } from './browser/acknowledgement-rules';
import type { PageProcedures, ProcedureAnswer } from './browser/procedures';
import { responsesSection, type SigningState } from './responses';

const SIGNING = { id: 'p-1', requestId: 'request-1', versionNumber: 1 };

/** What acknowledgements.sign's schema says of one field (its first message), or ''. */
function coreError(field: string, value: unknown): string {
  const result = ZSignAcknowledgementInput.safeParse({
    ...SIGNING,
    fullName: 'Maria Rivera',
    consent: true,
    [field]: value,
  });
  return result.success
    ? ''
    : (result.error.issues.find((issue) => issue.path[0] === field)?.message ?? '');
}

describe('the script’s copy of the signing rules', () => {
  it('checks the typed name as acknowledgements.sign does, in its words', () => {
    const names = [
      '',
      ' ',
      'M',
      ' M ',
      'Mo',
      '42',
      '4 2',
      'María de la Cruz',
      '李',
      '李明',
      '\u202E\u2066',
      'Jo\u202E',
      'a'.repeat(200),
      'a'.repeat(201),
      ` ${'a'.repeat(200)} `,
      ' '.repeat(400),
      ' '.repeat(401),
      `a${' '.repeat(300)}b`,
    ];
    for (const name of names)
      expect(signingFieldError('fullName', name), JSON.stringify(name)).toBe(
        coreError('fullName', name),
      );
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom('a', 'é', '1', ' ', '\n', '\u202E', '-'),
          maxLength: 12,
        }),
        (name) => signingFieldError('fullName', name) === coreError('fullName', name),
      ),
    );
  });

  it('asks for the box to be ticked, in the same words', () => {
    expect(signingFieldError('consent', false)).toBe(coreError('consent', false));
    expect(signingFieldError('consent', true)).toBe('');
  });

  it('tells the client who signed and when, as the server renders it', () => {
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const signedAt = new Date('2025-03-03T23:30:00Z');
    expect(signedText({ signerName: 'Jo Lee', signedAt: signedAt.toISOString() })).toBe(
      acknowledgementConfirmation('Jo Lee', signedAt, timeZone),
    );
  });

  it('reads what acknowledgements.sign answers (checked by the type checker)', () => {
    expectTypeOf<RouterOutputs['acknowledgements']['sign']>().toExtend<
      PageProcedures['acknowledgements.sign']
    >();
  });
});

const section = (signing: SigningState) =>
  responsesSection(
    { logo: null, headshot: null, advisorName: 'Jordan Rivera', company: 'Rivera Financial' },
    signing,
  ).value;
const idsIn = (html: string) => new Set([...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));

describe('the signing step', () => {
  it('signs the version shown: a typed name, the consent sentence verbatim beside its box', () => {
    const html = section({ versionNumber: 3, signature: null });
    expect(html).toContain(
      '<form id="respond-go_ahead" class="respond-form" data-kind="go_ahead" data-version="3" novalidate hidden>',
    );
    expect(html).toContain('<label for="respond-go_ahead-fullName">Full name</label>');
    expect(html).toContain(
      `<input id="respond-go_ahead-consent" name="consent" type="checkbox" required aria-describedby="respond-go_ahead-consent-error"><label for="respond-go_ahead-consent">${escapeHtml(ACKNOWLEDGEMENT_CONSENT)}</label>`,
    );
    expect(html).toMatch(/Sign and send<\/button>/);
    // Only the go-ahead is signed.
    expect(html.match(/data-version=/g)).toHaveLength(1);
    const present = idsIn(html);
    for (const [, list] of html.matchAll(/aria-describedby="([^"]+)"/g))
      for (const id of list!.split(' ')) expect(present.has(id), id).toBe(true);
    for (const id of ['respond-go_ahead-fullName-error', 'respond-go_ahead-consent-error'])
      expect(html).toContain(`<p id="${id}" class="error" role="alert" hidden></p>`);
  });

  it('shows the signature in the go-ahead’s place once signed, its name as text', () => {
    const signerName = `Zoë <img src=x onerror=alert(1)> O'Neil`;
    const signedAt = new Date('2025-03-03T12:00:00Z');
    const html = section({ versionNumber: 3, signature: { signerName, signedAt } });
    expect(html).not.toContain('respond-go_ahead');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(escapeHtml(acknowledgementConfirmation(signerName, signedAt)));
    expect(html).toContain(`data-signed-at="${signedAt.toISOString()}"`);
    // The other answers stay open.
    expect(html).toContain('id="respond-call"');
    expect(html).toContain('id="respond-question"');
  });
});

describe('the shared page of a signed version', () => {
  let server: TestServer;
  let owner: Advisor;
  const ORIGIN = 'http://localhost:3000';
  const page = async (id: string) =>
    (await server.app.inject({ method: 'GET', url: `/shared-presentation/${id}` })).body;
  const sign = async (input: Record<string, unknown>) => {
    // The script's wire format (browser/procedures.ts): one call in a batch.
    const response = await server.app.inject({
      method: 'POST',
      url: '/trpc/acknowledgements.sign?batch=1',
      headers: {
        origin: ORIGIN,
        'content-type': 'application/json',
        'user-agent': 'Mobile Safari',
      },
      payload: { 0: input },
    });
    return response.json<ProcedureAnswer<RouterOutputs['acknowledgements']['sign']>[]>()[0]!;
  };

  beforeAll(async () => {
    server = await createTestServer();
    owner = await signedUpAdvisor(server.http, { email: 'signing-owner@example.com' });
    await server.database.db.insert(presentations).values({
      id: 'signed-1',
      userId: owner.userId,
      title: 'Life Insurance Recommendations for Maria Rivera',
      clientName: 'Maria Rivera',
      clientData: {},
      salesStrategy: {},
      htmlContent:
        '<!DOCTYPE html><html><body><section id="cover"><h2>Your plan</h2><p>Enough words here to be a real presentation body.</p></section></body></html>',
      shareEnabled: true,
      version: 2,
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('offers the signing step for the version shown, then shows who signed it', async () => {
    expect(await page('signed-1')).toContain('data-version="2"');
    const stale = await sign({
      ...SIGNING,
      id: 'signed-1',
      fullName: 'Maria Rivera',
      consent: true,
    });
    expect(stale.error?.data?.code).toBe('CONFLICT');
    const unticked = await sign({
      ...SIGNING,
      id: 'signed-1',
      versionNumber: 2,
      fullName: 'Maria Rivera',
    });
    expect(unticked.error?.data).toMatchObject({ code: 'BAD_REQUEST', field: 'consent' });

    const answer = await sign({
      ...SIGNING,
      id: 'signed-1',
      versionNumber: 2,
      fullName: 'Maria Rivera',
      consent: true,
    });
    expect(answer.result?.data).toMatchObject({ signerName: 'Maria Rivera', versionNumber: 2 });
    const [stored] = await server.database.db
      .select()
      .from(presentationAcknowledgements)
      .where(eq(presentationAcknowledgements.presentationId, 'signed-1'));
    expect(stored).toMatchObject({ userAgent: 'Mobile Safari', versionNumber: 2 });
    expect(stored?.ipAddress).toBeTruthy();

    const html = await page('signed-1');
    expect(html).not.toContain('data-version=');
    expect(html).toContain(
      escapeHtml(
        acknowledgementConfirmation('Maria Rivera', new Date(answer.result!.data.signedAt)),
      ),
    );
  });
});
