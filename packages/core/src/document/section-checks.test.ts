// The slip corpus: every way a writer may type an amount (digits, words, scales, currency codes,
// percentages, the French forms) is caught, and sentences that hold numbers but no money are not.
import { describe, expect, it } from 'vitest';

import { sanitiseFragment } from './sanitise';
import {
  reaskInstruction,
  removeAmountSentences,
  sectionProblems,
  typedAmounts,
  unknownPlaceholders,
} from './section-checks';
import { plainText } from './section-stream';

/** Each slip, and the amount the check reports for it. */
const SLIPS: readonly (readonly [string, string])[] = [
  ['The cover costs $1,200 a year.', '$1,200 a year'],
  ['It is only $ 5 more.', '$ 5'],
  ['Your family needs $1.8M in all.', '$1.8M'],
  ['That is less than $3 a day.', '$3 a day'],
  ['About $48/month keeps it in force.', '$48/month'],
  ['The premium is CAD 73 each month.', 'CAD 73'],
  ['The premium is 73 CAD each month.', '73 CAD'],
  ['A fee of USD 5 applies.', 'USD 5'],
  ['It costs 5 dollars more.', '5 dollars'],
  ['Your need is 1.8 million.', '1.8 million'],
  ['A policy of 250k would do.', '250k'],
  ['Cover of 2.5 millions is advised.', '2.5 millions'],
  ['We suggest C$500,000 of cover.', 'C$500,000'],
  ['Your need is one point eight million dollars.', 'one point eight million dollars'],
  ['Set aside two hundred dollars.', 'two hundred dollars'],
  ['Fifty thousand would clear the debts.', 'Fifty thousand'],
  ['It covers a million dollars of debt.', 'million dollars'],
  ['Premiums rise 5% a year.', '5%'],
  ['Premiums rise 5 % a year.', '5 %'],
  ['Premiums rise five percent a year.', 'five percent'],
  ['Premiums rise 5 per cent a year.', '5 per cent'],
  ['Premiums rise twenty-five per cent later.', 'twenty-five per cent'],
  // The French forms the product also writes.
  ['Votre besoin est de 1,8 million.', '1,8 million'],
  ['Votre besoin total est de 1 883 000 $.', '1 883 000 $'],
  ['La prime est de 73 $/mois.', '73 $/mois'],
  ['Prévoyez deux cents dollars.', 'deux cents dollars'],
  ['La prime augmente de cinq pour cent.', 'cinq pour cent'],
  ['La prime augmente de 5 %.', '5 %'],
  ['Il faudrait un million de dollars.', 'un million de dollars'],
  ['Un capital de deux millions suffirait.', 'deux millions'],
];

/** Sentences with numbers in them that are not money. */
const NOT_MONEY: readonly string[] = [
  'Aged 38, you are in good health.',
  'A term of 20 years covers the mortgage.',
  'The mortgage ends in 2031.',
  'You have 3 children and two options to weigh.',
  'This is the 1st of three steps.',
  'Call before 9:30 on Monday.',
  'Section 2 explains the plan.',
  'Support is there 24/7.',
  'One in three families has no cover.',
  'Your 401k and group plan count too.',
  'Thousands of families choose term cover.',
  'Vous avez trois enfants et deux options.',
  'Un conseiller vous rappelle dans 2 jours.',
  'Millions of people rely on life insurance.',
  'Every dollar of your budget goes further with term.',
  'Review the plan every 5 years, or at 65.',
];

describe('typedAmounts (the slip corpus)', () => {
  it.each(SLIPS.map(([text, amount]) => [text, amount]))('catches %s', (text, amount) => {
    expect(typedAmounts(text)).toEqual([amount]);
  });

  it.each(NOT_MONEY.map((text) => [text]))('lets %s pass', (text) => {
    expect(typedAmounts(text)).toEqual([]);
  });

  it('finds every amount of a sentence, in order', () => {
    expect(typedAmounts('From $1,200 to 5%, or 250k.')).toEqual(['$1,200', '5%', '250k']);
  });

  it('lets a rate basis placeholder pass where a typed one is caught', () => {
    const placed = sanitiseFragment(
      '<p>The rate per <span data-figure="rate-basis"></span> of cover is fixed.</p>',
    );
    expect(sectionProblems(placed, plainText(placed), 'Costs')).toEqual([]);
    expect(typedAmounts('The rate per $1,000 of cover is fixed.')).toEqual(['$1,000']);
  });
});

