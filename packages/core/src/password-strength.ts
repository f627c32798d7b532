// How guessable a new password is, estimated by zxcvbn-ts with its common-language dictionaries
// (about 50,000 leaked passwords, common words, keyboard patterns, dates and sequences). The server
// refuses the most common passwords with it; the browser loads this module lazily to show strength
// as the advisor types. It is a subpath export of @pitchcraft/core and not in the barrel, so pages
// that never ask for a password never download the dictionaries.
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

import { PASSWORD_TOO_COMMON_MESSAGE } from './auth';

/**
 * Below this many guesses a password is among the most common ones (the top tens of thousands of
 * leaked passwords and trivial patterns such as 'aaaaaa', 'abcdef', 'qwerty123', 'summer2024').
 * A random 6-character password is estimated at a million guesses, so the spec's 6-character
 * minimum still admits any password that is not a known one.
 */
export const COMMON_PASSWORD_GUESSES = 100_000;

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordAssessment {
  /** zxcvbn's score: 0 too guessable ... 4 very unguessable. */
  score: PasswordScore;
  /** False for the most common passwords, which sign-up, reset and change refuse. */
  acceptable: boolean;
  /** A short label for a strength meter. */
  label: 'Too common' | 'Weak' | 'Fair' | 'Good' | 'Strong';
  /** The refusal, or null when acceptable. */
  message: string | null;
}

/**
 * Words every password is checked against, whoever chooses it: the service's own name is the
 * first word an attacker tries against its accounts.
 */
export const SERVICE_WORDS: readonly string[] = ['pitchcraft', 'pitch craft'];

let factory: ZxcvbnFactory | undefined;

// Built on first use: decompressing the dictionaries takes about 60 ms.
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return factory;
}

function labelOf(score: PasswordScore, acceptable: boolean): PasswordAssessment['label'] {
  if (!acceptable) return 'Too common';
  return score <= 1 ? 'Weak' : score === 2 ? 'Fair' : score === 3 ? 'Good' : 'Strong';
}

/**
 * The strength of `password`; `userInputs` (the e-mail, names) and the service's name count as
 * known words, so 'jordan2024' is weak for Jordan and 'pitchcraft1' for everyone. Only the first 100 characters are examined, which keeps a
 * hostile 256-character input cheap; a password that long and common does not exist.
 */
export function assessPassword(
  password: string,
  userInputs: readonly string[] = [],
): PasswordAssessment {
  const inputs = [...SERVICE_WORDS, ...userInputs]
    .flatMap((input) => [input, ...input.split(/[@.\s_-]+/)])
    .filter((word) => word.length >= 3);
  const result: ZxcvbnResult = estimator().check(password.slice(0, 100), inputs);
  const acceptable = result.guesses >= COMMON_PASSWORD_GUESSES && password.trim() !== '';
  const score = result.score;
  return {
    score,
    acceptable,
    label: labelOf(score, acceptable),
    message: acceptable ? null : PASSWORD_TOO_COMMON_MESSAGE,
  };
}
