// Compliance approval bound to a page's hash: an edit after approval needs a new one (sharing is
// refused with the message), restoring the approved version is approved again, the shared link
// keeps serving the newest approved version, nobody approves their own work, another organisation
// sees nothing, and both sides hear about it in the app and by e-mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { REVIEW_MESSAGES, type TMemberRole } from '@pitchcraft/core';
import {
  and,
  auditLog,
  eq,
  notifications,
  organizationMembers,
  presentations,
  presentationVersions,
} from '@pitchcraft/db';

import { createHarness, startInput, type Harness, type TestBrowser } from '../../testing';
import { NO_REVIEWER_MESSAGE } from './policy';

type Member = TestBrowser & { user: { id: string; email: string } };

let h: Harness;
let owner: Member;
let advisor: Member;
let reviewer: Member;
let outsider: Member;
let orgId: string;

async function join(b: Member, role: TMemberRole) {
  await h.db
    .update(organizationMembers)
    .set({ organizationId: orgId, role })
    .where(eq(organizationMembers.userId, b.user.id));
}

beforeAll(async () => {
  h = await createHarness();
  owner = await h.subscribedBrowser({ fullName: 'Olivia Owner' });
  orgId = `org_${owner.user.id}`;
  advisor = await h.signedUpBrowser({ fullName: 'Adam <b>Advisor</b>' });
  reviewer = await h.signedUpBrowser({ fullName: 'Rita Reviewer' });
  outsider = await h.subscribedBrowser({ fullName: 'Otto Outsider' });
  await join(advisor, 'advisor');
  await join(reviewer, 'reviewer');
});
afterAll(async () => {
  await h.close();
});

async function presentationOf(b: Member): Promise<string> {
  const { id: generationId } = await b.caller.generation.start(startInput());
  await h.services.generation.runner.drain(10_000);
  const { id } = await b.caller.presentations.save({ generationId });
  return id;
}

/** An edit: section `index` hidden or shown again, as a new version. */
async function edit(b: Member, id: string, index = 1) {
  const p = await b.caller.presentations.get({ id });
  const sections = p.document!.sections.map(({ id: sid, title, html, hidden }, i) => ({
    id: sid,
    title,
    html,
    hidden: i === index ? !hidden : hidden,
  }));
  return b.caller.presentations.updateDocument({ id, baseVersion: p.version, sections });
}

const versionHtml = async (id: string, number: number) =>
  (
    await h.db
      .select({ html: presentationVersions.htmlContent })
      .from(presentationVersions)
      .where(
        and(eq(presentationVersions.presentationId, id), eq(presentationVersions.number, number)),
      )
  )[0]?.html;

const approvalRequired = { code: 'FORBIDDEN', message: REVIEW_MESSAGES.approvalRequired };

