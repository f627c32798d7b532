// npm run bench:exports — a comprehensive branded presentation written as PDF and PowerPoint by
// the server's writers, and its recommendation record, each timed (median of 20, after a warm-up),
// side by side in the same run with headless Chromium printing the same page (page.pdf, with its
// fonts and charts), and the files' sizes. Targets (issue 37): PDF ≤ 300 ms, PowerPoint ≤ 300 ms,
// record ≤ 200 ms; PDF ≤ 600 KB, PowerPoint ≤ 1.5 MB with a logo.
import { existsSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

import { chromium, type Browser } from '@playwright/test';

import { recordPdf } from '@pitchcraft/api';
import { createHarness } from '@pitchcraft/api/testing';
import {
  analyseNeeds,
  needsInputFromClient,
  ZClientFormData,
  ZSalesStrategy,
} from '@pitchcraft/core';
import { buildOfflineDocument, renderPresentation } from '@pitchcraft/core/document';
import { EVAL_CLIENTS } from '@pitchcraft/core/testing';
import { exportModel, renderPdf, renderPptx } from '@pitchcraft/exports';

import { sampleLogoPng } from '../packages/exports/src/pdf/testing/sample-logo';
import { median, ROOT, round, saveFigures } from './lib';

const RUNS = 20;

const { client: form, strategy } = EVAL_CLIENTS.youngFamily;
const client = ZClientFormData.parse({ ...form, detailLevel: 'comprehensive' });
const analysis = analyseNeeds(needsInputFromClient(client));
const logoPath = `/brand-assets/${'a'.repeat(64)}.png`;
const presentation = buildOfflineDocument({
  client,
  advisor: {
    name: 'Jordan Lee',
    company: 'Harbor Life Advisors',
    phone: '555-0100',
    email: 'jordan@harborlife.example',
    jurisdiction: 'CA',
  },
  strategy: ZSalesStrategy.parse(strategy),
  analysis,
  now: new Date(),
  brand: {
    logo: logoPath,
    headshot: null,
    colours: { primary: '#0F766E', secondary: '#134E4A', accent: '#F59E0B' },
    disclaimer: 'Harbor Life Advisors is a member of the Financial Services Association.',
    licence: 'LLQP 123456',
    contact: { phone: '', email: '', website: 'harborlife.example', address: '1 Harbour St' },
  },
});
const logo = { data: sampleLogoPng(), format: 'png' as const };

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 3; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times;
}

/** Chromium printing the same page: fonts and Chart.js served as the app serves them. */
async function chromiumPdf(browser: Browser): Promise<{ times: number[]; bytes: number }> {
  const html = renderPresentation(presentation, analysis).replace(
    /<img[^>]*src="\/brand-assets\/[^"]+"[^>]*>/g,
    `<img src="data:image/png;base64,${Buffer.from(logo.data).toString('base64')}" alt="">`,
  );
  const fontDir = `${ROOT}node_modules/@fontsource/inter/files/`;
  const chartJs = readFileSync(`${ROOT}node_modules/chart.js/dist/chart.umd.min.js`);
  const css = [400, 500, 600, 700]
    .map(
      (w) =>
        `@font-face{font-family:'Inter';font-weight:${w};src:url(/assets/fonts/inter-latin-${w}-normal.woff2) format('woff2')}`,
    )
    .join('');
  let bytes = 0;
  const times = await timed(async () => {
    const page = await browser.newPage();
    await page.route('**/*', async (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname === '/') return route.fulfill({ body: html, contentType: 'text/html' });
      if (pathname === '/assets/inter.css')
        return route.fulfill({ body: css, contentType: 'text/css' });
      if (pathname === '/assets/chart.umd.js')
        return route.fulfill({ body: chartJs, contentType: 'text/javascript' });
      const font = /^\/assets\/fonts\/(.+)$/.exec(pathname);
      if (font && existsSync(`${fontDir}${font[1]}`))
        return route.fulfill({ path: `${fontDir}${font[1]}` });
      return route.fulfill({ status: 404, body: '' });
    });
    await page.goto('http://bench.local/', { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const pdf = await page.pdf({ format: 'Letter', printBackground: true });
    bytes = pdf.length;
    await page.close();
  });
  return { times, bytes };
}

async function recordTimes(): Promise<number[]> {
  const h = await createHarness({ rateLimits: false });
  try {
    const owner = await h.subscribedBrowser({ fullName: 'Jordan Lee' });
    const { id: generationId } = await owner.caller.generation.start({
      client: { ...form, detailLevel: 'comprehensive' },
      strategy,
      mode: 'offline',
    } as never);
    for await (const [, event] of (await owner.caller.generation.events({
      id: generationId,
    })) as AsyncIterable<[string, { type: string }]>) {
      if (event.type === 'done' || event.type === 'error') break;
    }
    const { id } = await owner.caller.presentations.save({ generationId });
    return await timed(() => recordPdf(h.db, owner.user.id, id));
  } finally {
    await h.close();
  }
}

const model = () => exportModel(presentation, analysis, { logo });
let pdfBytes = 0;
let pptxBytes = 0;
const pdf = await timed(async () => {
  pdfBytes = (await renderPdf(model())).length;
});
const pptx = await timed(async () => {
  pptxBytes = (await renderPptx(model())).length;
});
const record = await recordTimes();
const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) =>
  existsSync(p),
);
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
const printed = await chromiumPdf(browser);
await browser.close();

const ms = (values: number[]) => `${round(median(values), 0)} ms`;
const kb = (bytes: number) => `${round(bytes / 1024, 0)} KB`;
saveFigures('exports', [
  { figure: 'PDF, median', target: '≤ 300 ms', measured: ms(pdf), met: median(pdf) <= 300 },
  {
    figure: 'PowerPoint, median',
    target: '≤ 300 ms',
    measured: ms(pptx),
    met: median(pptx) <= 300,
  },
  {
    figure: 'Record (read + PDF), median',
    target: '≤ 200 ms',
    measured: ms(record),
    met: median(record) <= 200,
  },
  {
    figure: 'Chromium page.pdf of the same page, median',
    target: 'reference',
    measured: ms(printed.times),
    met: null,
  },
  {
    figure: 'PDF time ÷ Chromium time',
    target: 'reference',
    measured: `${round(median(pdf) / median(printed.times), 2)}×`,
    met: null,
  },
  { figure: 'PDF size', target: '≤ 600 KB', measured: kb(pdfBytes), met: pdfBytes <= 600 * 1024 },
  {
    figure: 'PowerPoint size (with a logo)',
    target: '≤ 1.5 MB',
    measured: kb(pptxBytes),
    met: pptxBytes <= 1.5 * 1024 * 1024,
  },
  { figure: 'Chromium PDF size', target: 'reference', measured: kb(printed.bytes), met: null },
]);
