import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chainHash, pageHash } from '@pitchcraft/api';
import {
  clients,
  eq,
  followUps,
  presentationResponses,
  presentations,
  presentationVersions,
  userProfiles,
  users,
} from '@pitchcraft/db';

import { createTestServer, signUpOverHttp, type TestServer } from '../testing';
import { ARCHIVE_PATH } from './data-archive';

let server: TestServer;
let ownerCookie: string;
let otherCookie: string;

const HTML = `<!DOCTYPE html><html><head><script src="/assets/chart.umd.js"></script><link rel="stylesheet" href="/assets/inter.css"></head><body><section id="cover"><h2>Your plan</h2><p>For Maria</p></section></body></html>`;

async function userIdOf(email: string) {
  const [row] = await server.database.db.select().from(users).where(eq(users.email, email));
  return row!.id;
}

/** An advisor's client and a saved presentation for them, with a version, a response and a follow-up. */
async function seed(userId: string, key: string, clientName: string) {
  const db = server.database.db;
  await db.insert(clients).values({
    id: `client-${key}`,
    userId,
    email: `${key}@example.com`,
    fullName: clientName,
    phone: '555-0100',
    industryData: { age: 41, goals: ['Protect Family'] },
  });
  await db.insert(presentations).values({
    id: `pres-${key}`,
    userId,
    title: `Life Insurance Recommendations for ${clientName}`,
    clientName,
    clientId: `client-${key}`,
    clientData: { clientName, age: '41' },
    salesStrategy: {},
    htmlContent: HTML,
    shareEnabled: true,
  });
  await db.insert(presentationVersions).values({
    id: `ver-${key}`,
    presentationId: `pres-${key}`,
    number: 1,
    change: 'generated',
    summary: 'Generated',
    authorId: userId,
    clientData: { clientName, age: '41' },
    htmlContent: HTML,
    pageHash: pageHash(HTML),
    chainHash: chainHash({
      previous: '',
      presentationId: `pres-${key}`,
      number: 1,
      pageHash: pageHash(HTML),
    }),
  });
  await db.insert(presentationResponses).values({
    id: `resp-${key}`,
    presentationId: `pres-${key}`,
    userId,
    kind: 'question',
    message: `A question from ${clientName}`,
    versionNumber: 1,
    requestId: `req-${key}`,
  });
  await db.insert(followUps).values({
    id: `fu-${key}`,
    presentationId: `pres-${key}`,
    userId,
    toAddress: `${key}@example.com`,
    subject: `Following up, ${clientName}`,
    body: `Dear ${clientName}, thank you.`,
    draftSource: 'built-in',
  });
}

const get = (cookie?: string, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'GET',
    url: ARCHIVE_PATH,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });

function unzip(body: Buffer): Record<string, string> {
  return Object.fromEntries(
    Object.entries(unzipSync(new Uint8Array(body))).map(([name, bytes]) => [
      name,
      strFromU8(bytes),
    ]),
  );
}

beforeAll(async () => {
  server = await createTestServer();
  ownerCookie = await signUpOverHttp(server.app, 'archive-owner@example.com');
  otherCookie = await signUpOverHttp(server.app, 'archive-other@example.com');
  const ownerId = await userIdOf('archive-owner@example.com');
  const otherId = await userIdOf('archive-other@example.com');
  // The owner's subscription has ended: the archive is theirs all the same.
  await server.database.db
    .update(userProfiles)
    .set({ subscriptionStatus: 'canceled', cancellationReason: 'user_cancelled' })
    .where(eq(userProfiles.userId, ownerId));
  await server.database.db
    .update(userProfiles)
    .set({ subscriptionStatus: 'trialing' })
    .where(eq(userProfiles.userId, otherId));
  await seed(ownerId, 'owner', 'Maria Rivera');
  // A client whose name a spreadsheet would run as a formula.
  await server.database.db.insert(clients).values({
    id: 'client-formula',
    userId: ownerId,
    email: 'formula@example.com',
    fullName: '=HYPERLINK("http://evil.example","x")',
  });
  await seed(otherId, 'other', 'Otto Stranger');
});
afterAll(async () => {
  await server.close();
});

