// The audit log's CSV download over HTTP: the owner gets their organisation's rows with every cell
// formula-safe and nothing of another organisation's; an advisor is refused (403), a caller without
// a session 401, a bad filter 400; the export itself is recorded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, eq, organizationMembers, users } from '@pitchcraft/db';

import { createTestServer, signUpOverHttp, type TestServer } from '../testing';

let server: TestServer;
let ownerCookie: string;
let advisorCookie: string;
let ownerId: string;
let foreignId: string;

async function userIdOf(email: string) {
  const [row] = await server.database.db.select().from(users).where(eq(users.email, email));
  return row!.id;
}

/** Cells of a CSV line, quotes undone (RFC 4180 as csvCell writes it). */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i]!;
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  return [...cells, cell];
}

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  server = await createTestServer();
  ownerCookie = await signUpOverHttp(server.app, 'owner@example.com');
  advisorCookie = await signUpOverHttp(server.app, 'advisor@example.com');
  await signUpOverHttp(server.app, 'foreign@example.com');
  ownerId = await userIdOf('owner@example.com');
  foreignId = await userIdOf('foreign@example.com');
  const { db } = server.database;
  await db
    .update(organizationMembers)
    .set({ organizationId: `org_${ownerId}`, role: 'advisor' })
    .where(eq(organizationMembers.userId, await userIdOf('advisor@example.com')));
  // What someone else typed, ready to be read as a formula by a spreadsheet.
  await db.insert(auditLog).values({
    id: 'hostile-row',
    organizationId: `org_${ownerId}`,
    actorUserId: ownerId,
    actorEmail: '=HYPERLINK("http://evil.example","x")',
    action: 'presentation.shared',
    targetKind: 'presentation',
    targetId: '-2+3',
    details: { title: '@SUM(A1:A9)' },
    ipAddress: '10.0.0.9',
    userAgent: '+cmd|calc',
  });
  await db.insert(auditLog).values({
    id: 'foreign-row',
    organizationId: `org_${foreignId}`,
    actorUserId: foreignId,
    actorEmail: 'foreign@example.com',
    action: 'client.deleted',
    targetId: 'foreign-secret',
  });
}, 60_000);
afterAll(async () => {
  await server.close();
});

describe('GET /exports/audit.csv', () => {
  it('gives the owner their organisation’s log, every cell formula-safe', async () => {
    const response = await get('/exports/audit.csv', { cookie: ownerCookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="pitchcraft-audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'time,actor_email,action,action_label,target_kind,target_id,details,ip,user_agent',
    );
    const hostile = cellsOf(lines.find((line) => line.includes('presentation.shared'))!);
    expect(hostile).toEqual([
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      `'=HYPERLINK("http://evil.example","x")`,
      'presentation.shared',
      'Shared a presentation',
      'presentation',
      "'-2+3",
      '{"title":"@SUM(A1:A9)"}',
      '10.0.0.9',
      "'+cmd|calc",
    ]);
    // No cell of any line starts a formula.
    for (const line of lines.slice(1))
      for (const cell of cellsOf(line)) expect(cell).not.toMatch(/^[=+\-@]/);
    // The owner's own sign-in is there, with where it came from.
    const signIn = cellsOf(lines.find((line) => line.includes('auth.sign_in'))!);
    expect(signIn[1]).toBe('owner@example.com');
    expect(signIn[7]).not.toBe('');
    expect(response.body).not.toContain('foreign-secret');
  });

  it('applies the filters, and records the export itself', async () => {
    const response = await get('/exports/audit.csv?action=auth&from=2020-01-01T00:00:00Z', {
      cookie: ownerCookie,
    });
    expect(response.statusCode).toBe(200);
    const actions = response.body
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => cellsOf(line)[2]);
    expect(actions.length).toBeGreaterThan(0);
    expect(actions.every((action) => action?.startsWith('auth.'))).toBe(true);
    const recorded = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'audit.exported'));
    expect(recorded.at(-1)).toMatchObject({
      organizationId: `org_${ownerId}`,
      actorUserId: ownerId,
      details: { filters: { action: 'auth', from: '2020-01-01T00:00:00Z' } },
    });
  });

  it('refuses a member whose role does not read the log, and a caller without a session', async () => {
    const advisor = await get('/exports/audit.csv', { cookie: advisorCookie });
    expect(advisor.statusCode).toBe(403);
    expect(advisor.json()).toEqual({
      error: 'Your role in this organisation does not allow this.',
    });
    expect((await get('/exports/audit.csv')).statusCode).toBe(401);
  });

  it('answers a bad filter with 400 and what is wrong', async () => {
    for (const query of ['action=nope', 'from=yesterday', 'action=auth&action=member'])
      expect((await get(`/exports/audit.csv?${query}`, { cookie: ownerCookie })).statusCode).toBe(
        400,
      );
    const reversed = await get(
      '/exports/audit.csv?from=2024-03-02T00:00:00Z&to=2024-03-01T00:00:00Z',
      { cookie: ownerCookie },
    );
    expect(reversed.json()).toEqual({ error: 'The start date must be before the end date' });
  });

  it('refuses a start from another site', async () => {
    const response = await get('/exports/audit.csv', {
      cookie: ownerCookie,
      'sec-fetch-site': 'cross-site',
    });
    expect(response.statusCode).toBe(403);
  });
});
