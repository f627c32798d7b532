import { describe, expect, it } from 'vitest';

import type { TDetailLevel } from '@pitchcraft/core';
import type { TEvalClient } from '@pitchcraft/core/testing';

import type { TExportDocument } from '../model/types';
import { MAX_PDF_PAGES, renderPdf } from './render-pdf';
import { comparable, inspectPdf, missingLines } from './testing/pdf-tools';
import { realModel } from './testing/real-models';
import { sampleLogoPng } from './testing/sample-logo';

const CASES: [TEvalClient, TDetailLevel][] = [
  ['youngFamily', 'comprehensive'],
  ['businessOwner', 'balanced'],
  ['widowEstate', 'comprehensive'],
  ['coveredCouple', 'concise'],
  ['technicalPhysician', 'comprehensive'],
];

function expectWhole(doc: TExportDocument, bytes: Uint8Array): void {
  const report = inspectPdf(bytes);
  expect(report.check.status, report.check.output).toBe(0);
  expect(report.info.Tagged).toBe('yes');
  expect(report.fonts.filter((f) => !f.embedded)).toEqual([]);
  const pages = Number(report.info.Pages);
  const sections = doc.sections.filter((s) => s.kind !== 'cover');
  if (doc.variant === 'presentation') expect(pages).toBeGreaterThanOrEqual(1 + sections.length);
  expect(pages).toBeLessThanOrEqual(MAX_PDF_PAGES);
  const text = comparable(report.text);
  // Every section title, figure, cell, caption and line of the page is in the PDF, whole.
  expect(missingLines(doc, report)).toEqual([]);
  for (const section of doc.sections) {
    if (section.notes) expect(text).not.toContain(comparable(section.notes));
  }
  expect(bytes.byteLength).toBeLessThan(600 * 1024);
}

describe('renderPdf on real presentations', () => {
  it.each(CASES)('prints all of %s (%s) in a sound file', async (client, detail) => {
    const doc = realModel(client, detail, { data: sampleLogoPng(), format: 'png' });
    expect(doc.sections.some((s) => s.blocks.some((b) => b.type === 'figures'))).toBe(true);
    expectWhole(doc, await renderPdf(doc));
  });

  it('prints a real presentation as a record too', async () => {
    const doc = { ...realModel('youngFamily', 'comprehensive'), variant: 'record' as const };
    expectWhole(doc, await renderPdf(doc));
  });

  it('renders a comprehensive presentation quickly once its fonts are loaded', async () => {
    const doc = realModel('youngFamily', 'comprehensive', { data: sampleLogoPng(), format: 'png' });
    await renderPdf(doc);
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await renderPdf(doc);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    // About 100-200 ms on a quiet machine; the bound is loose for a busy test runner.
    expect(times[2]).toBeLessThan(1500);
  });
});
