import { describe, expect, it } from 'vitest';

import {
  FREE_TRIAL_LABEL,
  MONTHLY_PRICE,
  MONTHLY_PRICE_LABEL,
  MONTHLY_PRICE_PER_MONTH,
  SUBSCRIPTION_BENEFITS,
  TRIAL_NOTE,
  TRIAL_PERIOD_DAYS,
} from './pricing';
import {
  canCancelSubscription,
  decideAccess,
  SUBSCRIPTION_STATUSES,
  ZCancelSubscriptionInput,
  ZCheckAccessInput,
} from './subscription';

describe('decideAccess', () => {
  it.each([
    ['active', null, true, 'Active subscription'],
    ['active', 'user_cancelled', true, 'Active subscription'],
    ['trialing', null, true, 'Active trial'],
    ['canceled', 'user_cancelled', false, 'Subscription was canceled'],
    ['canceled', 'checkout_abandoned', false, 'Checkout was not completed'],
    ['canceled', 'system_detected', false, 'Subscription is inactive'],
    ['canceled', null, false, 'Subscription is inactive'],
    ['past_due', null, false, 'Payment is past due'],
    ['unpaid', null, false, 'Subscription is unpaid'],
    ['incomplete', null, false, 'Subscription setup is incomplete'],
    [null, null, false, 'No active subscription'],
    [undefined, null, false, 'No active subscription'],
    ['unknown', null, false, 'No active subscription'],
    ['error', null, false, 'No active subscription'],
  ])('%s with reason %s → hasAccess %s, "%s"', (status, reason, hasAccess, text) => {
    expect(decideAccess(status, reason)).toEqual({ hasAccess, reason: text });
  });

  it('grants access for exactly the active and trialing statuses', () => {
    const granted = SUBSCRIPTION_STATUSES.filter((status) => decideAccess(status, null).hasAccess);
    expect(granted.sort()).toEqual(['active', 'trialing']);
  });
});

describe('canCancelSubscription', () => {
  it.each([
    ['active', false, true],
    ['trialing', false, true],
    ['active', true, false],
    ['trialing', true, false],
    ['past_due', false, false],
    ['canceled', false, false],
    [null, false, false],
  ])('%s with cancel flag %s → %s', (status, flag, expected) => {
    expect(canCancelSubscription(status, flag)).toBe(expected);
  });
});

describe('billing inputs', () => {
  it('accept an omitted input and the optional flags', () => {
    expect(ZCheckAccessInput.parse(undefined)).toBeUndefined();
    expect(ZCheckAccessInput.parse({ sync: true })).toEqual({ sync: true });
    expect(ZCancelSubscriptionInput.parse({})).toEqual({});
    expect(ZCancelSubscriptionInput.safeParse({ immediate: 'yes' }).success).toBe(false);
  });
});

describe('price and trial copy', () => {
  it('states the spec: a 7-day free trial, then $20 per month', () => {
    expect(TRIAL_PERIOD_DAYS).toBe(7);
    expect([MONTHLY_PRICE, MONTHLY_PRICE_PER_MONTH, MONTHLY_PRICE_LABEL]).toEqual([
      '$20',
      '$20 per month',
      '$20.00 / month',
    ]);
    expect(FREE_TRIAL_LABEL).toBe('7-day free trial');
    expect(TRIAL_NOTE).toBe('7 days free, then $20/mo');
  });

  it('lists the benefits the spec lists, in its order', () => {
    expect(SUBSCRIPTION_BENEFITS.map((benefit) => benefit.toLowerCase())).toEqual([
      'unlimited presentations',
      'advanced ai generation',
      'all industry templates',
      'priority support',
      'advanced analytics',
      'custom branding',
      'pdf exports',
      'multi-platform delivery',
    ]);
  });
});
