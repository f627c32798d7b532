import { describe, expect, it } from 'vitest';

import { CONTRASTING_CLIENTS, TEST_CLIENT } from '../test-client';
import { ZAdvisorInfo, ZClientFormData, ZSalesStrategy } from './client-form';
import {
  findMoneyAmounts,
  knownAmountsFromClient,
  REMOVED_AMOUNT_MARKER as R,
  scrubClientNotes,
  scrubNoteAmounts,
  type TKnownAmounts,
} from './facts-notes';
import { analyseNeeds, needsInputFromClient } from './needs-analysis';
import { buildPrompt, CLIENT_DATA_CLOSE, CLIENT_DATA_OPEN } from './prompt-builder';

const NOTE = '$380k mortgage, $22k car loan, $280k group life';
const NONE: TKnownAmounts = {
  mortgage: null,
  debts: null,
  cover: null,
  income: null,
  spouseIncome: null,
  savings: null,
};

function known(values: Partial<Record<keyof TKnownAmounts, number[]>>): TKnownAmounts {
  return { ...NONE, ...values };
}

describe('findMoneyAmounts', () => {
  it.each([
    ['$380k', 380_000],
    ['$380,000', 380_000],
    ['$1.2m', 1_200_000],
    ['US$1.2 million', 1_200_000],
    ['22k', 22_000],
    ['1.5 million', 1_500_000],
    ['45000 dollars', 45_000],
    ['280,000', 280_000],
    ['140000', 140_000],
    ['$500', 500],
  ])('reads %s as %d', (written, value) => {
    expect(findMoneyAmounts(`about ${written} in all`)).toEqual([
      { start: 6, end: 6 + written.length, written, value },
    ]);
  });

  it('leaves out numbers that are not money', () => {
    expect(
      findMoneyAmounts(
        '3 children aged 4, 7 and 11; renews in 2031; 10% down; a 401k plan; call 416-555-0142; 20 years',
      ),
    ).toEqual([]);
  });
});

describe('scrubNoteAmounts (the issue’s note)', () => {
  it('keeps amounts that equal the structured facts', () => {
    expect(
      scrubNoteAmounts(NOTE, known({ mortgage: [380_000], debts: [22_000], cover: [280_000] })),
    ).toEqual({ text: NOTE, removed: [] });
  });

  it('removes every amount when the structured facts have none (the structured fields are the only source)', () => {
    const { text, removed } = scrubNoteAmounts(NOTE, NONE);
    expect(text).toBe(`${R} mortgage, ${R} car loan, ${R} group life`);
    expect(removed).toEqual([
      { topic: 'mortgage', written: '$380k', known: false },
      { topic: 'debts', written: '$22k', known: false },
      { topic: 'cover', written: '$280k', known: false },
    ]);
  });

  it('removes only the amounts that differ from the structured facts', () => {
    const { text, removed } = scrubNoteAmounts(
      NOTE,
      known({ mortgage: [350_000], debts: [22_000], cover: [250_000] }),
    );
    expect(text).toBe(`${R} mortgage, $22k car loan, ${R} group life`);
    expect(removed).toEqual([
      { topic: 'mortgage', written: '$380k', known: true },
      { topic: 'cover', written: '$280k', known: true },
    ]);
  });

  it('finds the keyword before or after the amount, one clause at a time', () => {
    const note =
      'Mortgage of $380,000 renewing in 2031. Income $150k and savings of 30k; owes 12,500 on a credit card.';
    const { text, removed } = scrubNoteAmounts(
      note,
      known({ mortgage: [380_000], income: [140_000], savings: [30_000] }),
    );
    expect(text).toBe(
      `Mortgage of $380,000 renewing in 2031. Income ${R} and savings of 30k; owes ${R} on a credit card.`,
    );
    expect(removed.map((r) => [r.topic, r.known])).toEqual([
      ['income', true],
      ['debts', false],
    ]);
  });

  it("tells the spouse's income from the client's", () => {
    const { removed } = scrubNoteAmounts(
      'Her husband earns $60k. She makes $140,000.',
      known({ income: [140_000] }),
    );
    expect(removed).toEqual([{ topic: 'spouseIncome', written: '$60k', known: false }]);
  });

  it('leaves amounts with no keyword alone and checks the others', () => {
    const note = 'Would like to keep it around $200 a month. Has a $50k paid-up policy.';
    expect(scrubNoteAmounts(note, known({ cover: [50_000] })).text).toBe(note);
    expect(scrubNoteAmounts(note, NONE).text).toBe(
      `Would like to keep it around $200 a month. Has a ${R} paid-up policy.`,
    );
  });
});

