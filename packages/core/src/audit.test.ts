import { describe, expect, it } from 'vitest';

import {
  AUDIT_ACTION_NAMES,
  AUDIT_AREAS,
  auditActionLabel,
  auditActionsMatching,
  auditAreaLabel,
  ZAuditFilter,
  ZAuditListInput,
} from './audit';

describe('the audit vocabulary', () => {
  it('matches one action, or every action of an area, and nothing else', () => {
    expect(auditActionsMatching('auth.sign_in')).toEqual(['auth.sign_in']);
    expect(auditActionsMatching('auth')).toEqual(
      AUDIT_ACTION_NAMES.filter((name) => name.startsWith('auth.')),
    );
    expect(auditActionsMatching('auth.')).toEqual([]);
    expect(auditActionsMatching('')).toEqual([]);
  });

  it('labels every area and action, and an unknown one by its name', () => {
    for (const area of AUDIT_AREAS) expect(auditAreaLabel(area)).not.toBe('');
    expect(auditActionLabel('member.invited')).toBe('Invited a member');
    expect(auditActionLabel('legacy.thing')).toBe('legacy.thing');
  });
});

describe('the audit filters', () => {
  it('takes instants with an offset within the bounds, in order', () => {
    expect(
      ZAuditFilter.parse({ from: '2024-01-01T00:00:00Z', to: '2024-01-02T00:00:00.000+01:00' }),
    ).toEqual({ from: '2024-01-01T00:00:00Z', to: '2024-01-02T00:00:00.000+01:00' });
    for (const bad of [
      { from: '2024-01-01' },
      { from: '1970-01-01T00:00:00Z' },
      { to: '2300-01-01T00:00:00Z' },
      { from: '2024-01-02T00:00:00Z', to: '2024-01-01T00:00:00Z' },
      { action: 'member.nothing' },
      { actorUserId: 'x'.repeat(65) },
    ])
      expect(ZAuditFilter.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('takes only a cursor the API wrote, and at most 100 rows a page', () => {
    const cursor = '2024-02-01T09:00:00.123456Z~0b6f6a8e-1c1d-4d2e-9f00-123456789abc';
    expect(ZAuditListInput.parse({ cursor })).toMatchObject({ cursor, limit: 50 });
    expect(ZAuditListInput.safeParse({ cursor: "x' or 1=1" }).success).toBe(false);
    expect(ZAuditListInput.safeParse({ limit: 101 }).success).toBe(false);
  });
});
