// Mail to a client goes out under the advisor's name, from the product's own address, with the
// advisor's address as Reply-To: sent for real through nodemailer to an SMTP server (smtp-server,
// by nodemailer's author) on 127.0.0.1, and read back from the raw message it received.
import addressparser from 'nodemailer/lib/addressparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { emailOutbox, eq, userProfiles } from '@pitchcraft/db';

import { createHarness, type Harness } from '../testing';
import { startSmtpServer, type ReceivedMail } from '../testing/smtp-server';
import {
  createSmtpTransport,
  formatMailAddress,
  headerSafeName,
  parseMailFrom,
  senderOf,
} from './mail';
import { QUEUES } from './queue';

/** The message's header fields, unfolded, in order: [name, value]. */
function headersOf(raw: string): [string, string][] {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
  const unfolded = head.replace(/\r\n[ \t]+/g, ' ');
  return unfolded.split('\r\n').map((line) => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon), line.slice(colon + 1).trim()];
  });
}

/** The one mailbox a header names; fails when there is not exactly one. */
function mailboxIn(headers: [string, string][], name: string) {
  const values = headers
    .filter(([field]) => field.toLowerCase() === name.toLowerCase())
    .map(([, value]) => value);
  expect(values, `one ${name} header`).toHaveLength(1);
  const mailboxes = addressparser(values[0], { flatten: true });
  expect(mailboxes, `one mailbox in ${name}: ${values[0]}`).toHaveLength(1);
  return mailboxes[0]!;
}

const HEADER_FIELDS = new Set([
  'content-type',
  'from',
  'reply-to',
  'to',
  'subject',
  'message-id',
  'date',
  'mime-version',
  'content-transfer-encoding',
]);