describe('unknownPlaceholders', () => {
  it('names each placeholder whose id we do not know, in any quoting or case', () => {
    const raw =
      '<p>Your premium is <span data-figure="monthly-premium"></span> a month, <span data-figure=gap></span>.</p>' +
      '<figure data-chart=\'pie\'></figure><div DATA-BLOCK="Needs-Table"></div><span data-icon></span>';
    expect(unknownPlaceholders(raw)).toEqual([
      { kind: 'unknown-placeholder', text: 'monthly-premium', attribute: 'data-figure' },
      { kind: 'unknown-placeholder', text: 'pie', attribute: 'data-chart' },
      { kind: 'unknown-placeholder', text: '', attribute: 'data-icon' },
    ]);
  });

  it('is never silently removed: the sanitiser drops it, the check still sees it', () => {
    const raw = '<p>Your premium is <span data-figure="monthly-premium"></span> a month.</p>';
    const html = sanitiseFragment(raw);
    expect(plainText(html)).toBe('Your premium is a month.');
    expect(sectionProblems(raw, plainText(html), 'Costs')).toEqual([
      { kind: 'unknown-placeholder', text: 'monthly-premium', attribute: 'data-figure' },
    ]);
  });

  it('lets known ids pass, with the classes a writer adds', () => {
    expect(
      unknownPlaceholders(
        '<span class="pc-icon" data-icon="check"></span><span data-figure="total-need"></span>',
      ),
    ).toEqual([]);
  });
});

describe('removeAmountSentences', () => {
  const lead = '<p>Here is how the plan fits your budget and your family.</p>';

  it('removes the one sentence of a paragraph that types an amount', () => {
    const html = `${lead}<p>The plan fits your budget. That is less than $3 a day. It can grow with you.</p>`;
    expect(removeAmountSentences(html, 20)).toEqual({
      html: `${lead}<p>The plan fits your budget. It can grow with you.</p>`,
      removed: ['less than $3 a day'],
    });
  });

  it('removes a list item that is all amount when the list keeps others', () => {
    const html = `${lead}<ul><li>Cover that lasts twenty years</li><li>Only $48 a month</li><li>No medical exam needed</li></ul>`;
    expect(removeAmountSentences(html, 20)).toEqual({
      html: `${lead}<ul><li>Cover that lasts twenty years</li><li>No medical exam needed</li></ul>`,
      removed: ['Only $48 a month'],
    });
  });

  it('keeps sentences whose markup spans a sentence end together', () => {
    const html = `${lead}<p><strong>Good news. It is $5.</strong> The rest of this paragraph stays as it was.</p>`;
    expect(removeAmountSentences(html, 20)?.html).toBe(
      `${lead}<p>The rest of this paragraph stays as it was.</p>`,
    );
  });

  it.each([
    [
      'the lead paragraph',
      '<p>Your cover costs $48 a month. It fits.</p><p>More text to read here.</p>',
    ],
    ['a heading', `${lead}<h3>Only $48</h3><p>More text to read here.</p>`],
    ['a table cell', `${lead}<table><tr><td>$48</td></tr></table>`],
    ['a paragraph with nothing else', `${lead}<p>It costs $48 a month.</p><p>More text here.</p>`],
    ['the only item of a list', `${lead}<ul><li>Only $48 a month</li></ul>`],
    [
      'so many that the section is gutted',
      `${lead}<p>A is $1. B is $2. Fine.</p><p>C is $3. D is $4. Fine.</p>`,
    ],
  ])('cannot mend an amount in %s', (_, html) => {
    expect(removeAmountSentences(html, 20)).toBeNull();
  });
});

describe('reaskInstruction', () => {
  it('names each amount and each unknown id, with ids to use instead', () => {
    const text = reaskInstruction([
      { kind: 'typed-amount', text: '$1.8 million' },
      { kind: 'typed-amount', text: '5%' },
      { kind: 'unknown-placeholder', text: 'monthly-premium', attribute: 'data-figure' },
    ]);
    expect(text).toContain('You typed these amounts: "$1.8 million", "5%".');
    expect(text).toContain('This placeholder id does not exist: data-figure="monthly-premium"');
    expect(text).toMatch(/use one of: [a-z-]*monthly/);
    expect(text.length).toBeLessThanOrEqual(500);
  });

  it('names one amount in the singular', () => {
    expect(reaskInstruction([{ kind: 'typed-amount', text: '$5' }])).toContain(
      'You typed this amount: "$5".',
    );
  });
});
