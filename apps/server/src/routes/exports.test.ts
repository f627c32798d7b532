// The download routes over HTTP: the owner gets a PDF, a PowerPoint and the record; a stranger,
// an anonymous caller and a client of an unshared or gated presentation get 404, the same as
// missing; a shared page's client gets the PDF only; downloads are counted per advisor.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  analyseNeeds,
  createClientFormDefaults,
  createSalesStrategyDefaults,
  needsInputFromClient,
  REVIEW_MESSAGES,
  ZClientFormData,
  ZSalesStrategy,
} from '@pitchcraft/core';
import { buildOfflineDocument, renderPresentation } from '@pitchcraft/core/document';
import { TEST_CLIENT } from '@pitchcraft/core/testing';
import {
  auditLog,
  eq,
  generations,
  organizationMembers,
  organizations,
  presentations,
  userProfiles,
  users,
} from '@pitchcraft/db';

import { createTestServer, signUpOverHttp, type TestServer } from '../testing';

let server: TestServer;
let ownerCookie: string;
let intruderCookie: string;

const client = ZClientFormData.parse({ ...createClientFormDefaults(), ...TEST_CLIENT });
const analysis = analyseNeeds(needsInputFromClient(client));
const document = buildOfflineDocument({
  client,
  advisor: {
    name: 'Jordan Lee',
    company: 'Harbor Life',
    phone: '555-0100',
    email: 'j@example.com',
    jurisdiction: 'CA',
  },
  strategy: ZSalesStrategy.parse(createSalesStrategyDefaults()),
  analysis,
  now: new Date('2026-11-27T12:00:00Z'),
});

async function userIdOf(email: string) {
  const [row] = await server.database.db.select().from(users).where(eq(users.email, email));
  return row!.id;
}

beforeAll(async () => {
  server = await createTestServer();
  ownerCookie = await signUpOverHttp(server.app, 'owner@example.com');
  intruderCookie = await signUpOverHttp(server.app, 'intruder@example.com');
  const ownerId = await userIdOf('owner@example.com');
  const { db } = server.database;
  await db
    .update(userProfiles)
    .set({ subscriptionStatus: 'trialing' })
    .where(eq(userProfiles.userId, ownerId));
  await db.insert(presentations).values({
    id: 'pres-1',
    userId: ownerId,
    title: document.title,
    clientName: client.clientName,
    clientData: client,
    document,
    salesStrategy: {},
    htmlContent: renderPresentation(document, analysis),
  });
  await db.insert(generations).values({
    id: 'gen-1',
    userId: ownerId,
    provider: 'offline',
    status: 'succeeded',
    html: renderPresentation(document, analysis),
    document,
    input: { client, strategy: createSalesStrategyDefaults() },
  });
}, 60_000);
afterAll(async () => {
  await server.close();
});

const get = (url: string, cookie?: string) =>
  server.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

function pdfText(bytes: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'pc-export-')), 'file.pdf');
  writeFileSync(file, bytes);
  execFileSync('qpdf', ['--check', file]);
  return execFileSync('pdftotext', [file, '-']).toString();
}