describe('GET /exports/archive', () => {
  it('answers 401 to a signed-out request, and 403 to a cross-site one', async () => {
    const anonymous = await get();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    expect(anonymous.headers['content-disposition']).toBeUndefined();
    expect((await get(ownerCookie, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await get('pc_session=not.a-real-session')).statusCode).toBe(401);
  });

  it('streams a ZIP of everything the advisor holds, as an attachment that is never stored', async () => {
    const response = await get(ownerCookie, { 'sec-fetch-site': 'same-origin' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="pitchcraft-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-encoding']).toBeUndefined();

    const files = unzip(response.rawPayload);
    const names = Object.keys(files);
    const folder = names
      .find((n) => n.endsWith('/presentation.html'))!
      .replace(/\/presentation\.html$/, '');
    expect(folder).toMatch(/^presentations\/maria-rivera-presowne$/);
    expect(names).toEqual(
      expect.arrayContaining([
        'README.txt',
        'profile.json',
        'clients/clients.json',
        'clients/clients.csv',
        'clients/pending-submissions.json',
        'forms.json',
        `${folder}/presentation.html`,
        `${folder}/presentation.json`,
        `${folder}/versions/v1.json`,
        `${folder}/responses.json`,
        `${folder}/follow-ups.json`,
        `${folder}/views.csv`,
      ]),
    );
    expect(
      names.filter((n) => n.startsWith('clients/timelines/') && n.endsWith('-activity.csv')),
    ).toHaveLength(2);

    expect(JSON.parse(files['profile.json']!)).toMatchObject({
      email: 'archive-owner@example.com',
      subscription: { status: 'canceled' },
    });
    const clientRows = JSON.parse(files['clients/clients.json']!) as {
      fullName: string;
      industryData: unknown;
    }[];
    expect(clientRows.map((c) => c.fullName).sort()).toEqual([
      '=HYPERLINK("http://evil.example","x")',
      'Maria Rivera',
    ]);
    expect(clientRows.find((c) => c.fullName === 'Maria Rivera')?.industryData).toEqual({
      age: 41,
      goals: ['Protect Family'],
    });
    // Formula-neutralised, as the timeline's CSV is.
    const csv = files['clients/clients.csv']!;
    expect(csv.split('\n')[0]).toBe(
      'id,full_name,email,phone,source,created_at,updated_at,industry_data,custom_data,submission_data',
    );
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);

    // The page as its Download button gives it: assets inlined, works offline.
    const html = files[`${folder}/presentation.html`]!;
    expect(html).toContain('Your plan');
    expect(html).not.toContain('src="/assets/chart.umd.js"');
    expect(html).toContain('@font-face');
    const presentation = JSON.parse(files[`${folder}/presentation.json`]!) as Record<
      string,
      unknown
    >;
    expect(presentation).toMatchObject({
      id: 'pres-owner',
      clientName: 'Maria Rivera',
      version: 1,
    });
    expect(presentation).not.toHaveProperty('htmlContent');
    expect(JSON.stringify(presentation)).not.toMatch(/passcode.?hash/i);
    expect(JSON.parse(files[`${folder}/versions/v1.json`]!)).toMatchObject({
      number: 1,
      change: 'generated',
      current: true,
    });
    expect(files[`${folder}/responses.json`]).toContain('A question from Maria Rivera');
    expect(JSON.parse(files[`${folder}/follow-ups.json`]!)).toMatchObject([
      { subject: 'Following up, Maria Rivera', body: 'Dear Maria Rivera, thank you.' },
    ]);
  });

  it('never holds another advisor’s data', async () => {
    const mine = unzip((await get(ownerCookie)).rawPayload);
    const everything = Object.entries(mine)
      .map(([name, text]) => `${name}\n${text}`)
      .join('\n');
    for (const foreign of [
      'Otto Stranger',
      'other@example.com',
      'pres-other',
      'client-other',
      'archive-other@example.com',
    ]) {
      expect(everything, foreign).not.toContain(foreign);
    }
    // And the other advisor's archive holds theirs, not the owner's.
    const theirs = unzip((await get(otherCookie)).rawPayload);
    const theirText = Object.values(theirs).join('\n');
    expect(theirText).toContain('Otto Stranger');
    expect(theirText).not.toContain('Maria Rivera');
  });

  it('reads the clients a page at a time, and writes them all', async () => {
    const cookie = await signUpOverHttp(server.app, 'archive-many@example.com');
    const userId = await userIdOf('archive-many@example.com');
    const count = 520; // more than one page of 500
    await server.database.db.insert(clients).values(
      Array.from({ length: count }, (_, i) => ({
        id: `many-${i}`,
        userId,
        email: `c${i}@example.com`,
        fullName: `Client ${i}`,
        createdAt: new Date(Date.UTC(2024, 0, 1, 0, 0, i % 7)),
      })),
    );
    const files = unzip((await get(cookie)).rawPayload);
    const rows = JSON.parse(files['clients/clients.json']!) as { id: string }[];
    expect(new Set(rows.map((r) => r.id)).size).toBe(count);
    expect(files['clients/clients.csv']!.trim().split('\n')).toHaveLength(count + 1);
    expect(Object.keys(files).filter((n) => n.startsWith('clients/timelines/'))).toHaveLength(
      count,
    );
  }, 60_000);

  it('is as complete for an account with nothing in it', async () => {
    const cookie = await signUpOverHttp(server.app, 'archive-empty@example.com');
    const files = unzip((await get(cookie)).rawPayload);
    expect(JSON.parse(files['clients/clients.json']!)).toEqual([]);
    expect(files['clients/clients.csv']!.trim().split('\n')).toHaveLength(1);
    expect(Object.keys(files).some((n) => n.startsWith('presentations/'))).toBe(false);
  });
});
