// The client signs "I'd like to go ahead" on the shared page: one immutable signature per version,
// holding the version's page hash, the consent sentence, the address and the browser; refused
// whenever the page could not be seen, without consent or a name, or on a version since replaced.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  ACKNOWLEDGEMENT_CONSENT,
  ACKNOWLEDGEMENT_MESSAGES,
  RESPONSE_RATE_LIMIT_MESSAGE,
  type TSignAcknowledgementInput,
} from '@pitchcraft/core';
import {
  and,
  eq,
  presentationAcknowledgements,
  presentationResponses,
  presentations,
  presentationVersions,
  sql,
} from '@pitchcraft/db';

import { createHarness, type Harness, type TestBrowser } from '../../testing';
import { commitVersion } from '../presentations/versions';
import { OWN_RESPONSE_MESSAGE } from '../responses/submit';

type Advisor = TestBrowser & { user: { id: string; email: string } };

let h: Harness;
let limited: Harness | undefined;
let owner: Advisor;
let requestCounter = 0;
const requestId = () => `sign-${Date.now()}-${++requestCounter}`;

async function sharedPresentation(
  advisor: Advisor,
  { clientName = 'Maria Rivera', clientId }: { clientName?: string; clientId?: string } = {},
) {
  const { id: generationId } = await advisor.caller.generation.start({
    client: {
      clientName,
      age: '42',
      gender: 'Female',
      annualIncome: '90000',
      maritalStatus: 'Married',
      budget: '150',
    },
    strategy: {},
    mode: 'offline',
    ...(clientId ? { clientId } : {}),
  } as never);
  for await (const [, e] of (await advisor.caller.generation.events({
    id: generationId,
  })) as AsyncIterable<[string, { type: string }]>) {
    if (e.type === 'done') break;
  }
  const { id } = await advisor.caller.presentations.save({ generationId });
  await advisor.caller.presentations.setSharing({ id, enabled: true });
  return id;
}

/** The advisor changes the page: a new version, as any edit makes. */
async function edit(presentationId: string, userId: string) {
  const [row] = await h.db.select().from(presentations).where(eq(presentations.id, presentationId));
  return commitVersion(h.db, {
    presentationId,
    userId,
    baseVersion: null,
    document: row!.document ?? null,
    clientData: row!.clientData,
    html: `${row!.htmlContent}<!-- edited -->`,
    change: 'edit',
    summary: 'Edited the recommendation',
  });
}

const signing = (id: string, extra: Partial<TSignAcknowledgementInput> = {}) => ({
  id,
  requestId: requestId(),
  versionNumber: 1,
  fullName: 'Maria Rivera',
  consent: true as const,
  ...extra,
});

const signaturesOf = (presentationId: string) =>
  h.db
    .select()
    .from(presentationAcknowledgements)
    .where(eq(presentationAcknowledgements.presentationId, presentationId));

const goAheadsOf = (presentationId: string) =>
  h.db
    .select()
    .from(presentationResponses)
    .where(
      and(
        eq(presentationResponses.presentationId, presentationId),
        eq(presentationResponses.kind, 'go_ahead'),
      ),
    );

beforeAll(async () => {
  h = await createHarness({ rateLimits: false });
  owner = await h.subscribedBrowser({ fullName: 'Alex Advisor' });
}, 60_000);
afterAll(async () => {
  await h.close();
  await limited?.close();
});

