import { describe, expect, it } from 'vitest';

import type { TChartSeries } from '@pitchcraft/core/document';

import { htmlBlocks, type TBlockContext } from './parse-html';

const SERIES: TChartSeries = {
  id: 'need-breakdown',
  label: 'Breakdown of the total need',
  caption: 'Total need $500,000: debts $500,000.',
  kind: 'doughnut',
  labels: ['Debts'],
  series: [{ name: 'Need', values: [500_000], colour: '#2563EB' }],
  colours: ['#2563EB'],
};
const CTX: TBlockContext = { chart: (id) => (id === 'need-breakdown' ? SERIES : null) };
const ICON =
  '<svg class="pc-svg-icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M4 12.5l5 5L20 6.5"/></svg>';

const blocks = (html: string, ctx: Partial<TBlockContext> = {}) =>
  htmlBlocks(html, { ...CTX, ...ctx });

describe('htmlBlocks', () => {
  it('reads paragraphs by their class: lead, fine print, callout, quote', () => {
    expect(
      blocks(
        '<p class="pc-lead">Lead.</p><p class="pc-small">Small.</p><p class="pc-label">Label.</p>' +
          '<div class="pc-callout"><h3>Heads up</h3><p>Boxed.</p></div><p class="pc-quote">Said.</p>' +
          '<p class="pc-proof">Proof.</p><blockquote><p>Quoted.</p></blockquote><p>Plain.</p>',
      ),
    ).toEqual([
      { type: 'paragraph', runs: [{ text: 'Lead.' }], tone: 'lead' },
      { type: 'paragraph', runs: [{ text: 'Small.' }], tone: 'small' },
      { type: 'paragraph', runs: [{ text: 'Label.' }], tone: 'small' },
      { type: 'paragraph', runs: [{ text: 'Heads up', bold: true }], tone: 'callout' },
      { type: 'paragraph', runs: [{ text: 'Boxed.' }], tone: 'callout' },
      { type: 'paragraph', runs: [{ text: 'Said.' }], tone: 'quote' },
      { type: 'paragraph', runs: [{ text: 'Proof.' }], tone: 'quote' },
      { type: 'paragraph', runs: [{ text: 'Quoted.' }], tone: 'quote' },
      { type: 'paragraph', runs: [{ text: 'Plain.' }] },
    ]);
  });

  it('keeps bold and italic runs, decodes entities and collapses white space', () => {
    expect(
      blocks(
        '<p>  You need\n <strong>$1,250,000</strong>, a gap of <span class="pc-figure" data-figure="gap">$900,000</span> &amp; <em>more &minus; less</em>&nbsp;now.  </p>',
      ),
    ).toEqual([
      {
        type: 'paragraph',
        runs: [
          { text: 'You need ' },
          { text: '$1,250,000', bold: true },
          { text: ', a gap of ' },
          { text: '$900,000', bold: true },
          { text: ' & ' },
          { text: 'more − less', italic: true },
          { text: '\u00a0now.' },
        ],
      },
    ]);
  });

  it('drops icons and splits a paragraph at its line breaks', () => {
    expect(
      blocks(
        `<h3>${ICON} Can I afford this?</h3><p><span class="pc-icon">${ICON}</span>Line one<br>line two</p>`,
      ),
    ).toEqual([
      { type: 'heading', text: 'Can I afford this?' },
      { type: 'paragraph', runs: [{ text: 'Line one' }] },
      { type: 'paragraph', runs: [{ text: 'line two' }] },
    ]);
    // An icon inside loose text does not cut the line in two.
    expect(blocks(`<div><span>${ICON} Call</span> us</div>`)).toEqual([
      { type: 'paragraph', runs: [{ text: 'Call us' }] },
    ]);
  });

  it('reads lists, nested lists and definition lists', () => {
    expect(
      blocks(
        `<ul class="pc-checks"><li>${ICON} <strong>Covers</strong> the mortgage<ul><li>Inner</li></ul></li><li></li></ul>` +
          '<ol class="pc-steps"><li><p>Apply</p></li><li>Sign</li></ol>' +
          '<dl class="pc-definitions"><dt>Term</dt><dd>Cover for <em>years</em>.</dd><dd>Stray.</dd></dl>',
      ),
    ).toEqual([
      {
        type: 'list',
        ordered: false,
        items: [[{ text: 'Covers', bold: true }, { text: ' the mortgage' }], [{ text: 'Inner' }]],
      },
      { type: 'list', ordered: true, items: [[{ text: 'Apply' }], [{ text: 'Sign' }]] },
      {
        type: 'list',
        ordered: false,
        items: [
          [
            { text: 'Term', bold: true },
            { text: ': Cover for ' },
            { text: 'years', italic: true },
            { text: '.' },
          ],
          [{ text: 'Stray.' }],
        ],
      },
    ]);
  });

  it('reads key-figure tiles and label/value cards as figures', () => {
    expect(
      blocks(
        '<div class="pc-stats"><div class="pc-stat"><span class="pc-stat-label">Total need</span><strong>$2,075,000</strong></div></div>' +
          `<div class="pc-grid pc-snapshot"><div class="pc-card"><span class="pc-icon">${ICON}</span><div class="pc-label">Age</div><div class="pc-value">38</div></div></div>`,
      ),
    ).toEqual([
      { type: 'figures', items: [{ label: 'Total need', value: '$2,075,000' }] },
      { type: 'figures', items: [{ label: 'Age', value: '38' }] },
    ]);
  });

  it('reads plans, questions and the advisor card as cards, title first', () => {
    expect(
      blocks(
        '<div class="pc-plans"><article class="pc-plan pc-plan-primary"><div class="pc-plan-head"><span class="pc-badge pc-badge-primary">Recommended</span></div>' +
          '<h3>Term life</h3><ul class="pc-features"><li>Level premiums</li></ul><p class="pc-plan-price"><strong>$48/month</strong> estimated</p></article></div>' +
          '<div class="pc-faq"><div class="pc-card"><h3>Why now?</h3><p>Age sets the price.</p></div></div>' +
          '<div class="pc-advisor"><div class="pc-avatar" aria-hidden="true">JC</div><div><p class="pc-advisor-name">James Chen</p><p class="pc-label">Northstar</p>' +
          `<ul class="pc-contact"><li>${ICON} <a href="tel:4165550142">(416) 555-0142</a></li></ul></div></div>`,
      ),
    ).toEqual([
      {
        type: 'cards',
        items: [
          { title: 'Term life', lines: ['Recommended', 'Level premiums', '$48/month estimated'] },
        ],
      },
      { type: 'cards', items: [{ title: 'Why now?', lines: ['Age sets the price.'] }] },
      { type: 'cards', items: [{ title: 'James Chen', lines: ['Northstar', '(416) 555-0142'] }] },
    ]);
  });

  it('reads a grid holding a chart as the blocks it holds, the chart with its numbers', () => {
    expect(
      blocks(
        '<div class="pc-grid pc-grid-2"><div><h3>Premium</h3><p>Confirmed later.</p></div><div>' +
          '<figure class="pc-chart-figure" data-chart="need-breakdown"><div class="pc-chart"><canvas aria-label="Breakdown"></canvas></div>' +
          '<figcaption class="pc-chart-caption">Total need $500,000: debts $500,000.</figcaption></figure></div></div>' +
          '<figure class="pc-chart-figure" data-chart="coverage-over-time"><figcaption class="pc-chart-caption">No chart.</figcaption></figure>',
      ),
    ).toEqual([
      { type: 'heading', text: 'Premium' },
      { type: 'paragraph', runs: [{ text: 'Confirmed later.' }] },
      { type: 'chart', chart: SERIES },
      { type: 'paragraph', runs: [{ text: 'No chart.' }], tone: 'small' },
    ]);
  });

  it('reads tables: the header row, spans padded, badges as notes, the foot kept', () => {
    const [table] = blocks(
      '<div class="pc-table-wrap"><table class="pc-table pc-table-cards" role="table"><caption>Needs</caption>' +
        '<thead><tr><th colspan="3">Both methods</th></tr><tr><th>Part</th><th class="pc-num">DIME <span class="pc-badge pc-badge-primary">Lead</span></th><th>Why</th></tr></thead>' +
        '<tbody><tr><td>Debts</td><td class="pc-num" data-label="DIME Lead">&minus;$18,000</td><td class="pc-why">Clears <strong>loans</strong>.</td></tr>' +
        '<tr><td colspan="2">Wide</td></tr><tr><td></td></tr></tbody><tfoot><tr><th scope="row">Total</th><td>$18,000</td><td></td><td>Extra</td></tr></tfoot></table></div>',
    );
    expect(table).toEqual({
      type: 'table',
      caption: 'Needs',
      header: ['Part', 'DIME (Lead)', 'Why', ''],
      rows: [
        ['Both methods', '', '', ''],
        ['Debts', '−$18,000', 'Clears loans.', ''],
        ['Wide', '', '', ''],
        ['Total', '$18,000', '', 'Extra'],
      ],
    });
  });

  it('reads a table without a head row with no header', () => {
    expect(blocks('<table><tr><td>A</td><td>1</td></tr><tr><td>B</td></tr></table>')).toEqual([
      {
        type: 'table',
        caption: '',
        header: [],
        rows: [
          ['A', '1'],
          ['B', ''],
        ],
      },
    ]);
  });

  it('keeps the text of unknown elements and of loose text between blocks', () => {
    expect(
      blocks(
        '<section><header>Intro <b>bold</b></header><custom-box>Custom text</custom-box></section>Loose <i>end</i><hr>',
        { tone: 'small' },
      ),
    ).toEqual([
      {
        type: 'paragraph',
        runs: [{ text: 'Intro ' }, { text: 'bold', bold: true }],
        tone: 'small',
      },
      { type: 'paragraph', runs: [{ text: 'Custom text' }], tone: 'small' },
      {
        type: 'paragraph',
        runs: [{ text: 'Loose ' }, { text: 'end', italic: true }],
        tone: 'small',
      },
    ]);
  });

  it('drops what is never shown and leaves no empty block', () => {
    expect(
      blocks(
        '<script>alert(1)</script><style>p{}</style><p> </p><ul><li> </li></ul><div class="pc-grid"></div><table></table><h3></h3>',
      ),
    ).toEqual([]);
  });
});
