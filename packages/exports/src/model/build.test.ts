import { describe, expect, it } from 'vitest';

import {
  analyseNeeds,
  createClientFormDefaults,
  createSalesStrategyDefaults,
  DETAIL_LEVELS,
  formatCurrency,
  needsInputFromClient,
  ZClientFormData,
  ZSalesStrategy,
  type TDetailLevel,
} from '@pitchcraft/core';
import { buildOfflineDocument, renderPresentation } from '@pitchcraft/core/document';
import { EVAL_CLIENTS, type TEvalClient } from '@pitchcraft/core/testing';

import { exportModel } from './build';
import { modelText } from './model-text';
import { pageText, words } from './testing/page-text';
import type { TExportBlock, TExportDocument } from './types';

const NOW = new Date('2026-01-15T12:00:00Z');
const ADVISOR = {
  name: 'James Chen',
  company: 'Northstar Financial',
  phone: '(416) 555-0142',
  email: 'james@example.com',
  jurisdiction: 'CA' as const,
};

function built(key: TEvalClient, detail: TDetailLevel) {
  const { client: form, strategy } = EVAL_CLIENTS[key];
  const client = ZClientFormData.parse({
    ...createClientFormDefaults(),
    ...form,
    detailLevel: detail,
  });
  const analysis = analyseNeeds(needsInputFromClient(client));
  const document = buildOfflineDocument({
    client,
    strategy: ZSalesStrategy.parse({ ...createSalesStrategyDefaults(), ...strategy }),
    advisor: ADVISOR,
    analysis,
    now: NOW,
  });
  return { document, analysis, model: exportModel(document, analysis, { logo: null }) };
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const blocksOf = (model: TExportDocument) => model.sections.flatMap((s) => s.blocks);
const chartBlock = (model: TExportDocument, id: string) =>
  blocksOf(model).find(
    (b): b is Extract<TExportBlock, { type: 'chart' }> => b.type === 'chart' && b.chart.id === id,
  );

const CLIENTS = Object.keys(EVAL_CLIENTS) as TEvalClient[];
const CASES = CLIENTS.flatMap((key) => DETAIL_LEVELS.map((detail) => [key, detail] as const));

describe.each(CASES)('exportModel: %s, %s', (key, detail) => {
  const { document, analysis, model } = built(key, detail);
  const text = modelText(model);
  const page = pageText(document, analysis);

  it('has every visible section, in order, with its speaker note', () => {
    const visible = document.sections.filter((s) => !s.hidden);
    expect(model.sections.map((s) => [s.id, s.kind, s.title, s.notes])).toEqual(
      visible.map((s) => [s.id, s.kind, s.title, (s.notes ?? '').trim()]),
    );
    for (const section of visible.filter((s) => s.kind !== 'cover'))
      expect(text).toContain(section.title);
  });

  it('says exactly what the page says, word for word', () => {
    expect(words(text)).toEqual(words(page));
  });

  it('states the headline figures the page states', () => {
    const figures = [analysis.totalNeed, analysis.recommendedCoverage, analysis.gap]
      .filter((n) => n > 0)
      .map(formatCurrency);
    for (const figure of figures) if (page.includes(figure)) expect(text).toContain(figure);
    expect(figures.some((figure) => page.includes(figure))).toBe(true);
  });

  it('draws each chart of the page from the analysis', () => {
    const ids = [
      ...new Set(renderPresentation(document, analysis).match(/(?<=data-chart=")[a-z-]+/g)),
    ];
    expect(blocksOf(model).filter((b) => b.type === 'chart')).toHaveLength(ids.length);
    const needs = chartBlock(model, 'need-breakdown');
    if (ids.includes('need-breakdown')) {
      const values = needs?.chart.series[0]?.values ?? [];
      expect(values.reduce((sum, v) => sum + v, 0)).toBe(analysis.totalNeed);
      for (const v of values) expect(needs?.chart.caption).toContain(formatCurrency(v));
    }
    const cover = chartBlock(model, 'coverage-over-time');
    if (ids.includes('coverage-over-time')) {
      expect(cover?.chart.labels).toHaveLength(analysis.coverageOverTime.length);
      const need = cover?.chart.series.find((s) => s.name === 'Remaining need');
      if (need) expect(need.values).toEqual(analysis.coverageOverTime.map((p) => p.remainingNeed));
    }
    const premiums = chartBlock(model, 'premium-vs-budget');
    if (ids.includes('premium-vs-budget')) {
      expect(premiums?.chart.series[0]?.values[0]).toBe(analysis.recommendation.monthly);
      expect(premiums?.chart.series[0]?.values.at(-1)).toBe(analysis.inputs.monthlyBudget);
    }
  });

  it('holds plain text only: no markup, no entities, no stray white space', () => {
    for (const value of strings(model)) expect(value).not.toMatch(/[<>]|&[#a-z0-9]+;/i);
    for (const line of text.split('\n')) {
      expect(line).toBe(line.trim());
      expect(line).not.toMatch(/[ \t\n\r]{2}/);
    }
  });

  it('gives every table row as many cells as its header', () => {
    const tables = blocksOf(model).filter((b) => b.type === 'table');
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables) {
      const width = table.header.length || (table.rows[0]?.length ?? 0);
      for (const row of table.rows) expect(row).toHaveLength(width);
    }
  });

  it('takes the cover lines out of the cover blocks', () => {
    const client = document.client.firstName;
    expect(model).toMatchObject({
      variant: 'presentation',
      title: document.sections.find((s) => s.kind === 'cover')?.title,
      eyebrow: 'Life Insurance recommendations',
      subtitle: `Prepared for ${client}`,
      meta: 'By James Chen, Northstar Financial · January 15, 2026',
      colours: document.theme.colours,
    });
    const cover = model.sections[0];
    expect(cover?.kind).toBe('cover');
    const coverText = (cover?.blocks ?? []).map((b) => JSON.stringify(b)).join('\n');
    expect(coverText).not.toContain('Prepared for');
    expect(coverText).not.toContain('recommendations');
    expect(model.footer).toMatch(/^Prepared by James Chen, Northstar Financial · January 15, 2026/);
  });
});