describe('signing a shared presentation', () => {
  it('stores who signed which page, from where and after which sentence, and tells the advisor', async () => {
    const id = await sharedPresentation(owner);
    const client = h.browser();
    const { viewId } = await client.caller.analytics.startView({
      presentationId: id,
      visitorId: 'visitor-1',
    });
    const answer = await client.caller.acknowledgements.sign(
      signing(id, { fullName: '  Maria   Rivera ', viewId: viewId! }),
    );
    expect(answer).toMatchObject({ signerName: 'Maria Rivera', versionNumber: 1 });

    const [version] = await h.db
      .select({ pageHash: presentationVersions.pageHash })
      .from(presentationVersions)
      .where(and(eq(presentationVersions.presentationId, id), eq(presentationVersions.number, 1)));
    expect(version?.pageHash).toMatch(/^[0-9a-f]{64}$/);
    const [stored] = await signaturesOf(id);
    expect(stored).toMatchObject({
      versionNumber: 1,
      pageHash: version!.pageHash,
      signerName: 'Maria Rivera',
      consentText: ACKNOWLEDGEMENT_CONSENT,
      ipAddress: client.ip,
      userAgent: 'vitest',
      viewerEmail: null,
    });
    expect(stored!.signedAt.toISOString()).toBe(answer.signedAt);

    // The signature is the client's go-ahead: a response like any other, and the advisor is told.
    expect(await goAheadsOf(id)).toMatchObject([{ versionNumber: 1, viewId, message: null }]);
    const mail = (await h.outbox()).find(
      (m) =>
        m.toAddress === owner.user.email && m.subject === 'Maria Rivera would like to go ahead',
    );
    expect(mail?.textBody).toContain(`/presentation/${id}`);

    const listed = await owner.caller.acknowledgements.list({ presentationId: id });
    expect(listed).toMatchObject({
      currentVersion: 1,
      items: [
        {
          summary: 'Signed by Maria Rivera · version 1',
          pageHash: version!.pageHash,
          ipAddress: client.ip,
          signedAt: answer.signedAt,
        },
      ],
    });
  });

  it('is refused without consent or without a name, storing nothing', async () => {
    const id = await sharedPresentation(owner);
    const client = h.browser();
    const sign = (input: Record<string, unknown>) =>
      client.caller.acknowledgements.sign(input as never);
    const { consent: _, ...unticked } = signing(id);
    await expect(sign(unticked)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: ACKNOWLEDGEMENT_MESSAGES.consentMissing,
    });
    await expect(sign({ ...signing(id), consent: false })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: ACKNOWLEDGEMENT_MESSAGES.consentMissing,
    });
    for (const fullName of [undefined, '', '   ', 'M']) {
      await expect(sign({ ...signing(id), fullName })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: ACKNOWLEDGEMENT_MESSAGES.nameMissing,
      });
    }
    await expect(sign({ ...signing(id), fullName: '1234' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: ACKNOWLEDGEMENT_MESSAGES.nameLetters,
    });
    expect(await signaturesOf(id)).toEqual([]);
    expect(await goAheadsOf(id)).toEqual([]);
  });

  it('is refused on a gated page without its grant, and records the e-mail given at the gate', async () => {
    const id = await sharedPresentation(owner);
    await owner.caller.presentations.updateShareSettings({
      id,
      expiresAt: null,
      passcode: 'sesame-42',
      requireEmail: true,
      notifyOnView: false,
    });
    const visitor = h.browser();
    await expect(visitor.caller.acknowledgements.sign(signing(id))).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(
      visitor.caller.acknowledgements.sign(signing(id, { grant: 'forged-grant' })),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await signaturesOf(id)).toEqual([]);

    const { grant } = await visitor.caller.presentations.unlockShared({
      id,
      passcode: 'sesame-42',
      email: 'maria@example.com',
    });
    await visitor.caller.acknowledgements.sign(signing(id, { grant }));
    expect(await signaturesOf(id)).toMatchObject([{ viewerEmail: 'maria@example.com' }]);

    // Sharing off: as unseen as a presentation that does not exist.
    await owner.caller.presentations.setSharing({ id, enabled: false });
    await expect(
      visitor.caller.acknowledgements.sign(signing(id, { grant })),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      visitor.caller.acknowledgements.sign(signing('no-such-presentation')),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('signs only the latest version: an edited page must be read again, and signed again', async () => {
    const id = await sharedPresentation(owner);
    const client = h.browser();
    await client.caller.acknowledgements.sign(signing(id));
    const { version } = await edit(id, owner.user.id);
    expect(version).toBe(2);

    // The page opened before the edit still says version 1.
    for (const versionNumber of [1, 3]) {
      await expect(
        client.caller.acknowledgements.sign(signing(id, { versionNumber })),
      ).rejects.toMatchObject({ code: 'CONFLICT', message: ACKNOWLEDGEMENT_MESSAGES.stale });
    }
    await client.caller.acknowledgements.sign(signing(id, { versionNumber: 2 }));
    const signatures = await signaturesOf(id);
    expect(signatures.map((s) => s.versionNumber).sort()).toEqual([1, 2]);
    // Each holds its own version's page.
    expect(new Set(signatures.map((s) => s.pageHash)).size).toBe(2);
  });

  it('is one per version: the same form again is the same signature, another is refused', async () => {
    const id = await sharedPresentation(owner);
    const client = h.browser();
    const once = signing(id);
    const [first, again] = await Promise.all([
      client.caller.acknowledgements.sign(once),
      client.caller.acknowledgements.sign(once),
    ]);
    expect(again).toEqual(first);
    expect(await client.caller.acknowledgements.sign(once)).toEqual(first);
    await expect(
      h.browser().caller.acknowledgements.sign(signing(id, { fullName: 'Someone Else' })),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: ACKNOWLEDGEMENT_MESSAGES.alreadySigned });
    expect(await signaturesOf(id)).toHaveLength(1);
    expect(await goAheadsOf(id)).toHaveLength(1);
  });

  it('is not taken from the advisor on their own presentation', async () => {
    const id = await sharedPresentation(owner);
    await expect(owner.caller.acknowledgements.sign(signing(id))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: OWN_RESPONSE_MESSAGE,
    });
    expect(await signaturesOf(id)).toEqual([]);
  });

  it('cannot be changed afterwards: the database refuses any update', async () => {
    const id = await sharedPresentation(owner);
    await h.browser().caller.acknowledgements.sign(signing(id));
    // The trigger's message, wherever the driver puts it (drizzle wraps the database's error).
    const refusal = (error: unknown) => {
      const messages: string[] = [];
      for (let at = error; at instanceof Error; at = at.cause) messages.push(at.message);
      return messages.join(' / ');
    };
    const forged = [
      h.db
        .update(presentationAcknowledgements)
        .set({ signerName: 'Forged Name' })
        .where(eq(presentationAcknowledgements.presentationId, id)),
      h.db.execute(
        sql`update presentation_acknowledgements set page_hash = 'forged' where presentation_id = ${id}`,
      ),
    ];
    for (const update of forged)
      expect(
        refusal(
          await update.then(
            () => null,
            (error: unknown) => error,
          ),
        ),
      ).toContain('presentation acknowledgements are immutable');
    expect(await signaturesOf(id)).toMatchObject([
      { signerName: 'Maria Rivera', pageHash: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown },
    ]);
  });
});

