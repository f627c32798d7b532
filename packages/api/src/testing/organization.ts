// An agency for the roles x procedures matrix: one organisation with a member of every role (made
// directly in the database: each account starts as an organisation of one, then its membership is
// moved), a second organisation with its own owner, and objects owned by advisor A.
import type { TMemberRole } from '@pitchcraft/core';
import { eq, organizationMembers, presentations, testBillingCheckouts } from '@pitchcraft/db';

import { newId } from '../ids';
import { callProcedure } from './call-procedure';
import type { Harness, TestBrowser } from './index';

type Browser = TestBrowser & { user: { id: string; email: string } };

/** The members the matrix calls as: `role` is theirs in the organisation. */
export const MEMBERS = [
  'owner',
  'admin',
  'advisorA',
  'advisorB',
  'reviewer',
  'assistantA',
  'assistantB',
] as const;
type TMemberName = (typeof MEMBERS)[number];

const ROLE_OF: Record<TMemberName, TMemberRole> = {
  owner: 'owner',
  admin: 'admin',
  advisorA: 'advisor',
  advisorB: 'advisor',
  reviewer: 'reviewer',
  assistantA: 'assistant',
  assistantB: 'assistant',
};

export interface OrgMember extends Browser {
  name: TMemberName;
  role: TMemberRole;
  organizationId: string;
  assistsUserId: string | null;
}

/** Objects owned by advisor A, made through the API as A would. */
export interface OrgFixtures {
  generationId: string;
  presentationId: string;
  clientId: string;
  clientEmail: string;
  linkId: string;
  submissionId: string;
  viewId: string;
  /** The owner's own (completed) test-mode checkout. */
  checkoutId: string;
  catalogueProductId: string;
  /** The presentation's version and sections as the editor sends them (fresh.edit reads them now). */
  presentationVersion: number;
  sections: { id: string; title: string; html: string; hidden: boolean }[];
  /** An approved block of A's organisation (fresh.block makes one, so each placing is new). */
  blockId: string;
}

export interface Agency {
  members: Record<TMemberName, OrgMember>;
  /** The owner of a second organisation: must never reach the first one's rows. */
  foreign: OrgMember;
  fixtures: OrgFixtures;
  /** Fresh objects of A's for calls that consume theirs (deleting, applying a submission). */
  fresh: {
    presentation: () => Promise<string>;
    client: () => Promise<{ id: string; email: string }>;
    link: () => Promise<string>;
    submission: () => Promise<string>;
    product: () => Promise<string>;
    edit: () => Promise<Pick<OrgFixtures, 'presentationVersion' | 'sections'>>;
    block: () => Promise<string>;
  };
}

/** Moves `b` into `organizationId` with `role` (and for an assistant, whom they help). */
export async function joinOrganization(
  h: Harness,
  b: { user: { id: string } },
  organizationId: string,
  role: TMemberRole,
  assistsUserId: string | null = null,
) {
  await h.db
    .update(organizationMembers)
    .set({ organizationId, role, assistsUserId })
    .where(eq(organizationMembers.userId, b.user.id));
}

export async function finishGeneration(b: TestBrowser, id: string) {
  for await (const [, e] of (await b.caller.generation.events({ id })) as AsyncIterable<
    [string, { type: string }]
  >) {
    if (e.type === 'done' || e.type === 'error') break;
  }
}

export const GENERATION_INPUT = {
  client: {
    clientName: 'Dana Whitfield',
    email: 'dana.whitfield@example.com',
    age: '41',
    gender: 'Female',
    annualIncome: '85000',
    maritalStatus: 'Married',
    budget: '150',
  },
  strategy: {},
  mode: 'offline',
} as const;

