// The client file states who submitted which version for review, who approved or rejected which
// page (by its SHA-256), when, and why.
import { afterAll, beforeAll, expect, it } from 'vitest';

import { eq, organizationMembers } from '@pitchcraft/db';
import type { TExportDocument } from '@pitchcraft/exports';

import { createHarness, startInput, type Harness } from '../../testing';
import { recordDocument } from './record-document';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

const textOf = (doc: TExportDocument, id: string) =>
  JSON.stringify(doc.sections.find((s) => s.id === id)?.blocks ?? null);

it('lists every review of the presentation with its page hash, people, decisions and reasons', async () => {
  const owner = await h.subscribedBrowser({ fullName: 'Olivia Owner' });
  const reviewer = await h.signedUpBrowser({ fullName: 'Rita Reviewer' });
  await h.db
    .update(organizationMembers)
    .set({ organizationId: `org_${owner.user.id}`, role: 'reviewer' })
    .where(eq(organizationMembers.userId, reviewer.user.id));
  const { id: generationId } = await owner.caller.generation.start(startInput());
  await h.services.generation.runner.drain(10_000);
  const { id } = await owner.caller.presentations.save({ generationId });

  const before = await recordDocument(h.db, owner.user.id, id);
  expect(textOf(before!, 'approvals')).toContain('No version of this presentation was submitted');

  const first = await owner.caller.reviews.submit({ presentationId: id, note: 'First draft' });
  await reviewer.caller.reviews.decide({
    reviewId: first.id,
    decision: 'reject',
    reason: 'Name the insurer',
  });
  const second = await owner.caller.reviews.submit({ presentationId: id });
  await reviewer.caller.reviews.decide({ reviewId: second.id, decision: 'approve' });

  const record = await recordDocument(h.db, owner.user.id, id);
  const text = textOf(record!, 'approvals');
  expect(text).toContain('Changes requested');
  expect(text).toContain('Approved');
  expect(text).toContain(`Rita Reviewer <${reviewer.user.email}>`);
  expect(text).toContain(`Olivia Owner <${owner.user.email}>`);
  expect(text).toContain(first.pageHash);
  expect(text).toContain('Reason: Name the insurer');
  expect(text).toContain('Note: First draft');
  expect(text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/);
});
