// The dev outbox shows who each message is from and where a reply goes, escaped like everything else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { emailOutbox } from '@pitchcraft/db';

import { createTestServer, type TestServer } from '../testing';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1, 12, 0, seconds));
  await server.database.db.insert(emailOutbox).values([
    {
      id: 'legacy',
      toAddress: 'old@example.com',
      subject: 'Before senders were kept',
      textBody: 'Hi',
      status: 'stored',
      createdAt: at(0),
    },
    {
      id: 'own',
      toAddress: 'advisor@example.com',
      subject: 'Reset your Pitchcraft password',
      textBody: 'Hi',
      status: 'stored',
      fromName: 'Pitchcraft',
      fromAddress: 'no-reply@pitchcraft.local',
      createdAt: at(1),
    },
    {
      id: 'follow-up',
      toAddress: 'maria@example.com',
      subject: 'Your plan',
      textBody: 'Just reply to this e-mail.',
      status: 'stored',
      fromName: 'Jo "<b>JR</b>" Rivera via Pitchcraft',
      fromAddress: 'no-reply@pitchcraft.local',
      replyToName: 'Jo "<b>JR</b>" Rivera',
      replyToAddress: 'jo@rivera.example',
      createdAt: at(2),
    },
  ]);
});
afterAll(async () => {
  await server.close();
});

describe('the dev outbox', () => {
  it('lists From and Reply-To as they are sent', async () => {
    const rows = (await server.app.inject({ method: 'GET', url: '/dev/outbox.json' })).json<
      { id: string; from: string | null; replyTo: string | null; to: string }[]
    >();
    expect(rows.map(({ id, from, replyTo, to }) => ({ id, from, replyTo, to }))).toEqual([
      {
        id: 'follow-up',
        from: '"Jo \\"<b>JR</b>\\" Rivera via Pitchcraft" <no-reply@pitchcraft.local>',
        replyTo: '"Jo \\"<b>JR</b>\\" Rivera" <jo@rivera.example>',
        to: 'maria@example.com',
      },
      {
        id: 'own',
        from: '"Pitchcraft" <no-reply@pitchcraft.local>',
        replyTo: null,
        to: 'advisor@example.com',
      },
      { id: 'legacy', from: null, replyTo: null, to: 'old@example.com' },
    ]);
  });

  it('shows them on its page, escaped', async () => {
    const html = (await server.app.inject({ method: 'GET', url: '/dev/outbox' })).body;
    expect(html).toContain(
      'From <strong>&quot;Jo \\&quot;&lt;b&gt;JR&lt;/b&gt;\\&quot; Rivera via Pitchcraft&quot; &lt;no-reply@pitchcraft.local&gt;</strong>',
    );
    expect(html).toContain(
      'Reply-To <strong>&quot;Jo \\&quot;&lt;b&gt;JR&lt;/b&gt;\\&quot; Rivera&quot; &lt;jo@rivera.example&gt;</strong>',
    );
    expect(html).not.toContain('<b>JR</b>');
    expect(html).toContain('To <strong>maria@example.com</strong>');
  });
});