export async function createAgency(h: Harness): Promise<Agency> {
  const owner = await h.subscribedBrowser({ fullName: 'Olivia Owner' });
  const organizationId = `org_${owner.user.id}`;
  const others = await Promise.all(
    MEMBERS.slice(1).map((name) => h.verifiedBrowser({ fullName: `Member ${name}` })),
  );
  const browsers = {} as Record<TMemberName, Browser>;
  MEMBERS.forEach((name, i) => {
    browsers[name] = i === 0 ? owner : others[i - 1]!;
  });
  const assists: Partial<Record<TMemberName, string>> = {
    assistantA: browsers.advisorA.user.id,
    assistantB: browsers.advisorB.user.id,
  };
  const members = {} as Record<TMemberName, OrgMember>;
  for (const name of MEMBERS) {
    const assistsUserId = assists[name] ?? null;
    if (name !== 'owner')
      await joinOrganization(h, browsers[name], organizationId, ROLE_OF[name], assistsUserId);
    members[name] = {
      ...browsers[name],
      name,
      role: ROLE_OF[name],
      organizationId,
      assistsUserId,
    };
  }
  const foreignBrowser = await h.subscribedBrowser({ fullName: 'Felix Foreign' });
  const foreign: OrgMember = {
    ...foreignBrowser,
    name: 'owner',
    role: 'owner',
    organizationId: `org_${foreignBrowser.user.id}`,
    assistsUserId: null,
  };
  const a = members.advisorA.caller;
  const { id: generationId } = await a.generation.start(GENERATION_INPUT);
  await finishGeneration(members.advisorA, generationId);
  const { id: presentationId } = await a.presentations.save({ generationId });
  await a.presentations.setSharing({ id: presentationId, enabled: true });
  const clientEmail = 'dana.whitfield@example.com';
  const client = await a.clients.create({ fullName: 'Dana Whitfield', email: clientEmail });
  const link = await a.links.create({ title: 'Dana’s form', industryType: 'insurance' });
  // The form sent again with a client's address: a review of the new details waits for A.
  const submit = async ({ id: clientId, email }: { id: string; email: string }) => {
    await h.browser().caller.intake.submit({
      linkId: link.id,
      data: { fullName: 'Dana W. Changed', email },
    });
    const [pending] = await a.submissions.listPending({ clientId });
    return pending!.id;
  };
  const submissionId = await submit({ id: client.id, email: clientEmail });
  const { viewId } = await h.browser().caller.analytics.startView({
    presentationId,
    visitorId: 'matrix-visitor',
  });
  const [checkout] = await h.db
    .select({ id: testBillingCheckouts.id })
    .from(testBillingCheckouts)
    .where(eq(testBillingCheckouts.userId, owner.user.id))
    .limit(1);
  const product = await a.catalogue.create({
    insurer: 'Matrix Mutual',
    name: 'A Term',
    kind: 'term',
  });
  let freshCount = 0;
  const unique = () => Math.random().toString(36).slice(2, 10);
  const freshClient = async () => {
    const email = `fresh${++freshCount}.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const { id } = await a.clients.create({ fullName: `Fresh Client ${freshCount}`, email });
    return { id, email };
  };
  return {
    members,
    foreign,
    fixtures: {
      generationId,
      presentationId,
      clientId: client.id,
      clientEmail,
      linkId: link.id,
      submissionId,
      viewId: viewId!,
      checkoutId: checkout!.id,
      catalogueProductId: product.id,
      presentationVersion: 1,
      sections: [],
      blockId: '',
    },
    fresh: {
      // A copy of A's presentation row: what deleting needs, without another generation.
      presentation: async () => {
        const [row] = await h.db
          .select()
          .from(presentations)
          .where(eq(presentations.id, presentationId));
        const id = newId();
        await h.db.insert(presentations).values({ ...row!, id, shareEnabled: false });
        return id;
      },
      client: freshClient,
      link: async () =>
        (await a.links.create({ title: `Fresh form ${++freshCount}`, industryType: 'insurance' }))
          .id,
      submission: async () => submit(await freshClient()),
      block: async () =>
        (
          await owner.caller.library.blocks.create({
            kind: 'disclaimer',
            title: `Block ${unique()}`,
            text: 'Premiums are illustrative until underwriting.',
          })
        ).id,
      edit: async () => {
        const p = await a.presentations.get({ id: presentationId });
        const sections = (p.document?.sections ?? []).map(({ id, title, html, hidden }) => ({
          id,
          title,
          html,
          hidden,
        }));
        return { presentationVersion: p.version, sections };
      },
      product: async () =>
        (
          await a.catalogue.create({
            insurer: 'Matrix Mutual',
            name: `P ${unique()}`,
            kind: 'term',
          })
        ).id,
    },
  };
}

/** Calls `path` as `browser`: 'OK' or the error's code and reason. A subscription is read once. */
export async function outcome(
  browser: TestBrowser,
  path: string,
  input: unknown,
): Promise<{ code: string; reason?: string; message?: string }> {
  try {
    await callProcedure(browser, path, input);
    return { code: 'OK' };
  } catch (error) {
    const e = error as { code?: string; message?: string; cause?: { reason?: string } };
    return {
      code: e.code ?? 'UNKNOWN',
      message: e.message,
      ...(e.cause?.reason ? { reason: e.cause.reason } : {}),
    };
  }
}
