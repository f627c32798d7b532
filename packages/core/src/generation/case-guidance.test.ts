import { describe, expect, it } from 'vitest';

import { ADVICE_CLIENTS, type TAdviceClient } from '../advice-clients';
import { TEST_CLIENT } from '../test-client';
import { presentationCase } from './presentation-case';
import { buildPrompt } from './prompt-builder';
import { promptInput } from './prompt-fixtures';

/** The user message for one advice client, with fields of its record replaced. */
function userFor(key: TAdviceClient, fields: Record<string, unknown> = {}) {
  const input = promptInput({ ...ADVICE_CLIENTS[key], ...fields });
  return { input, user: buildPrompt(input).user };
}

const sectionLine = (user: string, id: string) =>
  user.split('\n').find((l) => l.includes(`id="${id}" - `)) ?? '';

describe('section guidance chosen by the case', () => {
  it('tells a covered client plainly that nothing new is needed, with no premiums or budget', () => {
    const { input, user } = userFor('youngFamily', {
      needs: { ...ADVICE_CLIENTS.youngFamily.needs, existingCoverIndividual: '5000000' },
    });
    expect(presentationCase(input.analysis, input.client).covered).toBe(true);
    expect(sectionLine(user, 'recommendation')).toMatch(/no new cover is needed now/);
    const costs = sectionLine(user, 'costs-and-benefits');
    expect(costs).toMatch(
      /No premiums and no charts: say plainly that current cover and savings meet the need/,
    );
    for (const id of [
      'recommended-monthly',
      'monthly-budget',
      'premium-vs-budget',
      'waiting-years',
    ])
      expect(user).not.toContain(id);
    expect(sectionLine(user, 'next-steps')).toMatch(/review the cover/);
  });

  it('asks for hedged tax and cash-value notes for an estate with a permanent plan', () => {
    const { input, user } = userFor('widowEstate');
    const c = presentationCase(input.analysis, input.client);
    expect([c.estate, c.permanent, c.taxNotes]).toEqual([true, true, true]);
    expect(sectionLine(user, 'costs-and-benefits')).toContain('Tax and cash-value notes, hedged');
    expect(sectionLine(user, 'recommendation')).toContain(
      'Say why cover for life suits what they leave behind.',
    );
    expect(sectionLine(userFor('youngFamily').user, 'costs-and-benefits')).toContain(
      'No tax or cash-value talk.',
    );
  });

  it('makes no family argument for a client nobody relies on', () => {
    const { user } = userFor('youngRenter');
    expect(sectionLine(user, 'where-you-are')).toContain(
      'Nobody relies on their income: no family or children arguments.',
    );
    expect(sectionLine(user, 'cover')).not.toMatch(/family/);
    expect(sectionLine(user, 'where-you-are')).not.toMatch(/figures dependents/);
    expect(sectionLine(userFor('youngFamily').user, 'where-you-are')).not.toContain(
      'Nobody relies',
    );
  });

  it('keeps every budget word and id out when no budget was given', () => {
    const { user } = userFor('highEarner');
    expect(sectionLine(user, 'costs-and-benefits')).toContain(
      'No budget given: no budget chart or words.',
    );
    expect(user).not.toMatch(/monthly-budget|premium-vs-budget|budget-share/);
    expect(user).toContain('- Budget: none given. Never mention a budget.');
  });

  it('says underwriting sets a rated client’s price, without health words unless the advisor chose them', () => {
    const { user } = userFor('smokerPoorHealth');
    expect(sectionLine(user, 'recommendation')).toContain(
      'Underwriting decides the final price: say so, never why (no health words).',
    );
    expect(sectionLine(user, 'next-steps')).toContain('A step for the underwriting questions.');
    const mentioned = userFor('smokerPoorHealth', { mentionHealth: true }).user;
    expect(sectionLine(mentioned, 'recommendation')).toContain('with care about health');
    expect(sectionLine(userFor('youngFamily').user, 'recommendation')).not.toContain(
      'Underwriting decides',
    );
  });

  it('leaves the second method to the technical table, restated nowhere', () => {
    const technical = buildPrompt(promptInput({ presentationStyle: 'technical' })).user;
    expect(sectionLine(technical, 'what-you-need')).toContain(
      'its table shows every part by both methods, so restate no part and no method total',
    );
    expect(technical).not.toMatch(/hlv-total|dime-total/);
    expect(sectionLine(technical, 'recommendation')).toContain(
      'one pc-plans card for the primary product',
    );
    for (const presentationStyle of ['professional', 'conversational', 'simplified']) {
      const user = buildPrompt(promptInput({ ...TEST_CLIENT, presentationStyle })).user;
      expect(sectionLine(user, 'what-you-need')).toContain('The lead method only.');
      expect(user).not.toMatch(/hlv-total|dime-total/);
    }
  });

  it('follows the strategy in the closing: choice cards, urgency, social proof', () => {
    const { user } = userFor('youngFamily');
    const plain = sectionLine(user, 'next-steps');
    expect(plain).toContain('No pressure.');
    expect(plain).toContain('One pc-proof line (general: no names, no numbers).');
  });
});
