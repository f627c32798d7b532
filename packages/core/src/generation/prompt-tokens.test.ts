import { describe, expect, it } from 'vitest';

import { ADVICE_CLIENTS } from '../advice-clients';
import { DETAIL_LEVELS } from './options';
import { buildPrompt, estimateTokens, PROMPT_TOKEN_BUDGET } from './prompt-builder';
import { promptInput, richestPromptInput } from './prompt-fixtures';
import type { TPrompt } from './prompt-input';

const tokens = (p: TPrompt) => estimateTokens(p.system) + estimateTokens(p.user);

describe('estimateTokens', () => {
  it('counts a token per 3.5 characters, rounded up', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abc')).toBe(1);
    expect(estimateTokens('x'.repeat(35))).toBe(10);
    expect(estimateTokens('x'.repeat(36))).toBe(11);
  });
});

describe('the prompt stays within its input budget', () => {
  it('for the richest request the wizard can make', () => {
    expect(tokens(buildPrompt(richestPromptInput()))).toBeLessThanOrEqual(PROMPT_TOKEN_BUDGET);
  });

  it.each(Object.keys(ADVICE_CLIENTS) as (keyof typeof ADVICE_CLIENTS)[])(
    'for %s at every detail level',
    (key) => {
      const counts = DETAIL_LEVELS.map((detailLevel) =>
        tokens(buildPrompt(promptInput({ ...ADVICE_CLIENTS[key], detailLevel }))),
      );
      for (const count of counts) expect(count).toBeLessThanOrEqual(PROMPT_TOKEN_BUDGET);
      // A comprehensive request asks for more than a concise one.
      expect(counts[0]).toBeGreaterThan(counts[2] ?? Infinity);
    },
  );

  it('for the richest request in the technical style for every advice client', () => {
    for (const fields of Object.values(ADVICE_CLIENTS)) {
      const { goals, ...rest } = fields;
      const p = buildPrompt(
        richestPromptInput({
          ...rest,
          goals: { ...goals, other: true, otherText: 'Pay for university' },
        }),
      );
      expect(tokens(p)).toBeLessThanOrEqual(PROMPT_TOKEN_BUDGET);
    }
  });
});
