// Tables on a phone: a table of more than three columns gets each body cell labelled with its
// column's header, table roles and the card class; narrower tables are left exactly as they were.
import { describe, expect, it } from 'vitest';

import { CARD_TABLE_CLASS, labelTables } from './table-labels';

const WIDE = `<table class="pc-table"><thead><tr><th scope="col">Plan</th><th scope="col">Cover</th><th scope="col">Term</th><th scope="col">Monthly</th></tr></thead><tbody><tr><td>Term 20</td><td>$500,000</td><td>20 years</td><td>$45</td></tr></tbody><tfoot><tr><th scope="row">Total</th><td>$500,000</td><td></td><td>$45</td></tr></tfoot></table>`;

const cellsOf = (html: string) => [...html.matchAll(/<(td|th)\b[^>]*>/g)].map((m) => m[0]);

describe('labelTables', () => {
  it('labels each body cell of a four-column table from its header, with table roles', () => {
    const html = labelTables(WIDE);
    expect(html).toContain(`<table class="pc-table ${CARD_TABLE_CLASS}" role="table">`);
    expect(html).toContain(
      '<thead role="rowgroup"><tr role="row"><th scope="col" role="columnheader">Plan</th>',
    );
    expect(html).toContain(
      '<tr role="row"><td role="cell" data-label="Plan">Term 20</td><td role="cell" data-label="Cover">$500,000</td><td role="cell" data-label="Term">20 years</td><td role="cell" data-label="Monthly">$45</td></tr>',
    );
    expect(html).toContain('<th scope="row" role="rowheader" data-label="Plan">Total</th>');
    // Header cells carry no label of their own; the text is unchanged.
    expect(
      cellsOf(html)
        .filter((c) => c.includes('columnheader'))
        .join(''),
    ).not.toContain('data-label');
    expect(html.replace(/ role="[^"]*"| data-label="[^"]*"| pc-table-cards/g, '')).toBe(WIDE);
  });

  it('leaves a table of three columns untouched', () => {
    const narrow =
      '<p>Before</p><table><thead><tr><th>Plan</th><th>Cover</th><th>Monthly</th></tr></thead><tbody><tr><td>Term</td><td>$1</td><td>$2</td></tr></tbody></table>';
    expect(labelTables(narrow)).toBe(narrow);
    expect(labelTables('<p>No table at all</p>')).toBe('<p>No table at all</p>');
  });

  it('reads the header from a first row of header cells when there is no thead', () => {
    const html = labelTables(
      '<table><tr><th>A</th><th>B</th><th>C</th><th>D</th></tr><tr><td>1</td><td>2</td><td>3</td><td>4</td></tr></table>',
    );
    expect(html).toContain(`<table class="${CARD_TABLE_CLASS}" role="table">`);
    expect(html).toContain('<th role="columnheader">A</th>');
    expect(html).toContain('<td role="cell" data-label="D">4</td>');
  });

  it('makes cards without labels when no row names the columns', () => {
    const html = labelTables(
      '<table><tbody><tr><td>1</td><td>2</td><td>3</td><td>4</td></tr><tr><td>5</td><td>6</td><td>7</td><td>8</td></tr></tbody></table>',
    );
    expect(html).toContain(CARD_TABLE_CLASS);
    expect(html).not.toContain('data-label');
    expect(cellsOf(html)).toHaveLength(8);
    expect(cellsOf(html).every((c) => c === '<td role="cell">')).toBe(true);
  });

  it('escapes labels, keeps their entities and drops markup, icons and badges', () => {
    const html = labelTables(
      '<table><thead><tr><th>Name</th><th>Cover "A" &amp; <strong>B</strong></th><th>Smoker &times; class</th><th>Fish & chips > all <span class="pc-badge pc-badge-primary">Lead</span><svg aria-hidden="true"><path d="M0 0"></path></svg></th></tr></thead><tbody><tr><td>x</td><td>1</td><td>2</td><td>3</td></tr></tbody></table>',
    );
    expect(html).toContain('data-label="Cover &quot;A&quot; &amp; B"');
    expect(html).toContain('data-label="Smoker &times; class"');
    expect(html).toContain('data-label="Fish &amp; chips &gt; all"');
  });

  it('follows column spans and labels nested tables on their own', () => {
    const html = labelTables(
      '<table><thead><tr><th>Name</th><th colspan="2">Cover</th><th>Monthly</th></tr></thead><tbody><tr><td>x</td><td>1</td><td>2</td><td><table><tr><th>a</th><th>b</th></tr><tr><td>c</td><td>d</td></tr></table></td></tr></tbody></table>',
    );
    expect(html).toContain(
      '<td role="cell" data-label="Cover">1</td><td role="cell" data-label="Cover">2</td>',
    );
    expect(html).toContain('<td role="cell" data-label="Monthly"><table><tr><th>a</th>');
    expect(html).toContain('<td>c</td>');
  });

  it('is stable: a labelled table is left as it is', () => {
    const once = labelTables(WIDE);
    expect(labelTables(once)).toBe(once);
  });
});
