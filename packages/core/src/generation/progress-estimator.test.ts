import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  CHECKPOINTS,
  checkpointStates,
  estimateProgress,
  statusMessageFor,
} from './progress-estimator';

describe('estimateProgress', () => {
  it.each([
    [0, 0],
    [-10, 0],
    [Number.NaN, 0],
    [4, 0],
    [10_000, 25],
    [20_000, 50],
    [40_000, 70],
    [59_999, 89],
    [60_000, 90],
    [80_000, 95],
    [100_000, 96],
    [10_000_000, 98],
    [Number.POSITIVE_INFINITY, 98],
  ])('%s characters give %s', (chars, progress) => {
    expect(estimateProgress(chars)).toBe(progress);
  });

  it('is a non-decreasing integer in charCount, never above 98', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        (x, y) => {
          const [lo, hi] = x <= y ? [x, y] : [y, x];
          const a = estimateProgress(lo);
          const b = estimateProgress(hi);
          expect(a).toBeLessThanOrEqual(b);
          expect(Number.isInteger(b)).toBe(true);
          expect(b).toBeLessThanOrEqual(98);
          expect(a).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('stays at or under the 90 cap up to 15,000 tokens', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60_000 }), (chars) => {
        expect(estimateProgress(chars)).toBeLessThanOrEqual(90);
      }),
    );
  });
});

describe('statusMessageFor', () => {
  it.each([
    [0, 'Initializing...'],
    [19, 'Initializing...'],
    [20, 'Analyzing client profile...'],
    [39, 'Analyzing client profile...'],
    [40, 'Building needs analysis...'],
    [60, 'Designing presentation...'],
    [80, 'Adding charts and final touches...'],
    [98, 'Adding charts and final touches...'],
    [100, 'Presentation complete!'],
    [Number.NaN, 'Initializing...'],
  ])('at %s is %j', (progress, message) => {
    expect(statusMessageFor(progress)).toBe(message);
  });
});

describe('checkpoints', () => {
  it('are reached at 5, 25, 45, 65, 80 and 95', () => {
    expect(CHECKPOINTS.map((c) => c.at)).toEqual([5, 25, 45, 65, 80, 95]);
    expect(CHECKPOINTS.every((c) => c.label.length > 0)).toBe(true);
  });

  it.each([
    [0, ['active', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming']],
    [25, ['completed', 'completed', 'active', 'upcoming', 'upcoming', 'upcoming']],
    [94, ['completed', 'completed', 'completed', 'completed', 'completed', 'active']],
    [100, ['completed', 'completed', 'completed', 'completed', 'completed', 'completed']],
  ])('at %s the states are %j', (progress, states) => {
    expect(checkpointStates(progress).map((c) => c.state)).toEqual(states);
  });
});
