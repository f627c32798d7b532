import { describe, expect, it } from 'vitest';

import { ADVICE_CLIENTS } from '../advice-clients';
import { TEST_CLIENT } from '../test-client';
import { ZAdvisorInfo, ZClientFormData, ZSalesStrategy } from './client-form';
import {
  CONTACT_REMOVED_MARKER as C,
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
    expect(user).toContain("Contact details: never show the client's e-mail or phone.");
    // The advisor's own contact details are the advisor card's: the renderer shows them.
    expect(user).toContain('Advisor: James Chen.');
  });

  it('reach the model when the advisor ticked "show contact details"', () => {
    const { user } = buildPrompt(
      promptInput({ showContactDetails: true, advisorNotes: `Reach her on ${PRIVATE.phone}` }),
    );
    expect(clientData(user)).toMatchObject({ email: PRIVATE.email, phone: PRIVATE.phone });
    expect(user).toContain(`Advisor notes: Reach her on ${PRIVATE.phone}`);
    expect(user).toContain(
      "Contact details: the advisor chose to show the client's e-mail and phone (in the client data).",
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
      'Health: never mention health or smoking; the premiums already reflect them.',
    );
    const healthy = promptInput({ smoker: 'Non-Smoker', healthStatus: 'Excellent' });
    expect(input.analysis.premiums.recommendedMonthly).toBeGreaterThan(
      healthy.analysis.premiums.recommendedMonthly,
    );
    // The premium reaches the page as its figure, priced with the health the prompt never states.
    expect(user).toContain('monthly {recommended-monthly}');
  });

  it('reaches the model when the advisor ticked "mention health"', () => {
    const input = promptInput({ mentionHealth: true });
    const { user } = buildPrompt(input);
    expect(clientData(user)).toMatchObject({
      smoker: 'Smoker',
      healthStatus: 'Fair',
      healthConditions: PRIVATE.healthConditions,
    });
    expect(user).toContain(
      'Health: the advisor chose to mention health (in the client data); mention it with care.',
    );
  });

  it('keeps the rated class out of the facts unless the advisor chose to mention health', () => {
    const rated = ZClientFormData.parse(ADVICE_CLIENTS.smokerPoorHealth);
    const analysis = analyseNeeds(needsInputFromClient(rated));
    const input = { ...promptInput(), client: rated, analysis };
    expect(analysis.recommendation.caveats.map((c) => c.kind)).toContain('rated-class');
    const facts = (user: string) =>
      user.slice(user.indexOf('## Facts'), user.indexOf('## Client data'));
    const hidden = facts(buildPrompt(input).user);
    expect(hidden).not.toMatch(/smok|health|diabetes|blood pressure|Table 4/i);
    // The disclosures that remain name their amounts by figure.
    expect(hidden).toMatch(
      /costs \{recommended-monthly\} a month, above your \{monthly-budget\} budget/,
    );
    const shown = facts(buildPrompt({ ...input, client: { ...rated, mentionHealth: true } }).user);
    expect(shown).toContain('Priced at Table 4 ([rate])');
  });
});