describe('presentation downloads', () => {
  it('give the owner a PDF of the page, checked by qpdf and read by pdftotext', async () => {
    const response = await get('/exports/presentations/pres-1/pdf', ownerCookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="maria-rivera-insurance-presentation.pdf"',
    );
    const text = pdfText(response.rawPayload);
    for (const section of document.sections.filter((s) => !s.hidden && s.kind !== 'cover'))
      expect(text).toContain(section.title);
  });

  it('give the owner an editable PowerPoint and the record, and the wizard its preview', async () => {
    const deck = await get('/exports/presentations/pres-1/pptx', ownerCookie);
    expect(deck.statusCode).toBe(200);
    expect(deck.headers['content-type']).toContain('presentationml');
    expect(deck.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const record = await get('/exports/presentations/pres-1/record', ownerCookie);
    expect(record.statusCode).toBe(200);
    expect(record.headers['content-disposition']).toContain('maria-rivera-insurance-record.pdf');
    expect(pdfText(record.rawPayload)).toContain('Chain verified');
    const preview = await get('/exports/generations/gen-1/pdf', ownerCookie);
    expect(preview.statusCode).toBe(200);
  });

  it('answer 404 to another advisor and to a caller without a session, the same as missing', async () => {
    for (const url of [
      '/exports/presentations/pres-1/pdf',
      '/exports/presentations/pres-1/pptx',
      '/exports/presentations/pres-1/record',
      '/exports/generations/gen-1/pdf',
      '/exports/presentations/missing/pdf',
      '/exports/presentations/pres-1/docx',
    ]) {
      for (const cookie of [intruderCookie, undefined]) {
        const response = await get(url, cookie);
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type']).toContain('application/json');
      }
    }
  });

  it("give a shared page's client the PDF only, and only while it is shared and open", async () => {
    const { db } = server.database;
    expect((await get('/exports/shared/pres-1/pdf')).statusCode).toBe(404);
    await db
      .update(presentations)
      .set({ shareEnabled: true })
      .where(eq(presentations.id, 'pres-1'));
    const shared = await get('/exports/shared/pres-1/pdf');
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['content-type']).toBe('application/pdf');
    expect((await get('/exports/shared/pres-1/pptx')).statusCode).toBe(404);
    // A passcode gate: nothing without its grant (a made-up grant opens nothing either).
    await db
      .update(presentations)
      .set({ sharePasscodeHash: 'argon2-hash-of-a-passcode' })
      .where(eq(presentations.id, 'pres-1'));
    expect((await get('/exports/shared/pres-1/pdf')).statusCode).toBe(404);
    expect((await get('/exports/shared/pres-1/pdf?grant=made-up')).statusCode).toBe(404);
    await db
      .update(presentations)
      .set({ sharePasscodeHash: null, shareExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(presentations.id, 'pres-1'));
    expect((await get('/exports/shared/pres-1/pdf')).statusCode).toBe(404);
  });
});

describe('downloads in an organisation', () => {
  /** A new account moved into the owner's organisation with `role`. */
  async function member(email: string, role: 'reviewer' | 'advisor') {
    const cookie = await signUpOverHttp(server.app, email);
    await server.database.db
      .update(organizationMembers)
      .set({ organizationId: `org_${await userIdOf('owner@example.com')}`, role })
      .where(eq(organizationMembers.userId, await userIdOf(email)));
    return cookie;
  }

  it('follow the role table: a reviewer reads every member’s, another advisor nothing', async () => {
    const reviewer = await member('reviewer@example.com', 'reviewer');
    const colleague = await member('colleague@example.com', 'advisor');
    for (const url of [
      '/exports/presentations/pres-1/pdf',
      '/exports/presentations/pres-1/record',
      '/exports/generations/gen-1/pptx',
    ]) {
      expect((await get(url, reviewer)).statusCode, url).toBe(200);
      expect((await get(url, colleague)).statusCode, url).toBe(404);
    }
  });

  it('put every member’s download on the audit log, and no client’s', async () => {
    const { db } = server.database;
    const before = (await db.select().from(auditLog)).length;
    await get('/exports/presentations/pres-1/pptx', ownerCookie);
    await db
      .update(presentations)
      .set({ shareEnabled: true, shareExpiresAt: null, sharePasscodeHash: null })
      .where(eq(presentations.id, 'pres-1'));
    expect((await get('/exports/shared/pres-1/pdf')).statusCode).toBe(200);
    const rows = await db.select().from(auditLog);
    expect(rows.length).toBe(before + 1);
    const ownerId = await userIdOf('owner@example.com');
    expect(
      rows.find((r) => r.actorEmail === 'reviewer@example.com' && r.action === 'export.record'),
    ).toMatchObject({
      targetKind: 'presentation',
      targetId: 'pres-1',
      organizationId: `org_${ownerId}`,
    });
    const latest = rows.filter((r) => r.action === 'export.pptx' && r.actorUserId === ownerId);
    expect(latest.at(-1)).toMatchObject({
      targetId: 'pres-1',
      details: { ownerUserId: ownerId, clientName: client.clientName },
    });
    expect(latest.at(-1)?.ipAddress).toBeTruthy();
  });

  it('hold a client’s copy back while approval is required and the page is not approved', async () => {
    const { db } = server.database;
    const organizationId = `org_${await userIdOf('owner@example.com')}`;
    await db
      .update(organizations)
      .set({ requireApproval: true })
      .where(eq(organizations.id, organizationId));
    try {
      const refused = await get('/exports/presentations/pres-1/pdf', ownerCookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: REVIEW_MESSAGES.approvalRequired });
      // The client file is the advisor's own record, not the client's copy.
      expect((await get('/exports/presentations/pres-1/record', ownerCookie)).statusCode).toBe(200);
    } finally {
      await db
        .update(organizations)
        .set({ requireApproval: false })
        .where(eq(organizations.id, organizationId));
    }
  });
});

describe('download limits', () => {
  it('count an advisor’s downloads and refuse with 429 and Retry-After past the limit', async () => {
    const limited = await createTestServer();
    try {
      const cookie = await signUpOverHttp(limited.app, 'busy@example.com');
      const [user] = await limited.database.db
        .select()
        .from(users)
        .where(eq(users.email, 'busy@example.com'));
      await limited.database.db.insert(presentations).values({
        id: 'pres-busy',
        userId: user!.id,
        title: document.title,
        clientName: client.clientName,
        clientData: client,
        document,
        salesStrategy: {},
        htmlContent: renderPresentation(document, analysis),
      });
      const statuses: number[] = [];
      for (let i = 0; i < 61; i += 1) {
        const response = await limited.app.inject({
          method: 'GET',
          url: '/exports/presentations/pres-busy/pptx',
          headers: { cookie },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.headers['retry-after']).toBeDefined();
          expect(response.json<{ error: string }>().error).toContain('Too many downloads');
        }
      }
      expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  }, 120_000);
});
