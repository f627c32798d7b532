import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { clients, eq, intakeSubmissions } from '@pitchcraft/db';

import { createHarness, type Harness, type TestBrowser } from '../../testing';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

/** An advisor with a saved client, and a public form of theirs. */
async function advisorWithClient(
  email = `client-${Math.random().toString(36).slice(2, 8)}@example.com`,
) {
  const advisor = await h.verifiedBrowser();
  const client = await advisor.caller.clients.upsert({
    fullName: 'Maria Gonzalez',
    email,
    phone: '555-0100',
    industryData: { age: 41, occupation: 'Nurse', dependents: 2, smoker: false },
  });
  const link = await advisor.caller.links.create({
    title: 'Annual review',
    industryType: 'insurance',
  });
  return { advisor, client, link, email };
}

const submit = (linkId: string, data: Record<string, unknown>) =>
  h.browser().caller.intake.submit({ linkId, data });
const clientRow = async (id: string) =>
  (await h.db.select().from(clients).where(eq(clients.id, id)))[0]!;

describe('submissions.listPending', () => {
  it('shows the submitted details beside the saved ones, only to the advisor', async () => {
    const { advisor, client, link, email } = await advisorWithClient();
    await submit(link.id, {
      fullName: 'Maria Gonzalez-Smith',
      email,
      phone: '',
      age: '42',
      occupation: 'Nurse',
      maritalStatus: 'Married',
    });

    const [pending, ...rest] = await advisor.caller.submissions.listPending({});
    expect(rest).toEqual([]);
    expect(pending).toMatchObject({
      linkTitle: 'Annual review',
      submittedName: 'Maria Gonzalez-Smith',
      client: { id: client.id, fullName: 'Maria Gonzalez', email },
    });
    // Blank fields propose nothing and equal ones are not listed: the phone and the dependents
    // stay, Nurse and non-smoker are no news.
    expect(pending!.changes).toEqual([
      {
        field: 'fullName',
        label: 'Full name',
        current: 'Maria Gonzalez',
        submitted: 'Maria Gonzalez-Smith',
      },
      { field: 'age', label: 'Age', current: 41, submitted: 42 },
      { field: 'maritalStatus', label: 'Marital status', current: null, submitted: 'Married' },
    ]);
    expect(await advisor.caller.submissions.listPending({ clientId: client.id })).toHaveLength(1);
    expect(await advisor.caller.submissions.listPending({ clientId: 'someone-else' })).toEqual([]);

    const stranger = await h.signedUpBrowser();
    expect(await stranger.caller.submissions.listPending({})).toEqual([]);
  });

  it('does not ask the advisor about a resubmission that says nothing new', async () => {
    const { client, link, email } = await advisorWithClient();
    await submit(link.id, {
      fullName: 'Maria Gonzalez',
      email,
      age: '42',
      occupation: 'Nurse',
      insuranceType: '',
    });
    await h.db
      .update(clients)
      .set({
        industryData: {
          age: 42,
          occupation: 'Nurse',
          dependents: 2,
          smoker: false,
          insuranceType: 'Life Insurance',
        },
      })
      .where(eq(clients.id, client.id));
    await submit(link.id, { fullName: 'Maria Gonzalez', email, age: '42', occupation: 'Nurse' });
    const statuses = (
      await h.db.select().from(intakeSubmissions).where(eq(intakeSubmissions.clientId, client.id))
    ).map((s) => s.status);
    expect(statuses.sort()).toEqual(['pending', 'unchanged']);
  });

  it('never proposes what the form fills in by itself (its insurance type, non-smoker, no dependents) as a change', async () => {
    const { advisor, client, link, email } = await advisorWithClient();
    await h.db
      .update(clients)
      .set({
        industryData: {
          age: 41,
          occupation: 'Nurse',
          dependents: 2,
          smoker: true,
          insuranceType: 'Term Life Insurance',
        },
      })
      .where(eq(clients.id, client.id));
    // The client re-sends the form without touching those fields: the form sends its own values.
    await submit(link.id, {
      fullName: 'Maria Gonzalez',
      email,
      age: '41',
      occupation: 'Nurse',
      insuranceType: 'Life Insurance',
      smoker: 'Non-Smoker',
      dependents: '0',
    });
    const [stored] = await h.db
      .select()
      .from(intakeSubmissions)
      .where(eq(intakeSubmissions.clientId, client.id));
    expect(stored).toMatchObject({ status: 'unchanged' });
    expect(stored?.clientFields).not.toHaveProperty('insuranceType');
    expect(await advisor.caller.submissions.listPending({})).toEqual([]);

    // A submission stored before they were left out still holds them; the review does not offer them.
    await h.db
      .update(intakeSubmissions)
      .set({
        status: 'pending',
        clientFields: {
          ...stored!.clientFields,
          insuranceType: 'Life Insurance',
          smoker: false,
          dependents: 0,
          age: 43,
        },
      })
      .where(eq(intakeSubmissions.id, stored!.id));
    const [pending] = await advisor.caller.submissions.listPending({});
    expect(pending?.changes).toEqual([{ field: 'age', label: 'Age', current: 41, submitted: 43 }]);
    // What the client did choose is still proposed.
    await submit(link.id, {
      fullName: 'Maria Gonzalez',
      email,
      insuranceType: 'Whole Life Insurance',
      smoker: 'Non-Smoker',
      dependents: '3',
    });
    const latest = (await advisor.caller.submissions.listPending({}))[0];
    expect(latest?.changes.map((c) => [c.field, c.submitted])).toEqual([
      ['insuranceType', 'Whole Life Insurance'],
      ['dependents', 3],
    ]);
  });
});

