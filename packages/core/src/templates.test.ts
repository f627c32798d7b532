import { describe, expect, it } from 'vitest';

import type { TDocumentSection } from './document/schema';
import { ZClientFormData } from './generation/client-form';
import { placeBlocks, type TWritingPlan } from './generation/template-plan';
import { clientFormForRecord, renameClientInHtml } from './presentation-duplicate';
import { blockHtml, blockText } from './templates';
import { TEST_CLIENT } from './test-client';

const section = (id: string): TDocumentSection => ({
  id,
  kind: 'cover',
  title: id,
  html: '<p>x</p>',
  charts: [],
  hidden: false,
  source: 'built-in',
});
const block = (key: string) => ({
  key,
  id: `id-${key}`,
  title: key,
  html: '<p>b</p>',
  hash: 'a'.repeat(64),
});

describe('approved block words', () => {
  it('are escaped paragraphs that read back as typed', () => {
    const text = 'Harbor & Co. <b>not bold</b>\nline two\n\nSecond "paragraph"';
    const html = blockHtml(text);
    expect(html).toBe(
      '<p>Harbor &amp; Co. &lt;b&gt;not bold&lt;/b&gt;<br>line two</p><p>Second &quot;paragraph&quot;</p>',
    );
    expect(blockText(html)).toBe(text);
  });
});

describe('placeBlocks', () => {
  const plan: TWritingPlan = {
    templateId: 't',
    sections: [
      { type: 'cover', instructions: '', blockKeys: [] },
      { type: 'advisor', instructions: '', blockKeys: ['b1'] },
    ],
    blocks: [block('b1'), block('b2')],
  };
  it('puts locked blocks after their section and requested ones where asked, each once', () => {
    const placed = placeBlocks([section('cover'), section('advisor')], plan, [
      { key: 'b2', after: 'cover' },
      { key: 'b1', after: 'cover' },
      { key: 'b7', after: 'cover' },
    ]);
    expect(placed.map((s) => s.id)).toEqual(['cover', 'approved-b2', 'advisor', 'approved-b1']);
    expect(placed[3]?.block?.locked).toBe(true);
    expect(placed[1]?.block?.locked).toBe(false);
  });
  it('changes nothing without a plan', () => {
    const sections = [section('cover')];
    expect(placeBlocks(sections, null, [{ key: 'b1', after: null }])).toEqual(sections);
  });
});

describe('duplicating for another client', () => {
  const base = ZClientFormData.parse({ ...TEST_CLIENT, presentationStyle: 'technical' });
  it('takes the facts from the record and keeps the settings', () => {
    const form = clientFormForRecord(base, {
      fullName: 'James Okafor',
      email: 'james@example.com',
      phone: null,
      industryData: {
        age: 35,
        gender: 'Male',
        income: 120000,
        maritalStatus: 'Single',
        mortgage: 250000,
      },
    });
    expect(form).toMatchObject({
      clientName: 'James Okafor',
      age: '35',
      annualIncome: '120000',
      presentationStyle: 'technical',
      budgetGiven: false,
    });
    expect(form?.needs.mortgage).toBe('250000');
  });
  it('refuses a record without the facts the figures need', () => {
    expect(
      clientFormForRecord(base, {
        fullName: 'X',
        email: 'x@example.com',
        phone: '',
        industryData: {},
      }),
    ).toBeNull();
  });
  it('renames the client in text, never inside tags', () => {
    expect(
      renameClientInHtml(
        '<p data-x="Maria">Maria Rivera and the Rivera family; Mariana stays.</p>',
        'Maria Rivera',
        'James Okafor',
      ),
    ).toBe('<p data-x="Maria">James Okafor and the Okafor family; Mariana stays.</p>');
  });
});
