import { describe, expect, it } from 'vitest';

import { idOf, objectAt } from './stripe-objects';

describe('idOf', () => {
  it('reads an id or an expanded object, and nothing else', () => {
    expect(idOf('cus_1')).toBe('cus_1');
    expect(idOf({ id: 'sub_1', status: 'active' })).toBe('sub_1');
    expect([idOf(''), idOf(null), idOf(undefined), idOf({ id: 7 }), idOf(42)]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('objectAt', () => {
  it('follows a path of nested objects and stops where it breaks off', () => {
    const invoice = { parent: { subscription_details: { subscription: 'sub_1' } } };
    expect(objectAt(invoice, 'parent', 'subscription_details', 'subscription')).toBe('sub_1');
    expect(objectAt(invoice, 'parent', 'missing', 'subscription')).toBeUndefined();
    expect(objectAt(null, 'parent')).toBeUndefined();
  });
});
