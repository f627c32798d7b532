import { describe, expect, it } from 'vitest';

import { TEST_CLIENT } from '../test-client';
import { ZAdvisorInfo, ZClientFormData, ZSalesStrategy } from './client-form';
import {
  analysisForPrompt,
  CONTACT_REMOVED_MARKER as C,
  mentionsHealth,
  notesWithoutContactDetails,
  scrubContactDetails,
} from './facts-privacy';
import { analyseNeeds, needsInputFromClient } from './needs-analysis';
import {
  buildPrompt,
  CLIENT_DATA_CLOSE,
  CLIENT_DATA_OPEN,
  type TPromptInput,
} from './prompt-builder';

const PRIVATE = {
  email: 'maria.rivera@example.com',
  phone: '416-555-0199',
  smoker: 'Smoker',
  healthStatus: 'Fair',
  healthConditions: 'Type 2 diabetes, managed with medication',
} as const;

function promptInput(client: Record<string, unknown> = {}): TPromptInput {
  const parsed = ZClientFormData.parse({ ...TEST_CLIENT, ...PRIVATE, ...client });
  return {
    client: parsed,
    advisor: ZAdvisorInfo.parse({
      name: 'James Chen',
      phone: '416-555-0142',
      email: 'james@example.com',
    }),
    strategy: ZSalesStrategy.parse({}),
    analysis: analyseNeeds(needsInputFromClient(parsed)),
  };
}

function clientData(user: string): Record<string, unknown> {
  return JSON.parse(
    user.slice(
      user.indexOf(CLIENT_DATA_OPEN) + CLIENT_DATA_OPEN.length,
      user.indexOf(CLIENT_DATA_CLOSE),
    ),
  ) as Record<string, unknown>;
}

describe('contact details', () => {
  it('never reach the model unless the advisor chose to show them', () => {
    const { user } = buildPrompt(
      promptInput({ advisorNotes: `Reach her on ${PRIVATE.phone} or ${PRIVATE.email}` }),
    );
    expect(user).not.toContain(PRIVATE.email);
    expect(user).not.toContain(PRIVATE.phone);
    expect(clientData(user)).not.toHaveProperty('email');
    expect(clientData(user)).not.toHaveProperty('phone');
    expect(user).toContain(`Advisor notes: Reach her on ${C} or ${C}`);
    expect(user).toContain(
      "Contact details: never show the client's e-mail or phone (not given to you).",
    );
    // The advisor's own contact details are the advisor card's, not the client's.
    expect(user).toContain('Phone: 416-555-0142');
  });

  it('reach the model when the advisor ticked "show contact details"', () => {
    const { user } = buildPrompt(
      promptInput({ showContactDetails: true, advisorNotes: `Reach her on ${PRIVATE.phone}` }),
    );
    expect(clientData(user)).toMatchObject({ email: PRIVATE.email, phone: PRIVATE.phone });
    expect(user).toContain(`Advisor notes: Reach her on ${PRIVATE.phone}`);
    expect(user).toContain(
      "Contact details: the advisor chose to show the client's e-mail and phone; they are in the client data.",
    );
  });

  it('are found in free text', () => {
    expect(
      scrubContactDetails(
        'Call (416) 555-0199, +1 416 555 0199 or 4165550199; mail a.b+c@mail.example.ca.',
      ),
    ).toBe(`Call ${C}, ${C} or ${C}; mail ${C}.`);
    expect(scrubContactDetails('$380,000 mortgage, 3 children, 2031, $1,000,000 of cover')).toBe(
      '$380,000 mortgage, 3 children, 2031, $1,000,000 of cover',
    );
  });

  it('are removed from every note of the record', () => {
    const client = ZClientFormData.parse({
      ...TEST_CLIENT,
      clientNotes: `me: ${PRIVATE.email}`,
      goals: { other: true, otherText: `text ${PRIVATE.phone}` },
      potentialPlans: [{ companyName: 'A', productName: 'B', notes: PRIVATE.email }],
    });
    const out = notesWithoutContactDetails(client);
    expect([out.clientNotes, out.goals.otherText, out.potentialPlans[0]?.notes]).toEqual([
      `me: ${C}`,
      `text ${C}`,
      C,
    ]);
    expect(notesWithoutContactDetails({ ...client, showContactDetails: true })).toEqual({
      ...client,
      showContactDetails: true,
    });
  });
});

describe('health', () => {
  it('never reaches the model unless the advisor chose to mention it, while the premiums still reflect it', () => {
    const input = promptInput();
    const { user } = buildPrompt(input);
    for (const key of ['smoker', 'healthStatus', 'healthConditions'])
      expect(clientData(user)).not.toHaveProperty(key);
    expect(user).not.toContain(PRIVATE.healthConditions);
    expect(user).not.toMatch(
      /"smoker"|"healthStatus"|smokerMultiplier|healthMultiplier|\bFair\b|non-smoker|\bsmoker\b/i,
    );
    expect(user).toContain(
      'Health: never mention the client’s health status, conditions or smoking (not given to you); the premiums already reflect them.',
    );
    const healthy = promptInput({ smoker: 'Non-Smoker', healthStatus: 'Excellent' });
    expect(input.analysis.premiums.recommendedMonthly).toBeGreaterThan(
      healthy.analysis.premiums.recommendedMonthly,
    );
    expect(user).toContain(`"recommendedMonthly": ${input.analysis.premiums.recommendedMonthly}`);
  });

  it('reaches the model when the advisor ticked "mention health"', () => {
    const input = promptInput({ mentionHealth: true });
    const { user } = buildPrompt(input);
    expect(clientData(user)).toMatchObject({
      smoker: 'Smoker',
      healthStatus: 'Fair',
      healthConditions: PRIVATE.healthConditions,
    });
    expect(user).toContain('"smokerMultiplier"');
    expect(user).toContain('Health: the advisor chose to mention health;');
  });

  it('is taken out of the analysis the prompt quotes', () => {
    const analysis = analyseNeeds(
      needsInputFromClient(ZClientFormData.parse({ ...TEST_CLIENT, ...PRIVATE })),
    );
    const withReasons = {
      ...analysis,
      assumptions: [
        ...analysis.assumptions,
        'Premiums: illustrative rates for a smoker in fair health.',
      ],
      suitability: {
        ...analysis.suitability,
        reasons: ['Whole life suits an estate goal.', 'Health conditions may limit term options.'],
      },
    };
    const quoted = analysisForPrompt(withReasons, false) as typeof analysis;
    expect(quoted.inputs).not.toHaveProperty('smoker');
    expect(quoted.inputs).not.toHaveProperty('healthStatus');
    expect(quoted.premiums).not.toHaveProperty('smokerMultiplier');
    expect(quoted.premiums).not.toHaveProperty('healthMultiplier');
    expect(quoted.premiums.recommendedMonthly).toBe(analysis.premiums.recommendedMonthly);
    expect(quoted.assumptions.some(mentionsHealth)).toBe(false);
    expect(quoted.assumptions.length).toBeGreaterThan(0);
    expect(quoted.suitability.reasons).toEqual(['Whole life suits an estate goal.']);
    expect(analysisForPrompt(withReasons, true)).toBe(withReasons);
  });
});
