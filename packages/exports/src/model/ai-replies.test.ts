// The AI evaluation's recorded replies (bench/eval/replies) as the sections of a document: markup
// a model writes, sanitised as every writer's is, read into the export model without losing a word.
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import {
  analyseNeeds,
  createClientFormDefaults,
  createSalesStrategyDefaults,
  needsInputFromClient,
  ZClientFormData,
  ZSalesStrategy,
} from '@pitchcraft/core';
import {
  buildOfflineDocument,
  chartsIn,
  parseSections,
  sanitiseFragment,
  sanitiseTitle,
} from '@pitchcraft/core/document';
import { EVAL_CLIENTS, type TEvalClient } from '@pitchcraft/core/testing';

import { exportModel } from './build';
import { modelText } from './model-text';
import { pageText, words } from './testing/page-text';

const REPLIES = new URL('../../../../bench/eval/replies/', import.meta.url);

function aiDocument(key: TEvalClient) {
  const { client: form, strategy } = EVAL_CLIENTS[key];
  const client = ZClientFormData.parse({ ...createClientFormDefaults(), ...form });
  const analysis = analyseNeeds(needsInputFromClient(client));
  const built = buildOfflineDocument({
    client,
    strategy: ZSalesStrategy.parse({ ...createSalesStrategyDefaults(), ...strategy }),
    advisor: {
      name: 'James Chen',
      company: 'Northstar Financial',
      phone: '(416) 555-0142',
      email: 'james@example.com',
      jurisdiction: 'CA',
    },
    analysis,
    now: new Date('2026-01-15T12:00:00Z'),
  });
  const reply = parseSections(readFileSync(new URL(`${key}.html`, REPLIES), 'utf8')).sections;
  const sections = built.sections.map((section) => {
    const written = reply.find((s) => s.id === section.id);
    if (!written) return section;
    const html = sanitiseFragment(written.html);
    const title = sanitiseTitle(written.title);
    return { ...section, title, html, charts: chartsIn(html), source: 'ai' as const };
  });
  return { document: { ...built, sections }, analysis, written: reply.length };
}

describe.each(Object.keys(EVAL_CLIENTS) as TEvalClient[])('exportModel: AI reply for %s', (key) => {
  const { document, analysis, written } = aiDocument(key);
  const model = exportModel(document, analysis, { logo: null });
  const text = modelText(model);

  it('reads a reply with a section for every section of the page', () => {
    expect(written).toBeGreaterThanOrEqual(document.sections.length);
    expect(document.sections.every((s) => s.source === 'ai')).toBe(true);
  });

  it('says what the page says, word for word', () => {
    expect(words(text)).toEqual(words(pageText(document, analysis)));
  });

  it('holds plain text, every section some blocks, every table rows of one width', () => {
    expect(text).not.toMatch(/[<>]|&[#a-z0-9]+;/i);
    for (const section of model.sections) {
      expect(section.blocks.length, section.id).toBeGreaterThan(0);
      for (const block of section.blocks) {
        if (block.type !== 'table') continue;
        const width = block.header.length || (block.rows[0]?.length ?? 0);
        for (const row of block.rows) expect(row).toHaveLength(width);
      }
    }
  });
});
