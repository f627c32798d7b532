import { describe, expect, it } from 'vitest';

import { ZAuditFilter } from '@pitchcraft/core';

import {
  browserOf,
  detailLines,
  exportUrl,
  filterOf,
  rangeError,
  targetLabel,
  type AuditRow,
} from './audit-model';

const row = (over: Partial<AuditRow>): AuditRow => ({
  id: 'r1',
  occurredAt: '2026-03-03T10:00:00.000Z',
  action: 'presentation.deleted',
  label: 'Deleted a presentation',
  actor: { userId: 'u1', email: 'olivia@example.com', name: 'Olivia Owner' },
  targetKind: 'presentation',
  targetId: 'b7c1d2e3-aaaa-bbbb-cccc-000000000000',
  details: {},
  ip: '10.0.0.1',
  userAgent: null,
  ...over,
});

describe('the audit filters', () => {
  it('asks for whole local days, the last one included, in a form the API accepts', () => {
    const filter = filterOf({
      action: 'member',
      actorUserId: '',
      fromDay: '2026-03-01',
      toDay: '2026-03-03',
    });
    expect(filter.action).toBe('member');
    expect(filter).not.toHaveProperty('actorUserId');
    expect(new Date(filter.from!).getTime()).toBe(new Date(2026, 2, 1).getTime());
    expect(new Date(filter.to!).getTime()).toBe(new Date(2026, 2, 4).getTime());
    expect(ZAuditFilter.safeParse(filter).success).toBe(true);
  });

  it('says when the range ends before it starts', () => {
    expect(
      rangeError({ action: '', actorUserId: '', fromDay: '2026-03-05', toDay: '2026-03-01' }),
    ).toBe('The start date must be before the end date');
    expect(
      rangeError({ action: '', actorUserId: '', fromDay: '2026-03-01', toDay: '2026-03-01' }),
    ).toBeUndefined();
  });

  it('puts the same filters in the CSV address', () => {
    expect(exportUrl({})).toBe('/exports/audit.csv');
    expect(exportUrl({ action: 'auth.sign_in', actorUserId: 'u 1' })).toBe(
      '/exports/audit.csv?action=auth.sign_in&actorUserId=u+1',
    );
  });
});

describe('how a row reads', () => {
  it('names the target from the record, or by its kind', () => {
    expect(targetLabel(row({ details: { title: 'Life cover for Maria' } }))).toBe(
      'Life cover for Maria',
    );
    expect(targetLabel(row({}))).toBe('Presentation b7c1d2e3');
    expect(targetLabel(row({ targetKind: null, targetId: null }))).toBeNull();
  });

  it('lists the other details in words, without ids', () => {
    expect(
      detailLines(
        row({
          details: { title: 'x', ownerUserId: 'u2', method: 'email_link', asNewVersion: true },
        }),
      ),
    ).toEqual(['Method: email link', 'As new version: true']);
    expect(detailLines(row({ details: { filters: { action: 'client' } } }))).toEqual([
      'Filters: action client',
    ]);
    expect(detailLines(row({ details: { filters: {} } }))).toEqual(['Filters: none']);
  });

  it('reads a browser and a system from a user agent', () => {
    expect(
      browserOf(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      ),
    ).toBe('Chrome on macOS');
    expect(
      browserOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(browserOf('vitest')).toBe('vitest');
    expect(browserOf(null)).toBeNull();
  });
});
