// Starts the built product for the browser journeys on a fresh embedded database, with a local
// stand-in for the AI vendor. The stand-in answers in the section contract: a client named
// "Hostile Fixture" gets e2e/fixtures/hostile-sections.html (every attack a reply can carry),
// anyone else a comprehensive, well-formed reply streamed section by section at a model's pace;
// a one-section request gets that section, opening with a sentence that quotes the instruction.
// Before the server starts, the database is seeded with an advisor whose presentation was saved
// before documents existed (e2e/legacy-fixture.ts): one whole page that attacks its viewer.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { LEGACY_ADVISOR, LEGACY_CLIENT } from '../e2e/legacy-fixture';
import { startFakeAnthropic } from '../packages/api/src/testing/fake-anthropic';
import { createHarness } from '../packages/api/src/testing/index';
import {
  buildOfflineDocument,
  parseSections,
  serialiseSections,
} from '../packages/core/src/document/index';
import {
  analyseNeeds,
  createClientFormDefaults,
  createSalesStrategyDefaults,
  needsInputFromClient,
  repairHtml,
  ZClientFormData,
  ZSalesStrategy,
} from '../packages/core/src/index';
import { createDatabase, eq, migrate, presentations } from '../packages/db/src/index';

const hostileSections = readFileSync(
  new URL('../e2e/fixtures/hostile-sections.html', import.meta.url),
  'utf8',
);
const legacyPage = readFileSync(
  new URL('../e2e/fixtures/hostile-presentation.html', import.meta.url),
  'utf8',
);

/** What a model would write for a comprehensive presentation under the section contract. */
function standInReply(clientName: string): string {
  const client = ZClientFormData.parse({
    ...createClientFormDefaults(),
    clientName,
    age: 41,
    gender: 'Female',
    annualIncome: 96000,
    maritalStatus: 'Married',
    dependents: 2,
    budget: 220,
    detailLevel: 'comprehensive',
  });
  const strategy = ZSalesStrategy.parse(createSalesStrategyDefaults());
  const document = buildOfflineDocument({
    client,
    strategy,
    advisor: {
      name: 'Stand-in Advisor',
      company: 'Stand-in Advisors',
      phone: '',
      email: '',
      jurisdiction: 'CA',
    },
    analysis: analyseNeeds(needsInputFromClient(client)),
    now: new Date(),
  });
  return serialiseSections(document.sections);
}

/** What a model would write for a one-section request: the section, saying what it was asked. */
function sectionReply(prompt: string, clientName: string): string {
  const id = /Write exactly one section now: <section id="([a-z-]+)">/.exec(prompt)?.[1] ?? 'cover';
  const instruction =
    /Instruction from the advisor for this section \(follow it like the custom instructions\): (.*)/.exec(
      prompt,
    )?.[1] ?? '';
  const all = parseSections(standInReply(clientName)).sections;
  const section = all.find((s) => s.id === id) ?? all[0]!;
  const asked = instruction.startsWith('none')
    ? 'A fresh version of this section.'
    : `Rewritten as you asked: ${instruction.replace(/[<>&"]/g, '')}.`;
  return serialiseSections([
    { ...section, html: `<p class="pc-lead">${asked}</p>\n${section.html}` },
  ]);
}

/** Cuts a reply into chunks of about `size` characters. */
const chunked = (text: string, size: number) =>
  Array.from({ length: Math.ceil(text.length / size) }, (_, i) =>
    text.slice(i * size, (i + 1) * size),
  );

const vendor = await startFakeAnthropic();
vendor.respond = (body) => {
  const text = body.messages.map((m) => m.content).join('\n');
  if (text.includes('Hostile Fixture'))
    return { kind: 'stream', chunks: chunked(hostileSections, 600), delayMs: 20 };
  // The client's name, as the prompt's client-data block gives it (JSON).
  const name = /"name":\s*"([^"\\]{1,100})"/.exec(text)?.[1] ?? 'Stand-in Client';
  if (text.includes('# Section request'))
    return { kind: 'stream', chunks: chunked(sectionReply(text, name), 80), delayMs: 40 };
  const reply = standInReply(name);
  // About 120 chunks over ~6 s: the first sections are on screen (and their preview loaded) well
  // before the end, however quickly the app delivers them.
  return { kind: 'stream', chunks: chunked(reply, Math.ceil(reply.length / 120)), delayMs: 50 };
};

const dir = mkdtempSync(join(tmpdir(), 'pitchcraft-e2e-'));
const pgliteDir = join(dir, 'pglite');
await seedLegacyPresentation(pgliteDir);

const child = spawn(process.execPath, ['apps/server/dist/main.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PGLITE_DIR: pgliteDir,
    DATABASE_URL: '',
    ANTHROPIC_BASE_URL: vendor.url,
    OFFLINE_CHUNK_DELAY_MS: '4',
    RATE_LIMIT_SCALE: '50',
  },
});
const stop = (signal: NodeJS.Signals) => child.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code) => {
  rmSync(dir, { recursive: true, force: true });
  void vendor.close().finally(() => process.exit(code ?? 0));
});

async function seedLegacyPresentation(dataDir: string): Promise<void> {
  const handle = await createDatabase({ dataDir });
  await migrate(handle);
  const h = await createHarness({ database: { ...handle, url: undefined }, rateLimits: false });
  const advisor = await h.subscribedBrowser({ ...LEGACY_ADVISOR });
  await h.verifyEmailOf(LEGACY_ADVISOR.email);
  const { id: generationId } = await advisor.caller.generation.start({
    client: {
      clientName: LEGACY_CLIENT,
      age: '40',
      gender: 'Female',
      annualIncome: '90000',
      maritalStatus: 'Married',
      budget: '200',
    },
    strategy: {},
    mode: 'offline',
  });
  for await (const [, event] of (await advisor.caller.generation.events({
    id: generationId,
  })) as AsyncIterable<[string, { type: string }]>) {
    if (event.type === 'done' || event.type === 'error') break;
  }
  const { id } = await advisor.caller.presentations.save({ generationId });
  // As saved before documents: the page as the repairs left it, and no document.
  await h.db
    .update(presentations)
    .set({ htmlContent: repairHtml(legacyPage), document: null })
    .where(eq(presentations.id, id));
  await h.close();
}