describe('submissions.applyFields', () => {
  it('changes only the chosen fields, once', async () => {
    const { advisor, client, link, email } = await advisorWithClient();
    await submit(link.id, {
      fullName: 'Maria G. Smith',
      email,
      phone: '555-0199',
      age: '42',
      maritalStatus: 'Married',
      goals: ['Protect Family'],
    });
    const [pending] = await advisor.caller.submissions.listPending({});

    const applied = await advisor.caller.submissions.applyFields({
      id: pending!.id,
      fields: ['age', 'maritalStatus', 'goals'],
    });
    expect(applied).toMatchObject({ id: client.id, fullName: 'Maria Gonzalez', phone: '555-0100' });
    const row = await clientRow(client.id);
    expect(row).toMatchObject({ fullName: 'Maria Gonzalez', phone: '555-0100', source: 'manual' });
    expect(row.industryData).toEqual({
      age: 42,
      occupation: 'Nurse',
      dependents: 2,
      smoker: false,
      maritalStatus: 'Married',
      goals: ['Protect Family'],
    });

    expect(await advisor.caller.submissions.listPending({})).toEqual([]);
    const [stored] = await h.db
      .select()
      .from(intakeSubmissions)
      .where(eq(intakeSubmissions.id, pending!.id));
    expect(stored).toMatchObject({
      status: 'applied',
      appliedFields: ['age', 'maritalStatus', 'goals'],
    });
    expect(stored?.reviewedAt).toBeInstanceOf(Date);
    await expect(
      advisor.caller.submissions.applyFields({ id: pending!.id, fields: ['fullName'] }),
    ).rejects.toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: 'This submission has already been reviewed',
    });
  });

  it('applies the name and phone too, and refuses a field the form did not send', async () => {
    const { advisor, client, link, email } = await advisorWithClient();
    await submit(link.id, { fullName: 'Maria Smith', email, phone: '555-0199' });
    const [pending] = await advisor.caller.submissions.listPending({});
    await expect(
      advisor.caller.submissions.applyFields({ id: pending!.id, fields: ['age'] }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'That field was not part of the submission',
    });
    await advisor.caller.submissions.applyFields({
      id: pending!.id,
      fields: ['fullName', 'phone'],
    });
    expect(await clientRow(client.id)).toMatchObject({
      fullName: 'Maria Smith',
      phone: '555-0199',
    });
  });

  it('answers NOT_FOUND to another advisor and changes nothing', async () => {
    const { advisor, client, link, email } = await advisorWithClient();
    await submit(link.id, { fullName: 'Hijacker Name', email, age: '99' });
    const [pending] = await advisor.caller.submissions.listPending({});
    const stranger: TestBrowser = await h.signedUpBrowser();
    await expect(
      stranger.caller.submissions.applyFields({ id: pending!.id, fields: ['fullName'] }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Submission not found',
    });
    await expect(stranger.caller.submissions.dismiss({ id: pending!.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await clientRow(client.id)).fullName).toBe('Maria Gonzalez');
    expect(await advisor.caller.submissions.listPending({})).toHaveLength(1);
  });
});

describe('submissions.dismiss', () => {
  it('closes the review and leaves the client as it was', async () => {
    const { advisor, client, link, email } = await advisorWithClient();
    await submit(link.id, { fullName: 'Someone Else', email, age: '30' });
    const [pending] = await advisor.caller.submissions.listPending({});
    await expect(advisor.caller.submissions.dismiss({ id: pending!.id })).resolves.toEqual({
      ok: true,
    });
    expect(await advisor.caller.submissions.listPending({})).toEqual([]);
    expect(await clientRow(client.id)).toMatchObject({
      fullName: 'Maria Gonzalez',
      industryData: { age: 41, occupation: 'Nurse', dependents: 2, smoker: false },
    });
    // It stays among the link's submissions.
    expect(
      (await advisor.caller.links.submissions({ linkId: link.id })).map((s) => s.fullName),
    ).toEqual(['Someone Else']);
  });

  it('drops a pending review once the advisor deletes the client', async () => {
    const { advisor, client, link, email } = await advisorWithClient();
    await submit(link.id, { fullName: 'Late Details', email, age: '30' });
    await advisor.caller.clients.delete({ id: client.id });
    expect(await advisor.caller.submissions.listPending({})).toEqual([]);
  });
});
