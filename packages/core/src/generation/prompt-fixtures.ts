// The prompt tests' shared inputs (Maria Rivera with an advisor and the default strategy, and the
// richest request the wizard can make of her) and helpers that find the client-data block and
// count occurrences.
import { expect } from 'vitest';

import { TEST_CLIENT } from '../test-client';
import { ZAdvisorInfo, ZClientFormData, ZSalesStrategy } from './client-form';
import { analyseNeeds, needsInputFromClient } from './needs-analysis';
import { FOCUS_AREAS } from './options';
import type { TPromptInput } from './prompt-input';
import { CLIENT_DATA_CLOSE, CLIENT_DATA_OPEN } from './system-prompt';

export function promptInput(
  client: Record<string, unknown> = {},
  extra: Partial<TPromptInput> = {},
): TPromptInput {
  const parsed = ZClientFormData.parse({
    ...TEST_CLIENT,
    ...client,
  });
  return {
    client: parsed,
    advisor: ZAdvisorInfo.parse({
      name: 'James Chen',
      company: 'Northstar Financial',
      phone: '416-555-0142',
      email: 'james@example.com',
    }),
    strategy: ZSalesStrategy.parse({}),
    analysis: analyseNeeds(needsInputFromClient(parsed)),
    ...extra,
  };
}

/**
 * The richest request: technical style, every focus area, every objection with the advisor's own,
 * a value proposition, notes from the advisor and the client, a chosen product from the advisor's
 * catalogue and three potential plans.
 */
export function richestPromptInput(client: Record<string, unknown> = {}): TPromptInput {
  const term = {
    id: 'p-term',
    insurer: 'Harbour Mutual',
    name: 'Harbour Term 20',
    kind: 'term',
    description: 'Level term cover for 20 years, renewable and convertible to permanent cover.',
    features: [
      'Level premiums for 20 years',
      'Convertible before age 65',
      'Terminal illness advance',
    ],
  };
  const whole = {
    id: 'p-whole',
    insurer: 'Harbour Mutual',
    name: 'Harbour Whole Life',
    kind: 'permanent',
    description: 'Lifelong cover with guaranteed cash values.',
    features: ['Premiums fixed for life', 'Cash value grows tax-deferred'],
  };
  return promptInput(
    {
      presentationStyle: 'technical',
      focusAreas: [...FOCUS_AREAS],
      goals: {
        protectFamily: true,
        buildSavings: true,
        other: true,
        otherText: 'Pay for university',
      },
      advisorNotes:
        'Maria wants the children to stay in their school. Her husband is self-employed.',
      clientNotes: 'We worry about the mortgage if something happens to me.',
      customInstructions: 'Keep the language warm and plain.',
      occupation: 'Nurse',
      location: 'Toronto, Ontario',
      homeOwnership: 'Owns with a mortgage',
      products: { insurer: 'Harbour Mutual', chosen: [term], pool: [term, whole] },
      potentialPlans: [
        {
          companyName: 'Northway Life',
          productName: 'Northway Term 25',
          priority: 'High',
          notes: 'Lower rate at this age',
        },
        { companyName: 'Beacon Life', productName: 'Beacon Level Term', priority: 'Medium' },
        { companyName: 'Beacon Life', productName: 'Beacon Whole Life', priority: 'Low' },
      ],
      needs: {
        mortgage: '420000',
        mortgageYearsLeft: '22',
        otherDebts: '18000',
        existingCoverGroup: '170000',
        savings: '25000',
        childrenAges: '5, 9',
        spouseIncome: '60000',
      },
      ...client,
    },
    {
      strategy: ZSalesStrategy.parse({
        salesApproach: 'challenger',
        closingStrategy: 'choice',
        objectionHandling: {
          costConcerns: true,
          trustIssues: true,
          needUncertainty: true,
          timing: true,
          other: true,
          otherText: 'Her husband must agree before she signs',
        },
        valueProposition: 'Twenty years of family advice, one advisor from start to claim.',
        competitiveAdvantages: 'Independent: compares several insurers for every client.',
        highlightUrgency: true,
      }),
      now: new Date('2025-03-01T00:00:00Z'),
    },
  );
}

export function blockBounds(user: string): [number, number] {
  const start = user.indexOf(CLIENT_DATA_OPEN);
  const end = user.indexOf(CLIENT_DATA_CLOSE);
  expect(start).toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  return [start, end];
}

export function occurrences(text: string, needle: string): number[] {
  const found: number[] = [];
  for (let i = text.indexOf(needle); i !== -1; i = text.indexOf(needle, i + 1)) found.push(i);
  return found;
}