describe('knownAmountsFromClient', () => {
  it('reads the structured facts, with null for what was not given', () => {
    const client = ZClientFormData.parse({
      ...TEST_CLIENT,
      ...CONTRASTING_CLIENTS.familyWithMortgage,
    });
    expect(knownAmountsFromClient(client)).toEqual({
      mortgage: [380_000],
      debts: [22_000],
      cover: [280_000],
      income: [140_000],
      spouseIncome: null,
      savings: null,
    });
  });

  it('accepts either cover or both together', () => {
    const client = ZClientFormData.parse({
      ...TEST_CLIENT,
      needs: { existingCoverIndividual: '50000', existingCoverGroup: '100000', mortgage: '0' },
    });
    expect(knownAmountsFromClient(client)).toMatchObject({
      cover: [50_000, 100_000, 150_000],
      mortgage: [0],
    });
  });
});

describe('scrubClientNotes', () => {
  const client = ZClientFormData.parse({
    ...TEST_CLIENT,
    ...CONTRASTING_CLIENTS.familyWithMortgage,
    advisorNotes: '$400k mortgage, $22k car loan, $280k group life',
    clientNotes: 'We have $45k in savings and my wife earns $60k',
    goals: { protectFamily: true, other: true, otherText: 'Pay off the $400k mortgage' },
    potentialPlans: [{ companyName: 'RBC', productName: 'Term', notes: 'Savings of $10k' }],
  });

  it('scrubs every note of the record and keeps the rest', () => {
    const { client: out } = scrubClientNotes(client);
    expect(out.advisorNotes).toBe(`${R} mortgage, $22k car loan, $280k group life`);
    expect(out.clientNotes).toBe(`We have ${R} in savings and my wife earns ${R}`);
    expect(out.goals.otherText).toBe(`Pay off the ${R} mortgage`);
    expect(out.potentialPlans[0]?.notes).toBe(`Savings of ${R}`);
    expect({
      ...out,
      advisorNotes: '',
      clientNotes: '',
      goals: null,
      potentialPlans: null,
    }).toEqual({
      ...client,
      advisorNotes: '',
      clientNotes: '',
      goals: null,
      potentialPlans: null,
    });
  });

  it('says once that the analysis wins, and once per topic the analysis does not have', () => {
    const { lines } = scrubClientNotes(client);
    expect(lines).toEqual([
      `Amounts in the notes that differ from the needs analysis were replaced by "${R}": the analysis's figures win.`,
      "The notes mentioned an amount for the spouse's income that is not in the needs analysis: it was removed; do not state, estimate or imply it.",
      'The notes mentioned an amount for savings that is not in the needs analysis: it was removed; do not state, estimate or imply it.',
    ]);
  });

  it('says nothing when the notes agree with the facts', () => {
    const agreeing = {
      ...client,
      advisorNotes: '$380k mortgage',
      clientNotes: '',
      goals: { ...client.goals, otherText: '' },
      potentialPlans: [],
    };
    expect(scrubClientNotes(agreeing)).toEqual({ client: agreeing, lines: [] });
  });
});

describe('notes in the prompt', () => {
  const prompt = (fields: Record<string, unknown>) => {
    const client = ZClientFormData.parse({ ...TEST_CLIENT, ...fields });
    return buildPrompt({
      client,
      advisor: ZAdvisorInfo.parse({}),
      strategy: ZSalesStrategy.parse({}),
      analysis: analyseNeeds(needsInputFromClient(client)),
    }).user;
  };

  it('drops the figures the structured facts do not have and says so beside the analysis', () => {
    const user = prompt({
      advisorNotes: NOTE,
      clientNotes: 'I think we need $2 million of coverage',
    });
    expect(user).not.toMatch(/\$380k|\$22k|\$280k|\$2 million/);
    expect(user).toContain(`Advisor notes: ${R} mortgage, ${R} car loan, ${R} group life`);
    const analysis = user.slice(user.indexOf('## Facts'), user.indexOf('## Client data'));
    for (const what of ['the mortgage', 'debts or loans', 'life cover']) {
      expect(analysis).toContain(
        `The notes mentioned an amount for ${what} that is not in the needs analysis: it was removed; do not state, estimate or imply it.`,
      );
    }
  });

  it('names an amount that agrees with the facts by its figure, never as typed', () => {
    const user = prompt({
      ...CONTRASTING_CLIENTS.familyWithMortgage,
      advisorNotes: 'Their $380k mortgage worries them; a bonus of 12% is likely.',
    });
    expect(user).toContain(
      'Advisor notes: Their {mortgage} mortgage worries them; a bonus of [rate] is likely.',
    );
    expect(user).not.toMatch(/\$380k|12%/);
  });

  it("carries the client's own notes inside the client-data block only", () => {
    const user = prompt({
      ...CONTRASTING_CLIENTS.familyWithMortgage,
      clientNotes: 'Worried about the $380k mortgage',
    });
    const open = user.indexOf(CLIENT_DATA_OPEN);
    expect(user.indexOf('Worried about the $380k mortgage')).toBeGreaterThan(open);
    expect(
      JSON.parse(user.slice(open + CLIENT_DATA_OPEN.length, user.indexOf(CLIENT_DATA_CLOSE))),
    ).toMatchObject({
      clientNotes: 'Worried about the $380k mortgage',
    });
  });
});