describe('the approval policy', () => {
  it('cannot be turned on by an organisation of one, whose owner could never be approved', async () => {
    const solo = await h.subscribedBrowser();
    await expect(solo.caller.reviews.setPolicy({ requireApproval: true })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: NO_REVIEWER_MESSAGE,
    });
    await expect(solo.caller.reviews.policy()).resolves.toEqual({ requireApproval: false });
  });

  it('is off by default, read by every member and changed by owners and admins only', async () => {
    await expect(reviewer.caller.reviews.policy()).resolves.toEqual({ requireApproval: false });
    await expect(advisor.caller.reviews.setPolicy({ requireApproval: true })).rejects.toMatchObject(
      { code: 'FORBIDDEN' },
    );
    await expect(
      reviewer.caller.reviews.setPolicy({ requireApproval: true }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    // Sharing works while it is off.
    const id = await presentationOf(advisor);
    await advisor.caller.presentations.setSharing({ id, enabled: true });

    await owner.caller.reviews.setPolicy({ requireApproval: true });
    await expect(advisor.caller.reviews.policy()).resolves.toEqual({ requireApproval: true });
    const [entry] = await h.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.organizationId, orgId), eq(auditLog.action, 'organization.policy_changed')),
      );
    expect(entry?.details).toMatchObject({ from: false, to: true });
    // Shared before the policy and never approved: the link reads as not shared.
    await expect(h.browser().caller.presentations.getShared({ id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(outsider.caller.reviews.policy()).resolves.toEqual({ requireApproval: false });
  });
});

describe('approval of a version', () => {
  let id: string;
  let reviewId: string;

  it('refuses sharing and follow-ups until the current page is approved', async () => {
    id = await presentationOf(advisor);
    await expect(
      advisor.caller.presentations.setSharing({ id, enabled: true }),
    ).rejects.toMatchObject(approvalRequired);
    await expect(
      advisor.caller.followUps.send({ presentationId: id, subject: 'Hello', body: 'Hi again' }),
    ).rejects.toMatchObject(approvalRequired);
    await expect(
      advisor.caller.reviews.forPresentation({ presentationId: id }),
    ).resolves.toMatchObject({ requireApproval: true, currentApproved: false, pending: null });
  });

  it('is submitted by a writer, queued for reviewers, and announced to them', async () => {
    await expect(reviewer.caller.reviews.submit({ presentationId: id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const submitted = await advisor.caller.reviews.submit({ presentationId: id, note: 'Ready <3' });
    reviewId = submitted.id;
    expect(submitted.versionNumber).toBe(1);
    await expect(advisor.caller.reviews.submit({ presentationId: id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: REVIEW_MESSAGES.alreadyPending,
    });
    const queue = await reviewer.caller.reviews.queue({ status: 'pending' });
    expect(queue.items).toEqual([
      expect.objectContaining({ id: reviewId, presentationId: id, versionNumber: 1, comments: 0 }),
    ]);
    await expect(advisor.caller.reviews.queue({ status: 'pending' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const mails = await h.outbox();
    const requested = mails.filter((m) => m.subject.startsWith('Review requested'));
    expect(requested.map((m) => m.toAddress).sort()).toEqual(
      [owner.user.email, reviewer.user.email].sort(),
    );
    // The advisor's name is escaped in the HTML part.
    expect(requested[0]?.htmlBody).toContain('Adam &lt;b&gt;Advisor&lt;/b&gt;');
    const bell = await h.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, reviewer.user.id));
    expect(bell).toEqual([
      expect.objectContaining({ kind: 'review.submitted', href: `/reviews/${reviewId}` }),
    ]);
  });

  it('takes comments on a section of the version, and replies', async () => {
    const review = await reviewer.caller.reviews.get({ reviewId });
    const section = review.sections[0]!;
    expect(review.pageUrl).toBe(`/content/presentations/${id}?version=1`);
    await reviewer.caller.reviews.comment({
      reviewId,
      sectionId: section.id,
      body: 'Cite the rate',
    });
    await expect(
      reviewer.caller.reviews.comment({ reviewId, sectionId: 'nope', body: 'x' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: REVIEW_MESSAGES.noSuchSection });
    await advisor.caller.reviews.comment({ reviewId, sectionId: section.id, body: 'Done' });
    const again = await advisor.caller.reviews.get({ reviewId });
    expect(again.comments.map((c) => [c.sectionId, c.body])).toEqual([
      [section.id, 'Cite the rate'],
      [section.id, 'Done'],
    ]);
    const mails = await h.outbox();
    expect(
      mails.some((m) => m.toAddress === advisor.user.email && m.subject.startsWith('New comment')),
    ).toBe(true);
    expect(
      mails.some((m) => m.toAddress === reviewer.user.email && m.subject.startsWith('New comment')),
    ).toBe(true);
  });

  it('is decided by a reviewer other than its advisor, with a reason to reject, once', async () => {
    await expect(
      advisor.caller.reviews.decide({ reviewId, decision: 'approve' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      reviewer.caller.reviews.decide({ reviewId, decision: 'reject' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: REVIEW_MESSAGES.reasonRequired });
    await expect(
      outsider.caller.reviews.decide({ reviewId, decision: 'approve' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(outsider.caller.reviews.get({ reviewId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      outsider.caller.reviews.forPresentation({ presentationId: id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await reviewer.caller.reviews.decide({
      reviewId,
      decision: 'reject',
      reason: 'Add the disclaimer',
    });
    const state = await advisor.caller.reviews.forPresentation({ presentationId: id });
    expect(state.latestDecision).toMatchObject({
      status: 'rejected',
      reason: 'Add the disclaimer',
    });
    const mails = await h.outbox();
    expect(
      mails.some(
        (m) => m.toAddress === advisor.user.email && m.subject.startsWith('Changes requested'),
      ),
    ).toBe(true);

    // Submitted again; two reviewers decide at the same moment: one decision stands.
    const { id: second } = await advisor.caller.reviews.submit({ presentationId: id });
    const results = await Promise.allSettled([
      reviewer.caller.reviews.decide({ reviewId: second, decision: 'approve' }),
      owner.caller.reviews.decide({ reviewId: second, decision: 'approve' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({
      reason: { code: 'CONFLICT' },
    });
    await expect(advisor.caller.reviews.submit({ presentationId: id })).rejects.toMatchObject({
      message: REVIEW_MESSAGES.alreadyApproved,
    });
    const bell = await h.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, advisor.user.id));
    expect(bell.map((n) => n.kind)).toEqual(
      expect.arrayContaining(['review.rejected', 'review.approved']),
    );
  });

  it('binds to the page: an edit needs a new approval, the link keeps the approved page', async () => {
    await advisor.caller.presentations.setSharing({ id, enabled: true });
    const approvedHtml = (await advisor.caller.presentations.get({ id })).htmlContent;
    const visitor = h.browser().caller;
    await expect(visitor.presentations.getShared({ id })).resolves.toMatchObject({
      htmlContent: approvedHtml,
    });

    await edit(advisor, id);
    const state = await advisor.caller.reviews.forPresentation({ presentationId: id });
    expect(state).toMatchObject({
      currentVersion: 2,
      currentApproved: false,
      latestApprovedVersion: 1,
    });
    // The client still sees the approved page, never the unapproved edit.
    await expect(visitor.presentations.getShared({ id })).resolves.toMatchObject({
      htmlContent: approvedHtml,
    });
    expect(await versionHtml(id, 1)).toBe(approvedHtml);
    // The client signs what they were shown: the approved version, not the newer edit.
    await expect(
      visitor.acknowledgements.sign({
        id,
        requestId: 'c3a1f0b2-5d4e-4f6a-8b7c-9d0e1f2a3b4c',
        versionNumber: 1,
        fullName: 'Maria Rivera',
        consent: true,
      }),
    ).resolves.toMatchObject({ versionNumber: 1, signerName: 'Maria Rivera' });
    await advisor.caller.presentations.setSharing({ id, enabled: false });
    await expect(
      advisor.caller.presentations.setSharing({ id, enabled: true }),
    ).rejects.toMatchObject(approvalRequired);

    // Restoring the approved version is the approved page again.
    await advisor.caller.presentations.versions.restore({ id, number: 1 });
    await expect(
      advisor.caller.presentations.setSharing({ id, enabled: true }),
    ).resolves.toMatchObject({
      shareEnabled: true,
    });
    const [row] = await h.db.select().from(presentations).where(eq(presentations.id, id));
    expect(row?.version).toBe(3);
    await expect(visitor.presentations.getShared({ id })).resolves.toMatchObject({
      htmlContent: approvedHtml,
    });
  });

  it('withdraws an older version waiting for review when a newer one is submitted', async () => {
    await edit(advisor, id);
    const { id: older } = await advisor.caller.reviews.submit({ presentationId: id });
    await edit(advisor, id, 2);
    await advisor.caller.reviews.submit({ presentationId: id });
    const state = await advisor.caller.reviews.forPresentation({ presentationId: id });
    expect(state.history.find((r) => r.id === older)?.status).toBe('withdrawn');
    expect(state.pending?.versionNumber).toBe(5);
    await advisor.caller.reviews.withdraw({ reviewId: state.pending!.id });
    await expect(
      advisor.caller.reviews.withdraw({ reviewId: state.pending!.id }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('never lets anyone approve their own presentation', async () => {
    const own = await presentationOf(owner);
    const { id: ownReview } = await owner.caller.reviews.submit({ presentationId: own });
    await expect(
      owner.caller.reviews.decide({ reviewId: ownReview, decision: 'approve' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: REVIEW_MESSAGES.ownPresentation });
  });
});
