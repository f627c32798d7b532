import { describe, expect, it } from 'vitest';

import { formatLongDate } from './format';
import { firstBillDate, TRIAL_PERIOD_DAYS, trialEndEpochSeconds, trialEndsAt } from './pricing';
import { READ_ONLY_MESSAGES, subscriptionDates } from './subscription';

describe('trial dates', () => {
  const start = Date.UTC(2025, 10, 27, 15, 30); // Nov 27, 2025

  it('end the trial 7 × 24 hours after it starts, as the provider counts trial_period_days', () => {
    expect(TRIAL_PERIOD_DAYS).toBe(7);
    expect(trialEndsAt(start).toISOString()).toBe('2025-12-04T15:30:00.000Z');
    expect(trialEndEpochSeconds(start)).toBe(Math.floor(Date.UTC(2025, 11, 4, 15, 30) / 1000));
    expect(trialEndsAt(new Date(start), 3).toISOString()).toBe('2025-11-30T15:30:00.000Z');
  });

  it('bill first when the trial ends: one date, never 30 days out', () => {
    expect(firstBillDate(start).getTime()).toBe(trialEndsAt(start).getTime());
    expect(formatLongDate(firstBillDate(start))).not.toBe(
      formatLongDate(start + 30 * 24 * 60 * 60 * 1000),
    );
  });
});

describe('subscriptionDates', () => {
  const base = { trialEnd: 1_000, currentPeriodEnd: 1_000, cancelAtPeriodEnd: false };

  it('bill a running trial at its end, and nothing once it is set to cancel', () => {
    expect(subscriptionDates({ ...base, status: 'trialing' })).toEqual({
      nextBill: 1_000,
      accessUntil: 1_000,
      endedOn: null,
    });
    expect(subscriptionDates({ ...base, status: 'trialing', cancelAtPeriodEnd: true })).toEqual({
      nextBill: null,
      accessUntil: 1_000,
      endedOn: null,
    });
  });

  it('bill an active plan at its period end', () => {
    expect(subscriptionDates({ ...base, status: 'active', currentPeriodEnd: 2_000 })).toEqual({
      nextBill: 2_000,
      accessUntil: 2_000,
      endedOn: null,
    });
  });

  it('state when a canceled subscription ended, and no access or bill date', () => {
    expect(subscriptionDates({ ...base, status: 'canceled', currentPeriodEnd: 900 })).toEqual({
      nextBill: null,
      accessUntil: null,
      endedOn: 900,
    });
    expect(subscriptionDates({ ...base, status: null })).toEqual({
      nextBill: null,
      accessUntil: null,
      endedOn: null,
    });
  });

  it('say what stays open after it ends', () => {
    expect(READ_ONLY_MESSAGES.ended).toBe(
      'Your subscription has ended — your presentations are read-only. Renew to create and edit.',
    );
    expect(READ_ONLY_MESSAGES.kept).toBe(
      'You keep read-only access to your presentations and records.',
    );
  });
});