describe('mail to a client, through a real SMTP server', () => {
  let h: Harness;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    h = await createHarness({
      mailTransport: await createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`),
      rateLimits: false,
    });
  });
  afterAll(async () => {
    await h.close();
    await smtp.close();
  });

  /** Waits for the message to `to` whose subject is `subject` to arrive. */
  async function receivedTo(to: string, subject: string) {
    await h.services.mail.idle();
    let found: ReceivedMail | undefined;
    await expect
      .poll(
        () =>
          (found = smtp.received.find(
            (m) => m.to.includes(to) && m.raw.includes(`Subject: ${subject}`),
          )),
        { timeout: 15_000 },
      )
      .toBeDefined();
    return found!;
  }

  async function followUpFrom(
    advisorName: string,
    client: { name: string; email: string },
    subject: string,
  ) {
    const advisor = await h.subscribedBrowser({ fullName: 'Jordan Rivera' });
    // Stored as given: a name written before today's checks, or by any other path, is still only a name.
    await h.db
      .update(userProfiles)
      .set({ fullName: advisorName })
      .where(eq(userProfiles.userId, advisor.user.id));
    const record = await advisor.caller.clients.upsert({
      fullName: client.name,
      email: client.email,
    });
    const { id: generationId } = await advisor.caller.generation.start({
      client: {
        clientName: client.name,
        age: '42',
        gender: 'Female',
        annualIncome: '90000',
        maritalStatus: 'Married',
        budget: '150',
      },
      strategy: {},
      mode: 'offline',
      clientId: record.id,
    } as never);
    for await (const [, e] of (await advisor.caller.generation.events({
      id: generationId,
    })) as AsyncIterable<[string, { type: string }]>) {
      if (e.type === 'done') break;
    }
    const { id } = await advisor.caller.presentations.save({ generationId });
    await advisor.caller.followUps.send({
      presentationId: id,
      subject,
      body: `Hi ${client.name},\n\nIf another time would be better, just reply to this e-mail.`,
    });
    return advisor;
  }

  it('is from the advisor, by name, at the product’s address, with the advisor’s address as Reply-To and the client as To', async () => {
    const advisor = await followUpFrom(
      'Jordan Rivera',
      { name: 'Maria Client', email: 'maria.client@example.com' },
      'Your plan, Maria',
    );
    const mail = await receivedTo('maria.client@example.com', 'Your plan, Maria');
    // The envelope is ours (SPF and DMARC align on our domain) and goes only to the client.
    expect(mail.from).toBe('no-reply@pitchcraft.test');
    expect(mail.to).toEqual(['maria.client@example.com']);
    const headers = headersOf(mail.raw);
    expect(headers.find(([field]) => field === 'From')?.[1]).toBe(
      'Jordan Rivera via Pitchcraft <no-reply@pitchcraft.test>',
    );
    expect(mailboxIn(headers, 'From')).toEqual({
      name: 'Jordan Rivera via Pitchcraft',
      address: 'no-reply@pitchcraft.test',
    });
    expect(mailboxIn(headers, 'Reply-To')).toEqual({
      name: 'Jordan Rivera',
      address: advisor.user.email,
    });
    expect(mailboxIn(headers, 'To')).toEqual({ name: '', address: 'maria.client@example.com' });
    expect(mail.raw).toContain('just reply to this e-mail');

    const [row] = await h.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'maria.client@example.com'));
    expect(row).toMatchObject({
      status: 'sent',
      fromName: 'Jordan Rivera via Pitchcraft',
      fromAddress: 'no-reply@pitchcraft.test',
      replyToAddress: advisor.user.email,
    });
  });

  it('cannot be made to carry another header by a name with quotes, CR or LF', async () => {
    const hostile =
      'Eve "the advisor" <eve@evil.example>\r\nBcc: victim@evil.example\r\nX-Injected: yes\n\rReply-To: thief@evil.example';
    const advisor = await followUpFrom(
      hostile,
      { name: 'Carl Client', email: 'carl.client@example.com' },
      'Hello Carl',
    );
    const mail = await receivedTo('carl.client@example.com', 'Hello Carl');
    expect(mail.to).toEqual(['carl.client@example.com']);
    const headers = headersOf(mail.raw);
    // Only the fields a message of ours has: no Bcc, no X-Injected, one From and one Reply-To.
    for (const [field] of headers)
      expect(HEADER_FIELDS.has(field.toLowerCase()), `unexpected header ${field}`).toBe(true);
    expect(mail.raw).not.toMatch(/^(Bcc|X-Injected):/im);
    const cleaned =
      'Eve "the advisor" <eve@evil.example> Bcc: victim@evil.example X-Injected: yes Reply-To: thief@evil.example';
    expect(mailboxIn(headers, 'From')).toEqual({
      name: `${cleaned} via Pitchcraft`,
      address: 'no-reply@pitchcraft.test',
    });
    expect(mailboxIn(headers, 'Reply-To')).toEqual({ name: cleaned, address: advisor.user.email });
    expect(mailboxIn(headers, 'To').address).toBe('carl.client@example.com');
    expect(smtp.received.some((m) => m.to.some((to) => to.includes('evil.example')))).toBe(false);
  });

  it('sends the product’s own mail from MAIL_FROM, with no Reply-To', async () => {
    const advisor = await h.signedUpBrowser();
    await h.browser().caller.auth.requestPasswordReset({ email: advisor.user.email });
    const mail = await receivedTo(advisor.user.email, 'Reset your Pitchcraft password');
    const headers = headersOf(mail.raw);
    expect(mailboxIn(headers, 'From')).toEqual({
      name: 'Pitchcraft',
      address: 'no-reply@pitchcraft.test',
    });
    expect(headers.some(([field]) => field.toLowerCase() === 'reply-to')).toBe(false);
  });

  it('delivers a message stored before senders were kept from MAIL_FROM', async () => {
    const id = `legacy-${Date.now()}`;
    await h.db.insert(emailOutbox).values({
      id,
      toAddress: 'legacy@example.com',
      subject: 'Stored before 0016',
      textBody: 'Hello',
      status: 'pending',
    });
    await h.services.queue.boss.send(QUEUES.mail, { mailId: id });
    const mail = await receivedTo('legacy@example.com', 'Stored before 0016');
    expect(mailboxIn(headersOf(mail.raw), 'From')).toEqual({
      name: 'Pitchcraft',
      address: 'no-reply@pitchcraft.test',
    });
    expect(headersOf(mail.raw).some(([field]) => field.toLowerCase() === 'reply-to')).toBe(false);
  });
});

describe('the sender of a message', () => {
  const product = parseMailFrom('Pitchcraft <no-reply@pitchcraft.local>');

  it('reads MAIL_FROM with or without a name, and refuses one with no address', () => {
    expect(product).toEqual({ name: 'Pitchcraft', address: 'no-reply@pitchcraft.local' });
    expect(parseMailFrom('"Acme, Inc." <mail@acme.example>')).toEqual({
      name: 'Acme, Inc.',
      address: 'mail@acme.example',
    });
    expect(parseMailFrom('no-reply@acme.example')).toEqual({
      name: '',
      address: 'no-reply@acme.example',
    });
    for (const bad of ['', 'Pitchcraft', 'Pitchcraft <>'])
      expect(() => parseMailFrom(bad), bad).toThrow(/MAIL_FROM/);
  });

  it('names the advisor "via" the product, keeps the product’s address, and replies go to the advisor', () => {
    expect(senderOf(product, undefined)).toEqual({ from: product, replyTo: null });
    expect(senderOf(product, { name: 'Jordan Rivera', email: 'jordan@rivera.example' })).toEqual({
      from: { name: 'Jordan Rivera via Pitchcraft', address: 'no-reply@pitchcraft.local' },
      replyTo: { name: 'Jordan Rivera', address: 'jordan@rivera.example' },
    });
    expect(
      senderOf(parseMailFrom('no-reply@acme.example'), { name: 'Jo', email: 'jo@acme.example' })
        .from.name,
    ).toBe('Jo via Pitchcraft');
    // No name: the product's; an address that is not one plain address: no Reply-To at all.
    expect(senderOf(product, { name: ' \r\n ', email: 'jordan@rivera.example' }).from).toEqual(
      product,
    );
    expect(
      senderOf(product, { name: 'Jo', email: 'jo@x.example, thief@evil.example' }).replyTo,
    ).toBeNull();
    expect(
      senderOf(product, { name: 'Jo', email: 'jo@x.example\r\nBcc: thief@evil.example' }).replyTo,
    ).toBeNull();
  });

  it('keeps names to one line of printable text', () => {
    expect(headerSafeName('Jo\r\nBcc: a@b.example\u2028\u0000\tRivera')).toBe(
      'Jo Bcc: a@b.example Rivera',
    );
    expect(headerSafeName('x'.repeat(500))).toHaveLength(120);
    expect(
      formatMailAddress({
        name: 'Jo "JR" Rivera via Pitchcraft',
        address: 'no-reply@pitchcraft.local',
      }),
    ).toBe('"Jo \\"JR\\" Rivera via Pitchcraft" <no-reply@pitchcraft.local>');
    expect(formatMailAddress({ name: '', address: 'no-reply@pitchcraft.local' })).toBe(
      'no-reply@pitchcraft.local',
    );
  });
});
