import { describe, expect, it } from 'vitest';

import {
  deviceClassForWidth,
  formatDuration,
  viewsToCsv,
  ZSectionsInput,
  ZShareSettingsInput,
} from './analytics';

describe('analytics helpers', () => {
  it.each([
    [375, 'phone'],
    [800, 'tablet'],
    [1440, 'desktop'],
  ] as const)('classes a %i px viewport as %s', (width, device) => {
    expect(deviceClassForWidth(width)).toBe(device);
  });

  it.each([
    [0, '0s'],
    [42_400, '42s'],
    [61_000, '1m 1s'],
    [120_000, '2m'],
    [3_900_000, '1h 5m'],
  ])('formats %i ms as %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });

  it('exports views as CSV with formulas neutralised', () => {
    const csv = viewsToCsv([
      {
        id: 'v1',
        startedAt: '2026-01-01T00:00:00.000Z',
        lastSeenAt: '2026-01-01T00:01:00.000Z',
        activeMs: 61_000,
        device: 'phone',
        referrerHost: null,
        viewerEmail: '=cmd()',
        visitorId: 'abc',
        anonymous: false,
        versionNumber: 3,
      },
      {
        id: 'v2',
        startedAt: '2026-01-02T00:00:00.000Z',
        lastSeenAt: '2026-01-02T00:00:00.000Z',
        activeMs: 0,
        device: null,
        referrerHost: null,
        viewerEmail: null,
        visitorId: null,
        anonymous: true,
        versionNumber: null,
      },
    ]);
    expect(csv.split('\n')[0]).toBe(
      'view_id,started_at,last_seen_at,active_seconds,device,referrer,viewer_email,visitor,anonymous,version',
    );
    expect(csv).toContain(
      "v1,2026-01-01T00:00:00.000Z,2026-01-01T00:01:00.000Z,61,phone,,'=cmd(),abc,false,3",
    );
    expect(csv).toContain('v2,2026-01-02T00:00:00.000Z,2026-01-02T00:00:00.000Z,0,,,,,true,\n');
  });

  it('bounds section reports and validates share settings', () => {
    expect(
      ZSectionsInput.safeParse({
        viewId: 'v',
        sections: Array.from({ length: 21 }, () => ({ name: 'a', visibleMs: 1 })),
      }).success,
    ).toBe(false);
    const passcode = (value: string) =>
      ZShareSettingsInput.safeParse({
        id: 'p',
        expiresAt: null,
        passcode: value,
        requireEmail: false,
        notifyOnView: false,
      }).error?.issues[0]?.message;
    // Four or five characters were enough once; a new passcode needs six.
    expect(passcode('1234')).toBe('Passcode must be at least 6 characters');
    expect(passcode('12345')).toBe('Passcode must be at least 6 characters');
    expect(passcode('123456')).toBeUndefined();
  });
});