describe('the owner’s list of signatures', () => {
  it('is the owner’s only: a stranger finds nothing there', async () => {
    const id = await sharedPresentation(owner);
    const stranger = await h.subscribedBrowser();
    await expect(
      stranger.caller.acknowledgements.list({ presentationId: id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      h.browser().caller.acknowledgements.list({ presentationId: id }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await owner.caller.acknowledgements.list({ presentationId: id })).toEqual({
      currentVersion: 1,
      items: [],
    });
  });
});

describe('the client’s timeline', () => {
  it('shows the signature: who signed which version, and when', async () => {
    const client = await owner.caller.clients.upsert({
      fullName: 'Tess Timeline',
      email: 'tess@example.com',
    });
    const id = await sharedPresentation(owner, {
      clientName: 'Tess Timeline',
      clientId: client.id,
    });
    const { signedAt } = await h
      .browser()
      .caller.acknowledgements.sign(signing(id, { fullName: 'Tess Timeline' }));
    const { items } = await owner.caller.clients.timeline({ clientId: client.id });
    // Beside the go-ahead it is (both stored at the same moment).
    expect(
      items
        .map((e) => e.kind)
        .slice(0, 2)
        .sort(),
    ).toEqual(['acknowledgement', 'response']);
    expect(items.find((e) => e.kind === 'acknowledgement')).toMatchObject({
      kind: 'acknowledgement',
      title: 'Signed by Tess Timeline · version 1',
      at: signedAt,
      presentationId: id,
      versionNumber: 1,
    });
    const { csv } = await owner.caller.clients.timelineCsv({ clientId: client.id });
    expect(csv).toContain('Signed by Tess Timeline · version 1');
  });
});

describe('signing limits', () => {
  it('counts in the responses’ limit per address', async () => {
    const limits = (limited ??= await createHarness());
    const advisor = await limits.subscribedBrowser();
    const id = await sharedPresentation(advisor);
    const client = limits.browser();
    for (let i = 0; i < 10; i += 1)
      await client.caller.responses.submit({
        id,
        requestId: requestId(),
        kind: 'call',
        phone: '+1 555 010 2030',
      });
    await expect(client.caller.acknowledgements.sign(signing(id))).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: RESPONSE_RATE_LIMIT_MESSAGE,
    });
    expect(
      await limits.db
        .select()
        .from(presentationAcknowledgements)
        .where(eq(presentationAcknowledgements.presentationId, id)),
    ).toEqual([]);
  }, 60_000);
});
