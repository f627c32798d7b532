// The built-in writer builds on the advisor's own products, as the input carries them: their names,
// insurers and features appear, the sample catalogue's do not, and each product's kind decides how
// the needs analysis prices it.
import { describe, expect, it } from 'vitest';

import { renderPresentation } from '../document/render';
import { SAMPLE_PRODUCTS } from '../generation/sample-catalogue';
import { buildOfflineDocument, documentShell } from './document';
import { offlineInput, plainText, section } from './test-input';

const TERM = {
  id: 'own-term',
  insurer: 'Harbour Mutual',
  name: 'Harbour Term 20',
  kind: 'term',
  description: 'Twenty-year term cover with level premiums.',
  features: [
    'Level premiums for 20 years',
    'Convertible before age 65',
    'Waiver of premium rider',
    'Child rider available',
  ],
};
const WHOLE = {
  id: 'own-whole',
  insurer: 'Harbour Mutual',
  name: 'Harbour Whole Life',
  kind: 'permanent',
  features: ['Guaranteed cash values'],
};
const CARE = {
  id: 'own-care',
  insurer: 'Northway Life',
  name: 'Northway Critical Care',
  kind: 'health',
  description: 'Critical illness cover.',
};

const written = (products: Record<string, unknown>, client: Record<string, unknown> = {}) => {
  const input = offlineInput({ ...client, products });
  const document = buildOfflineDocument(input);
  return {
    input,
    document,
    text: document.sections.map((s) => `${s.title}\n${plainText(s.html)}`).join('\n'),
  };
};

describe("the built-in writer and the advisor's products", () => {
  it('recommends the chosen product with its insurer and features, and names no sample product', () => {
    const { document, text } = written({
      insurer: 'Harbour Mutual',
      chosen: [TERM],
      pool: [TERM, WHOLE, CARE],
    });
    const rec = section(document, 'recommendation').html;
    expect(/pc-plan-primary[\s\S]*?<h3>([^<]+)</.exec(rec)?.[1]).toBe('Harbour Term 20');
    expect(rec).toContain('Harbour Mutual · Term life');
    expect(rec).toContain('<li>Convertible before age 65</li>');
    // "Twenty-year term cover with level premiums" is the card's line: no feature repeats it.
    expect(rec).not.toContain('<li>Level premiums for 20 years</li>');
    // The comparison takes the other kind of life cover from the advisor's catalogue.
    expect(rec).toContain('<h3>Harbour Whole Life</h3>');
    for (const sample of SAMPLE_PRODUCTS) {
      expect(text).not.toContain(sample.name);
      expect(text).not.toContain(sample.insurer);
    }
  });

  it("recommends from the advisor's catalogue when nothing was chosen", () => {
    const { document } = written(
      { pool: [CARE, WHOLE, TERM] },
      { insuranceType: 'Term Life Insurance' },
    );
    expect(
      /pc-plan-primary[\s\S]*?<h3>([^<]+)</.exec(section(document, 'recommendation').html)?.[1],
    ).toBe('Harbour Term 20');
  });

  it('prices each plan by its kind: term and permanent with their estimates, health confirmed by the advisor', () => {
    expect(documentShell(offlineInput({ products: { chosen: [TERM] } })).primaryPlanKind).toBe(
      'term',
    );
    expect(documentShell(offlineInput({ products: { chosen: [WHOLE] } })).primaryPlanKind).toBe(
      'permanent',
    );
    // A product named like term cover but kept as permanent by the advisor is priced as permanent.
    expect(
      documentShell(
        offlineInput({ products: { chosen: [{ ...WHOLE, name: 'Term-to-100 Whole Life' }] } }),
      ).primaryPlanKind,
    ).toBe('permanent');
    expect(
      documentShell(offlineInput({ products: { chosen: [CARE] } })).primaryPlanKind,
    ).toBeNull();
    const care = section(written({ chosen: [CARE] }).document, 'recommendation').html;
    expect(care).toContain('Cost confirmed by your advisor');
    // A permanent product makes the analysis's plan permanent: its premium is the plan's, stated
    // once in the costs (the plan table above the cards shows it too).
    const whole = written({ chosen: [WHOLE] }).document;
    expect(section(whole, 'costs-and-benefits').html).toContain(
      '<span data-figure="recommended-monthly"></span>',
    );
    expect(
      /pc-plan-primary[\s\S]*?<\/article>/.exec(section(whole, 'recommendation').html)?.[0],
    ).not.toContain('pc-plan-price');
  });

  it('keeps typed amounts and percentages out of what the advisor wrote', () => {
    const priced = {
      ...TERM,
      description: 'Only $25 a month. Level premiums.',
      features: ['Save 15% on premiums', 'Convertible'],
    };
    const { document } = written({ chosen: [priced] });
    const rec = section(document, 'recommendation').html;
    expect(rec).not.toMatch(/\$25|15%/);
    expect(rec).toContain('Level premiums.');
    const html = renderPresentation(document, offlineInput().analysis);
    expect(html).toContain('Harbour Term 20');
  });

  it('still writes an old input that named a built-in product, from the sample catalogue', () => {
    const input = offlineInput({ companyId: 'equitable', productId: 'equilife-whole-life' });
    expect(input.client.products).toBeNull();
    const rec = section(buildOfflineDocument(input), 'recommendation').html;
    expect(rec).toContain('<h3>Equilife Whole Life</h3>');
  });
});
