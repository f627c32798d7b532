// Generation progress estimated from the streamed character count (presentations spec §4, §9).

export const PROGRESS_CAP = 90;
export const PROGRESS_EXTREME_CAP = 98;
export const PROGRESS_COMPLETE = 100;
/** The preview opens this long after progress reaches 100. */
export const PREVIEW_OPEN_DELAY_MS = 500;

/** Roughly four characters per token. */
const CHARS_PER_TOKEN = 4;
/** The first 5,000 tokens are weighted to move the bar quickly while the head and cover stream. */
const EARLY_TOKENS = 5_000;
const EARLY_SHARE = 50;
/** A typical presentation is about 15,000 tokens: the estimate reaches the cap there. */
const EXPECTED_TOKENS = 15_000;
/** Past the expected length, progress creeps toward the extreme cap without reaching it early. */
const EXTRA_TOKENS_SCALE = 5_000;

/**
 * Progress (an integer, 0 to 98) for a stream that has produced `charCount` characters.
 * Tokens are characters / 4. Tokens up to 5,000 fill 0–50; tokens from 5,000 to 15,000 fill
 * 50–90 (the cap); above 15,000 tokens extra is added asymptotically up to 98. Non-decreasing
 * in `charCount`; 100 is reserved for completion.
 */
export function estimateProgress(charCount: number): number {
  if (!Number.isFinite(charCount) || charCount <= 0) {
    return charCount === Number.POSITIVE_INFINITY ? PROGRESS_EXTREME_CAP : 0;
  }
  const tokens = charCount / CHARS_PER_TOKEN;
  let progress: number;
  if (tokens <= EARLY_TOKENS) {
    progress = (tokens / EARLY_TOKENS) * EARLY_SHARE;
  } else if (tokens <= EXPECTED_TOKENS) {
    progress =
      EARLY_SHARE +
      ((tokens - EARLY_TOKENS) / (EXPECTED_TOKENS - EARLY_TOKENS)) * (PROGRESS_CAP - EARLY_SHARE);
  } else {
    const extra =
      (PROGRESS_EXTREME_CAP - PROGRESS_CAP) *
      (1 - Math.exp(-(tokens - EXPECTED_TOKENS) / EXTRA_TOKENS_SCALE));
    progress = PROGRESS_CAP + extra;
  }
  return Math.min(PROGRESS_EXTREME_CAP, Math.max(0, Math.floor(progress)));
}

const STATUS_MESSAGES: readonly { from: number; message: string }[] = [
  { from: 100, message: 'Presentation complete!' },
  { from: 80, message: 'Adding charts and final touches...' },
  { from: 60, message: 'Designing presentation...' },
  { from: 40, message: 'Building needs analysis...' },
  { from: 20, message: 'Analyzing client profile...' },
  { from: Number.NEGATIVE_INFINITY, message: 'Initializing...' },
];

/** The progress screen's status line: changes at 20, 40, 60 and 80; 'Presentation complete!' at 100. */
export function statusMessageFor(progress: number): string {
  const value = Number.isFinite(progress) ? progress : 0;
  return STATUS_MESSAGES.find((entry) => value >= entry.from)?.message ?? 'Initializing...';
}

export const CHECKPOINTS = [
  { at: 5, label: 'Analyzing client profile' },
  { at: 25, label: 'Calculating coverage needs' },
  { at: 45, label: 'Selecting recommendations' },
  { at: 65, label: 'Designing presentation' },
  { at: 80, label: 'Building charts' },
  { at: 95, label: 'Final review' },
] as const;

export type TCheckpointState = 'completed' | 'active' | 'upcoming';

/**
 * Each checkpoint's state: reached ones are completed, the first unreached one is active.
 * At 100 all are completed.
 */
export function checkpointStates(
  progress: number,
): { at: number; label: string; state: TCheckpointState }[] {
  const value = Number.isFinite(progress) ? progress : 0;
  let activeAssigned = false;
  return CHECKPOINTS.map(({ at, label }) => {
    if (value >= at) return { at, label, state: 'completed' as const };
    if (!activeAssigned) {
      activeAssigned = true;
      return { at, label, state: 'active' as const };
    }
    return { at, label, state: 'upcoming' as const };
  });
}
