import { describe, expect, it } from 'vitest';
import { canCancelSubscription, decideAccess, SUBSCRIPTION_STATUSES, ZCancelSubscriptionInput, ZCheckAccessInput } from './subscription';

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
