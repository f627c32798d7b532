// The prompt's input tokens as the product estimates them (system and user messages together).
import { estimateTokens } from '@pitchcraft/core';

export function estimatePromptTokens(system: string, user: string): number {
  return estimateTokens(`${system}${user}`);
}
