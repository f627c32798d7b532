// A writer's section using every content class of the design system, through the sanitiser and
// the renderer as any section goes: the export model says all the page says, in the right blocks.
import { describe, expect, it } from 'vitest';

import {
  analyseNeeds,
  createClientFormDefaults,
  createSalesStrategyDefaults,
  needsInputFromClient,
  ZClientFormData,
  ZSalesStrategy,
} from '@pitchcraft/core';
import { buildOfflineDocument, CONTENT_CLASSES, sanitiseFragment } from '@pitchcraft/core/document';
import { TEST_CLIENT } from '@pitchcraft/core/testing';

import { exportModel } from './build';
import { modelText } from './model-text';
import { pageText, words } from './testing/page-text';

const WRITTEN = `<p class="pc-lead">You asked about <span class="pc-highlight">peace of mind</span>.</p>
<p class="pc-muted">A muted aside.</p>
<div class="pc-grid pc-grid-2"><div class="pc-card"><span class="pc-icon" data-icon="user"></span><div class="pc-label">Age</div><div class="pc-value"><span data-figure="age"></span></div></div></div>
<ul class="pc-chips"><li>Protect Family</li></ul>
<div class="pc-table-wrap"><table class="pc-table"><thead><tr><th>Part</th><th class="pc-num">Amount</th><th>Source</th><th>Note</th></tr></thead>
<tbody><tr class="pc-total"><td>Total need</td><td class="pc-num"><span data-figure="total-need"></span></td><td>Analysis</td><td>All parts</td></tr>
<tr class="pc-gap"><td>Gap</td><td class="pc-num"><span data-figure="gap"></span></td><td>Analysis</td><td></td></tr></tbody></table></div>
<div class="pc-plans"><article class="pc-plan pc-plan-primary"><div class="pc-plan-head"><span class="pc-badge pc-badge-primary">Recommended</span> <span class="pc-badge pc-badge-fits">Fits the budget</span></div>
<h3>Term life</h3><ul class="pc-checks"><li><span data-icon="check"></span> Covers <span data-figure="recommended-coverage"></span></li></ul>
<ul class="pc-features"><li>Level premiums</li></ul><p class="pc-plan-price"><strong><span data-figure="term-monthly"></span></strong> estimated</p></article>
<article class="pc-plan"><div class="pc-plan-head"><span class="pc-badge pc-badge-muted">Alternative</span> <span class="pc-badge pc-badge-partial">Partly</span> <span class="pc-badge pc-badge-short">Over budget</span></div>
<h3>Whole life</h3><ul class="pc-bullets"><li>Lifelong</li></ul></article></div>
<div class="pc-callout"><h3>Worth knowing</h3><p>Group cover ends with the job.</p></div>
<div class="pc-faq"><div class="pc-card pc-option"><h4>Can I change it later?</h4><p>Yes, at renewal.</p></div></div>
<p class="pc-urgent">Prices rise with age.</p>
<p class="pc-proof">Most families choose term.</p>
<p class="pc-quote">What would your family need?</p>
<ol class="pc-steps"><li><strong>Apply:</strong> fifteen minutes.</li></ol>
<dl class="pc-definitions"><dt>Beneficiary</dt><dd>The person paid.</dd></dl>
<div class="pc-needs"><figure data-chart="need-breakdown"></figure><p class="pc-small">Figures are estimates.</p></div>`;

const client = ZClientFormData.parse({ ...createClientFormDefaults(), ...TEST_CLIENT });
const analysis = analyseNeeds(needsInputFromClient(client));
const built = buildOfflineDocument({
  client,
  strategy: ZSalesStrategy.parse(createSalesStrategyDefaults()),
  advisor: { name: 'James Chen', company: '', phone: '', email: '', jurisdiction: 'CA' },
  analysis,
  now: new Date('2026-01-15T12:00:00Z'),
});
const html = sanitiseFragment(WRITTEN);
const document = {
  ...built,
  sections: built.sections.map((s) =>
    // The writer's section stands where the chart would otherwise first be placed.
    s.kind === 'what-you-need' ? { ...s, html, charts: ['need-breakdown' as const] } : s,
  ),
};
const model = exportModel(document, analysis, { logo: null });
const section = model.sections.find((s) => s.kind === 'what-you-need');

describe('exportModel on a section using every content class', () => {
  it('uses every content class the sanitiser keeps', () => {
    const used = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]?.split(' ')));
    expect(CONTENT_CLASSES.filter((c) => !used.has(c))).toEqual([]);
  });

  it('says what the page says', () => {
    expect(words(modelText(model))).toEqual(words(pageText(document, analysis)));
  });

  it('puts each class in its block', () => {
    const blocks = section?.blocks ?? [];
    expect(blocks.map((b) => b.type)).toEqual([
      'paragraph',
      'paragraph',
      'figures',
      'list',
      'table',
      'cards',
      'paragraph',
      'paragraph',
      'cards',
      'paragraph',
      'paragraph',
      'paragraph',
      'list',
      'list',
      'chart',
      'paragraph',
    ]);
    expect(blocks.filter((b) => b.type === 'paragraph').map((b) => b.tone)).toEqual([
      'lead',
      undefined,
      'callout',
      'callout',
      undefined,
      'quote',
      'quote',
      'small',
    ]);
    expect(blocks[0]).toMatchObject({ runs: [{}, { text: 'peace of mind', bold: true }, {}] });
    expect(blocks[4]).toMatchObject({
      type: 'table',
      header: ['Part', 'Amount', 'Source', 'Note'],
      rows: [
        ['Total need', expect.stringMatching(/^\$[\d,]+$/), 'Analysis', 'All parts'],
        ['Gap', expect.stringMatching(/^\$[\d,]+$/), 'Analysis', ''],
      ],
    });
    expect(blocks[5]).toMatchObject({
      type: 'cards',
      items: [
        {
          title: 'Term life',
          lines: [
            'Recommended',
            'Fits the budget',
            expect.stringMatching(/^Covers \$[\d,]+$/),
            'Level premiums',
            expect.stringMatching(/^\$[\d,]+\/month estimated$/),
          ],
        },
        { title: 'Whole life', lines: ['Alternative', 'Partly', 'Over budget', 'Lifelong'] },
      ],
    });
    expect(blocks[9]).toMatchObject({ runs: [{ text: 'Prices rise with age.', bold: true }] });
    expect(blocks[14]).toMatchObject({ type: 'chart', chart: { id: 'need-breakdown' } });
  });
});
