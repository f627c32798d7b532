// How many input tokens a prompt costs, estimated without the vendor's tokenizer, and the budget
// a whole presentation's prompt must stay within.

/**
 * Characters per token the estimate assumes. Claude's tokenizer averages about 3.5 to 4
 * characters per token on English prose with light markup; placeholder ids, JSON and HTML tags
 * split into more tokens than prose, so the estimate takes the low end to stay conservative.
 */
const CHARS_PER_TOKEN = 3.5;

/** The most input tokens (system and user together) a comprehensive presentation request may use. */
export const PROMPT_TOKEN_BUDGET = 3_000;

/** A conservative estimate of the tokens a text costs: ceil(characters / 3.5). */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}
