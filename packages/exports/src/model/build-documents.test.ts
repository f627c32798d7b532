// exportModel on documents the built-in writer does not make alone: a brand kit applied, a page
// saved before documents (legacy sections), hidden sections.
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
  legacySections,
  type TDocumentBrand,
  type TPresentationDocument,
} from '@pitchcraft/core/document';
import { TEST_CLIENT } from '@pitchcraft/core/testing';

import { exportModel } from './build';
import { modelText } from './model-text';

const client = ZClientFormData.parse({ ...createClientFormDefaults(), ...TEST_CLIENT });
const analysis = analyseNeeds(needsInputFromClient(client));

function documentWith(brand?: TDocumentBrand): TPresentationDocument {
  return buildOfflineDocument({
    client,
    strategy: ZSalesStrategy.parse(createSalesStrategyDefaults()),
    advisor: {
      name: 'James Chen',
      company: 'Northstar Financial',
      phone: '(416) 555-0142',
      email: 'james@example.com',
      jurisdiction: 'CA',
    },
    analysis,
    now: new Date('2026-01-15T12:00:00Z'),
    ...(brand ? { brand } : {}),
  });
}

const BRAND: TDocumentBrand = {
  logo: `/brand-assets/${'a'.repeat(64)}.png`,
  headshot: null,
  colours: { primary: '#7A1F5C', secondary: '#3B0F2C', accent: '#F2A541' },
  disclaimer:
    'Northstar is a member of the\nFinancial Services Council.\n\nAsk us for our privacy notice.',
  licence: 'LIC-4410',
  contact: {
    phone: '  ',
    email: 'office@northstar.example',
    website: 'https://northstar.example/',
    address: '1 King Street West\nToronto, ON',
  },
};

describe('exportModel with a brand kit', () => {
  const logo = { data: new Uint8Array([137, 80, 78, 71]), format: 'png' as const };
  const model = exportModel(documentWith(BRAND), analysis, { logo });

  it("takes the brand's contact details over the account's, as the advisor card does", () => {
    expect(model.advisor).toEqual({
      name: 'James Chen',
      company: 'Northstar Financial',
      // A blank brand phone falls back to the advisor's own.
      phone: '(416) 555-0142',
      email: 'office@northstar.example',
      website: 'northstar.example',
      address: '1 King Street West, Toronto, ON',
      licence: 'LIC-4410',
    });
    const advisor = model.sections.find((s) => s.kind === 'advisor');
    expect(advisor?.blocks[0]).toEqual({
      type: 'cards',
      items: [
        {
          title: 'James Chen',
          lines: [
            'Northstar Financial',
            'Licence: LIC-4410',
            '(416) 555-0142',
            'office@northstar.example',
            'northstar.example',
            '1 King Street West, Toronto, ON',
          ],
        },
      ],
    });
  });

  it("uses the brand's colours and logo, and its licence in the footer", () => {
    expect(model.colours).toEqual(BRAND.colours);
    expect(model.logo).toBe(logo);
    expect(model.footer).toContain('Licence: LIC-4410');
    expect(JSON.stringify(model)).not.toContain('brand-assets');
  });

  it("ends the important information with the company's disclaimer, line by line", () => {
    const info = model.sections.find((s) => s.kind === 'important-information');
    expect(info?.blocks.slice(-4)).toEqual([
      { type: 'heading', text: 'Information from Northstar Financial' },
      { type: 'paragraph', runs: [{ text: 'Northstar is a member of the' }], tone: 'small' },
      { type: 'paragraph', runs: [{ text: 'Financial Services Council.' }], tone: 'small' },
      { type: 'paragraph', runs: [{ text: 'Ask us for our privacy notice.' }], tone: 'small' },
    ]);
  });
});

describe('exportModel with sections saved before documents', () => {
  const page = `<html><head><title>Rivera plan</title><style>p{}</style></head><body><main>
<section id="needs"><h2>Your Needs &amp; Plan</h2><p class="pc-lead custom">You need <strong>$1,250,000</strong> of cover.</p>
<canvas id="c"></canvas><script>draw()</script><section class="inner"><h3>Details</h3><p>Debts &amp; mortgage.</p></section></section>
<section id="close"><h2>Next</h2><ul><li>Call us</li></ul><table><tr><th>Plan</th><th>Monthly</th></tr><tr><td>Term</td><td>$48</td></tr></table></section>
</main></body></html>`;
  const document = { ...documentWith(), title: 'Rivera plan', sections: legacySections(page) };
  const model = exportModel(document, analysis, { logo: null });

  it('still yields their text, with no cover lines to take', () => {
    expect(model).toMatchObject({ title: 'Rivera plan', eyebrow: '', subtitle: '', meta: '' });
    expect(model.sections.map((s) => [s.kind, s.title])).toEqual([
      ['legacy', 'Your Needs & Plan'],
      ['legacy', 'Next'],
    ]);
    expect(model.sections[0]?.blocks).toEqual([
      {
        type: 'paragraph',
        runs: [{ text: 'You need ' }, { text: '$1,250,000', bold: true }, { text: ' of cover.' }],
        tone: 'lead',
      },
      { type: 'heading', text: 'Details' },
      { type: 'paragraph', runs: [{ text: 'Debts & mortgage.' }] },
    ]);
    expect(model.sections[1]?.blocks).toEqual([
      { type: 'list', ordered: false, items: [[{ text: 'Call us' }]] },
      { type: 'table', caption: '', header: ['Plan', 'Monthly'], rows: [['Term', '$48']] },
    ]);
    expect(modelText(model)).toContain('Your Needs & Plan\nYou need $1,250,000 of cover.\nDetails');
  });
});

describe('exportModel with hidden sections', () => {
  it('leaves out what the page does not show', () => {
    const shown = documentWith();
    const document = {
      ...shown,
      sections: shown.sections.map((s) => (s.kind === 'questions' ? { ...s, hidden: true } : s)),
    };
    const model = exportModel(document, analysis, { logo: null });
    const questions = shown.sections.find((s) => s.kind === 'questions');
    expect(questions).toBeDefined();
    expect(model.sections.map((s) => s.kind)).not.toContain('questions');
    expect(model.sections).toHaveLength(shown.sections.length - 1);
    expect(modelText(model)).not.toContain(questions?.title);
  });
});
