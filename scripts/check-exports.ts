// `npm run check:exports`: writes a comprehensive, branded presentation as PowerPoint (and PDF,
// once its writer is there) to a temporary folder, has LibreOffice convert the deck to PDF and
// PNG, and checks the converted deck has every slide and the page's text. Prints the paths so
// the slides can be looked at (pdftoppm renders each one at 50 dpi). Exits 1 on a failed check.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  analyseNeeds,
  createClientFormDefaults,
  createSalesStrategyDefaults,
  needsInputFromClient,
  ZClientFormData,
  ZSalesStrategy,
} from '@pitchcraft/core';
import { buildOfflineDocument, type TDocumentBrand } from '@pitchcraft/core/document';
import { EVAL_CLIENTS } from '@pitchcraft/core/testing';

import { exportModel } from '../packages/exports/src/model/build';
import type { TExportDocument } from '../packages/exports/src/model/types';
import { renderPdf } from '../packages/exports/src/pdf';
import { renderPptx } from '../packages/exports/src/pptx';

const ROOT = new URL('..', import.meta.url).pathname;
const BRAND: TDocumentBrand = {
  logo: '/brand-assets/logo.png',
  headshot: null,
  colours: { primary: '#0F766E', secondary: '#134E4A', accent: '#F59E0B' },
  disclaimer: 'Northstar Financial is a member of the Financial Services Council.',
  licence: 'LIC-4410',
  contact: { phone: '', email: '', website: 'https://northstar.example/', address: '' },
};

/** The most detailed page the built-in writer makes: a young family, every section, a brand. */
function comprehensiveModel(): TExportDocument {
  const sample = EVAL_CLIENTS.youngFamily;
  const client = ZClientFormData.parse({
    ...createClientFormDefaults(),
    ...sample.client,
    detailLevel: 'comprehensive',
  });
  const analysis = analyseNeeds(needsInputFromClient(client));
  const document = buildOfflineDocument({
    client,
    strategy: ZSalesStrategy.parse({ ...createSalesStrategyDefaults(), ...sample.strategy }),
    advisor: {
      name: 'James Chen',
      company: 'Northstar Financial',
      phone: '(416) 555-0142',
      email: 'james@example.com',
      jurisdiction: 'CA',
    },
    analysis,
    now: new Date('2026-01-15T12:00:00Z'),
    brand: BRAND,
  });
  const logo = {
    data: new Uint8Array(readFileSync(join(ROOT, 'e2e/fixtures/brand-logo.png'))),
    format: 'png' as const,
  };
  return exportModel(document, analysis, { logo });
}

const failures: string[] = [];
function check(ok: boolean, what: string): void {
  process.stdout.write(`${ok ? 'ok  ' : 'FAIL'}  ${what}\n`);
  if (!ok) failures.push(what);
}

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 180_000,
  });
}

/** Text on one line, for `includes` checks across line breaks. */
const flat = (text: string): string => text.replace(/\s+/g, ' ');

/** The median of `runs` timed calls, in milliseconds. */
async function medianTime(runs: number, write: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await write();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)] ?? 0;
}

/** Checks a PDF (LibreOffice's of the deck, or ours) holds the section titles and key figures. */
function checkText(pdf: string, label: string, model: TExportDocument): void {
  const text = flat(run('pdftotext', [pdf, '-'], dir));
  const titles = model.sections.map((s) => s.title).filter(Boolean);
  const missingTitles = titles.filter((title) => !text.includes(flat(title)));
  check(
    missingTitles.length === 0,
    `${label}: every section title (${titles.length})${missingTitles.length ? `; missing ${missingTitles.join(', ')}` : ''}`,
  );
  const values = model.sections.flatMap((s) =>
    s.blocks.flatMap((b) => (b.type === 'figures' ? b.items.map((i) => i.value) : [])),
  );
  const missingValues = values.filter((value) => !text.includes(flat(value)));
  check(
    values.length > 0 && missingValues.length === 0,
    `${label}: every key figure (${values.length})${missingValues.length ? `; missing ${missingValues.join(', ')}` : ''}`,
  );
}

const pageCount = (pdf: string): number =>
  Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [pdf], dir))?.[1] ?? 0);

const dir = mkdtempSync(join(tmpdir(), 'pitchcraft-exports-'));
const model = comprehensiveModel();

const pptx = await renderPptx(model);
const deck = join(dir, 'presentation.pptx');
writeFileSync(deck, pptx);
const slides = run('unzip', ['-Z1', deck], dir)
  .split('\n')
  .filter((path) => /^ppt\/slides\/slide\d+\.xml$/.test(path)).length;
const pptxTime = await medianTime(7, () => renderPptx(model));
process.stdout.write(
  `PowerPoint: ${slides} slides, ${(pptx.length / 1024).toFixed(0)} KB, median ${pptxTime.toFixed(0)} ms\n`,
);
check(pptx.length <= 1.5 * 1024 * 1024, 'PowerPoint with a logo is 1.5 MB or less');

const pdf = await renderPdf(model);
const ours = join(dir, 'presentation-written.pdf');
writeFileSync(ours, pdf);
const pdfTime = await medianTime(5, () => renderPdf(model));
process.stdout.write(
  `PDF: ${pageCount(ours)} pages, ${(pdf.length / 1024).toFixed(0)} KB, median ${pdfTime.toFixed(0)} ms\n`,
);
checkText(ours, 'PDF', model);

// A profile of its own, so a LibreOffice already running elsewhere does not take the job.
const profile = `-env:UserInstallation=file://${join(dir, 'lo-profile')}`;
const soffice = ['--headless', '--norestore', profile];
run('soffice', [...soffice, '--convert-to', 'pdf', '--outdir', dir, deck], dir);
run('soffice', [...soffice, '--convert-to', 'png', '--outdir', dir, deck], dir);
const converted = join(dir, 'presentation.pdf');
const pages = pageCount(converted);
check(pages === slides, `LibreOffice opens the deck: a page per slide (${pages} of ${slides})`);
checkText(converted, 'PowerPoint in LibreOffice', model);
run('pdftoppm', ['-r', '50', '-png', converted, join(dir, 'slide')], dir);

process.stdout.write(
  [
    '',
    `PowerPoint:                 ${deck}`,
    `PDF (ours):                 ${ours}`,
    `PowerPoint as LibreOffice:  ${converted}`,
    `First slide (PNG):          ${join(dir, 'presentation.png')}`,
    `Every slide (PNG, 50 dpi):  ${join(dir, 'slide-*.png')}`,
    '',
  ].join('\n'),
);
if (failures.length > 0) process.exit(1);
