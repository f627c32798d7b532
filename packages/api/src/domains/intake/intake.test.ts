import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { PLACEHOLDER_EMAIL_DOMAIN, type TCreateLinkInput } from '@pitchcraft/core';
import { clientCollectionLinks, clients, eq, intakeSubmissions, sql } from '@pitchcraft/db';

import { createHarness, type Harness, type TestBrowser } from '../../testing';

let h: Harness;
let advisor: Awaited<ReturnType<Harness['signedUpBrowser']>>;
beforeAll(async () => {
  h = await createHarness();
  advisor = await h.verifiedBrowser({ fullName: 'Alice Advisor' });
});
afterAll(async () => {
  await h.close();
});

const newLink = (input: Partial<TCreateLinkInput> = {}, owner: TestBrowser = advisor) =>
  owner.caller.links.create({
    title: 'Tell us about you',
    industryType: 'insurance',
    ...input,
  } as TCreateLinkInput);
/** Each anonymous visitor comes from its own IP, so the per-IP limit only bites where tested. */
const visitor = () => h.browser().caller;
const clientsOfLink = (linkId: string) =>
  h.db.select().from(clients).where(eq(clients.linkId, linkId));
const clientCount = async () => (await h.db.select({ id: clients.id }).from(clients)).length;

describe('intake.getLink', () => {
  it("shows the link's form and who is asking, without any other of the owner's data", async () => {
    const link = await newLink({
      description: 'Takes two minutes',
      templateData: { coverageTypes: 'life' },
    });
    const view = await visitor().intake.getLink({ linkId: link.id });
    expect(view).toEqual({
      id: link.id,
      title: 'Tell us about you',
      description: 'Takes two minutes',
      industryType: 'insurance',
      templateData: {
        coverageTypes: 'life',
        includeHealth: true,
        includeBudget: true,
        includeDependents: true,
      },
      expiresAt: null,
      advisor: { name: 'Alice Advisor', company: 'Northwind Advisors', logo: null, headshot: null },
      showMadeWith: true,
    });
    expect(JSON.stringify(view)).not.toContain(advisor.user.id);
    expect(JSON.stringify(view)).not.toContain(advisor.user.email);
  });

  it('names the advisor with their logo and headshot — public by design — and nothing of their kit’s texts or contact', async () => {
    const owner = await h.verifiedBrowser({ fullName: 'Jordan Rivera' });
    const secrets = {
      disclaimer: 'Private disclaimer',
      licence: 'LIC-SECRET-1',
      contact: {
        phone: '+1 555 0199',
        email: 'private@rivera.example',
        website: 'https://rivera.example',
        address: '9 Hidden St',
      },
    };
    await owner.caller.profile.brand.update({
      colours: { primary: '#1D4ED8', secondary: '#1E3A8A', accent: '#60A5FA' },
      ...secrets,
    });
    const svg = (fill: string) =>
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="${fill}"/></svg>`,
      ).toString('base64');
    const { logo } = await owner.caller.profile.brand.uploadImage({
      kind: 'logo',
      contentType: 'image/svg+xml',
      dataBase64: svg('#1D4ED8'),
    });
    const { headshot } = await owner.caller.profile.brand.uploadImage({
      kind: 'headshot',
      contentType: 'image/svg+xml',
      dataBase64: svg('#334155'),
    });
    expect(logo).toMatch(/^\/brand-assets\/[0-9a-f]{64}\.svg$/);
    const link = await newLink({}, owner);

    const view = await visitor().intake.getLink({ linkId: link.id });
    expect(view.advisor).toEqual({
      name: 'Jordan Rivera',
      company: 'Northwind Advisors',
      logo,
      headshot,
    });
    expect(Object.keys(view).sort()).toEqual([
      'advisor',
      'description',
      'expiresAt',
      'id',
      'industryType',
      'showMadeWith',
      'templateData',
      'title',
    ]);
    const json = JSON.stringify(view);
    for (const secret of [
      owner.user.id,
      owner.user.email,
      secrets.disclaimer,
      secrets.licence,
      '1D4ED8',
      ...Object.values(secrets.contact),
    ]) {
      expect(json, secret).not.toContain(secret);
    }

    // The "Made with Pitchcraft" line follows the advisor's switch.
    await owner.caller.profile.brand.update({
      colours: null,
      disclaimer: '',
      licence: '',
      contact: {},
      showMadeWith: false,
    });
    expect(await visitor().intake.getLink({ linkId: link.id })).toMatchObject({
      showMadeWith: false,
      advisor: { name: 'Jordan Rivera', logo, headshot },
    });
  });

  it.each([
    ['00000000-0000-4000-8000-000000000000'],
    ['../../etc/passwd'],
    [''],
    ["' or 1=1 --"],
    ['x'.repeat(150)],
    ['x'.repeat(5000)],
  ])("answers 'Link not found' for %s", async (linkId) => {
    await expect(visitor().intake.getLink({ linkId })).rejects.toMatchObject({
      message: 'Link not found',
    });
    await expect(
      visitor().intake.submit({ linkId, data: { fullName: 'Ada Lovelace' } }),
    ).rejects.toMatchObject({
      message: 'Link not found',
    });
  });

  it('refuses an expired link on read and on submit', async () => {
    const link = await newLink({ expiresAt: new Date(Date.now() + 60_000).toISOString() });
    await h.db.execute(
      sql`update client_collection_links set expires_at = now() - interval '1 second' where id = ${link.id}`,
    );
    const refusal = {
      code: 'PRECONDITION_FAILED',
      message: 'Link has expired',
      cause: expect.objectContaining({ reason: 'LINK_EXPIRED' }) as unknown,
    };
    await expect(visitor().intake.getLink({ linkId: link.id })).rejects.toMatchObject(refusal);
    await expect(
      visitor().intake.submit({ linkId: link.id, data: { fullName: 'Too Late' } }),
    ).rejects.toMatchObject(refusal);
    expect(await clientsOfLink(link.id)).toHaveLength(0);
  });
});

describe('forms of an account that has proven nothing', () => {
  const notActive = {
    code: 'PRECONDITION_FAILED',
    message: 'This form is not active yet',
    cause: expect.objectContaining({ reason: 'LINK_NOT_ACTIVE' }) as unknown,
  };

  it('are not active until the e-mail address is confirmed', async () => {
    const newcomer = await h.signedUpBrowser();
    const link = await newLink({}, newcomer);
    expect(await newcomer.caller.profile.get()).toMatchObject({
      emailVerified: false,
      formsActive: false,
    });
    await expect(visitor().intake.getLink({ linkId: link.id })).rejects.toMatchObject(notActive);
    await expect(
      visitor().intake.submit({
        linkId: link.id,
        data: { fullName: 'Phished Person', email: 'victim@example.com' },
      }),
    ).rejects.toMatchObject(notActive);
    expect(await clientsOfLink(link.id)).toHaveLength(0);

    await h.verifyEmailOf(newcomer.user.email);
    expect(await newcomer.caller.profile.get()).toMatchObject({
      emailVerified: true,
      formsActive: true,
    });
    await expect(visitor().intake.getLink({ linkId: link.id })).resolves.toMatchObject({
      id: link.id,
    });
    await expect(
      visitor().intake.submit({ linkId: link.id, data: { fullName: 'Real Client' } }),
    ).resolves.toEqual({ ok: true });
  });

  it('are active once the advisor has started a trial through checkout', async () => {
    const subscriber = await h.subscribedBrowser();
    const link = await newLink({}, subscriber);
    expect(await subscriber.caller.profile.get()).toMatchObject({
      emailVerified: false,
      formsActive: true,
    });
    await expect(visitor().intake.getLink({ linkId: link.id })).resolves.toMatchObject({
      id: link.id,
    });
  });
});

describe('intake.submit', () => {
  it('saves a form client with its submission data and industry data', async () => {
    const link = await newLink();
    await expect(
      visitor().intake.submit({
        linkId: link.id,
        data: {
          fullName: 'Ada Lovelace',
          email: 'Ada@Example.com',
          phone: '555-0100',
          age: '36',
          gender: 'Female',
          annualIncome: '85,000',
          maritalStatus: 'Married',
          smoker: 'Smoker',
          dependents: 2,
          budget: '150',
          goals: 'Protect Family,Build Savings',
          notes: 'Call after 5pm',
        },
      }),
    ).resolves.toEqual({ ok: true });
    const [client] = await clientsOfLink(link.id);
    expect(client).toMatchObject({
      userId: advisor.user.id,
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '555-0100',
      source: 'form',
      linkId: link.id,
      industryData: expect.objectContaining({
        age: 36,
        gender: 'Female',
        income: 85000,
        maritalStatus: 'Married',
        insuranceType: 'Life Insurance',
        dependents: 2,
        smoker: true,
        riskTolerance: 'Medium',
        budget: 150,
        goals: ['Protect Family', 'Build Savings'],
      }) as unknown,
      submissionData: expect.objectContaining({
        link_id: link.id,
        fullName: 'Ada Lovelace',
        notes: 'Call after 5pm',
        age: '36',
      }) as unknown,
    });
  });

  it('notifies the advisor by e-mail', async () => {
    const link = await newLink();
    await visitor().intake.submit({ linkId: link.id, data: { fullName: 'Grace Hopper' } });
    const mail = (await h.outbox()).find(
      (m) => m.subject === 'New client submission: Grace Hopper',
    );
    expect(mail?.toAddress).toBe(advisor.user.email);
    expect(mail?.textBody).toContain('http://localhost:3000/clients');
  });

  it('still accepts the submission when the e-mail cannot be sent', async () => {
    const link = await newLink();
    const mailDown = vi.spyOn(h.services.mail, 'send').mockRejectedValue(new Error('mail is down'));
    try {
      await expect(
        visitor().intake.submit({ linkId: link.id, data: { fullName: 'Despite Mail' } }),
      ).resolves.toEqual({ ok: true });
    } finally {
      mailDown.mockRestore();
    }
    expect(await clientsOfLink(link.id)).toHaveLength(1);
  });

  it('never changes a client the advisor already has: the submission waits for the advisor', async () => {
    const link = await newLink();
    const manual = await advisor.caller.clients.upsert({
      fullName: 'Bob Builder',
      email: 'bob@example.com',
      phone: '555-0199',
      industryData: { age: 48, occupation: 'Architect' },
    });
    // Anyone who knows Bob's address can fill in the public form in his name.
    await visitor().intake.submit({
      linkId: link.id,
      data: {
        fullName: 'Robert Builder',
        email: 'BOB@example.com',
        phone: '555-0000',
        age: 50,
        occupation: 'Builder',
      },
    });
    const rows = await h.db.select().from(clients).where(eq(clients.email, 'bob@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: manual.id,
      fullName: 'Bob Builder',
      phone: '555-0199',
      source: 'manual',
      linkId: null,
      submissionData: null,
      industryData: { age: 48, occupation: 'Architect' },
    });
    // It is kept as a submission of the link, linked to Bob, waiting for review.
    const [submission] = await h.db
      .select()
      .from(intakeSubmissions)
      .where(eq(intakeSubmissions.linkId, link.id));
    expect(submission).toMatchObject({
      status: 'pending',
      clientId: manual.id,
      fullName: 'Robert Builder',
      email: 'bob@example.com',
    });
    expect(submission?.clientFields).toMatchObject({
      fullName: 'Robert Builder',
      phone: '555-0000',
      age: 50,
      occupation: 'Builder',
    });
    const listed = await advisor.caller.links.submissions({ linkId: link.id });
    expect(listed).toEqual([
      expect.objectContaining({
        id: submission!.id,
        fullName: 'Robert Builder',
        email: 'bob@example.com',
      }),
    ]);
  });

  it('gives every submission without an e-mail its own anonymous address', async () => {
    const link = await newLink();
    await visitor().intake.submit({ linkId: link.id, data: { fullName: 'Anon One' } });
    await visitor().intake.submit({ linkId: link.id, data: { fullName: 'Anon Two', email: '' } });
    const rows = await clientsOfLink(link.id);
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.email)).size).toBe(2);
    for (const row of rows) expect(row.email.endsWith(`@${PLACEHOLDER_EMAIL_DOMAIN}`)).toBe(true);
    const listed = await advisor.caller.clients.list({ search: 'Anon' });
    expect(listed.map((c) => c.email)).toEqual(['-', '-']);
  });

  it('checks real-estate forms with their own schema and template', async () => {
    const link = await newLink({
      industryType: 'real-estate',
      templateData: { includeTimeline: false },
    });
    await expect(
      visitor().intake.submit({ linkId: link.id, data: { fullName: 'Home Buyer', age: '40' } }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Unknown field: age',
    });
    await visitor().intake.submit({
      linkId: link.id,
      data: {
        fullName: 'Home Buyer',
        budget: '$450,000',
        bedrooms: '3',
        preApproved: true,
        preApprovalAmount: '400000',
        timeline: 'asap',
      },
    });
    const [client] = await clientsOfLink(link.id);
    expect(client?.industryData).toMatchObject({
      budget: 450000,
      bedrooms: '3',
      preApproved: false,
      timeline: '',
    });
    expect(client?.submissionData).toMatchObject({
      budget: '$450,000',
      preApprovalAmount: '',
      timeline: '',
    });
  });

  it.each([
    ['a short name', { fullName: 'A' }, 'Name is required'],
    [
      'an invalid e-mail',
      { fullName: 'Ada Lovelace', email: 'not-an-email' },
      'Please enter a valid email',
    ],
    [
      'an age out of range',
      { fullName: 'Ada Lovelace', age: '12' },
      'Age must be between 18 and 100',
    ],
    [
      'negative dependents',
      { fullName: 'Ada Lovelace', dependents: -2 },
      'Number of dependents must be between 0 and 20',
    ],
    [
      'oversized notes',
      { fullName: 'Ada Lovelace', notes: 'x'.repeat(10_000) },
      'Additional notes must be at most 2000 characters',
    ],
    ['an oversized name', { fullName: 'x'.repeat(5000) }, 'Name must be at most 200 characters'],
    [
      'an unknown field',
      { fullName: 'Ada Lovelace', userId: 'someone-else' },
      'Unknown field: userId',
    ],
    [
      'a wrong type',
      { fullName: 'Ada Lovelace', occupation: { nested: true } },
      'Occupation must be text',
    ],
  ])(
    'rejects %s with a message naming the field and stores nothing',
    async (_label, data, message) => {
      const link = await newLink({ singleUse: true });
      const before = await clientCount();
      await expect(visitor().intake.submit({ linkId: link.id, data })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message,
      });
      expect(await clientCount()).toBe(before);
      // A rejected submission does not use up a single-use link.
      await expect(visitor().intake.getLink({ linkId: link.id })).resolves.toMatchObject({
        id: link.id,
      });
    },
  );

  it('rejects data that is not an object', async () => {
    const link = await newLink();
    await expect(
      visitor().intake.submit({ linkId: link.id, data: 'hello' as never }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Form data must be an object',
    });
  });
});

describe('single-use links', () => {
  it('accept one submission, then refuse reads and submissions', async () => {
    const link = await newLink({ singleUse: true });
    await visitor().intake.submit({ linkId: link.id, data: { fullName: 'Only Once' } });
    const refusal = {
      code: 'PRECONDITION_FAILED',
      message: 'Link has already been used',
      cause: expect.objectContaining({ reason: 'LINK_USED' }) as unknown,
    };
    await expect(visitor().intake.getLink({ linkId: link.id })).rejects.toMatchObject(refusal);
    await expect(
      visitor().intake.submit({ linkId: link.id, data: { fullName: 'Second Try' } }),
    ).rejects.toMatchObject(refusal);
    expect(await clientsOfLink(link.id)).toHaveLength(1);
    const [row] = await h.db
      .select()
      .from(clientCollectionLinks)
      .where(eq(clientCollectionLinks.id, link.id));
    expect(row?.usedAt).toBeInstanceOf(Date);
  });

  it('let exactly one of several parallel submissions through', async () => {
    const link = await newLink({ singleUse: true });
    const results = await Promise.allSettled(
      ['Racer One', 'Racer Two', 'Racer Three', 'Racer Four'].map((fullName) =>
        visitor().intake.submit({ linkId: link.id, data: { fullName } }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(rejected).toHaveLength(3);
    for (const r of rejected)
      expect(r.reason).toMatchObject({ message: 'Link has already been used' });
    expect(await clientsOfLink(link.id)).toHaveLength(1);
  });
});

describe('rate limit', () => {
  it('allows 10 submissions per 10 minutes from one IP', async () => {
    const link = await newLink();
    const sameIp = h.browser('203.0.113.7').caller;
    for (let i = 0; i < 10; i += 1) {
      await sameIp.intake.submit({ linkId: link.id, data: { fullName: `Burst ${i}` } });
    }
    await expect(
      sameIp.intake.submit({ linkId: link.id, data: { fullName: 'Burst 10' } }),
    ).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    await expect(
      visitor().intake.submit({ linkId: link.id, data: { fullName: 'Other Network' } }),
    ).resolves.toEqual({ ok: true });
    expect(await clientsOfLink(link.id)).toHaveLength(11);
  });
});
