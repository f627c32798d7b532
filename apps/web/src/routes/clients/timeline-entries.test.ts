import { describe, expect, it } from 'vitest';

import type { TTimelineEntry } from '@pitchcraft/core';

import {
  csvFileName,
  dayLabel,
  detailText,
  groupByDay,
  presentationLine,
  responseKindOf,
  timelineDownload,
} from './timeline-entries';

const entry = (over: Partial<TTimelineEntry>): TTimelineEntry => ({
  id: 'e1',
  kind: 'view',
  at: '2025-03-10T09:00:00',
  title: 'Viewed for 3m 10s',
  detail: '',
  presentationId: 'p1',
  presentationTitle: 'Retirement plan',
  versionNumber: 2,
  ...over,
});

describe('a client’s timeline', () => {
  const now = new Date(2025, 2, 10, 15, 0); // Monday, March 10 2025, local time

  it('labels days as people say them', () => {
    expect(dayLabel(new Date(2025, 2, 10, 8), now)).toBe('Today');
    expect(dayLabel(new Date(2025, 2, 9, 23), now)).toBe('Yesterday');
    expect(dayLabel(new Date(2025, 2, 3, 12), now)).toBe('Monday, March 3');
    expect(dayLabel(new Date(2024, 11, 31, 12), now)).toBe('Tuesday, December 31, 2024');
  });

  it('groups entries, newest first, by local day and keeps their order', () => {
    const entries = [
      entry({ id: 'a', at: new Date(2025, 2, 10, 14).toISOString() }),
      entry({ id: 'b', at: new Date(2025, 2, 10, 9).toISOString() }),
      entry({ id: 'c', at: new Date(2025, 2, 9, 18).toISOString() }),
      entry({ id: 'd', at: 'garbage' }),
    ];
    const days = groupByDay(entries, now);
    expect(days.map((day) => [day.label, day.entries.map((e) => e.id)])).toEqual([
      ['Today', ['a', 'b']],
      ['Yesterday', ['c']],
      ['Unknown date', ['d']],
    ]);
    expect(groupByDay([], now)).toEqual([]);
  });

  it('tells which response an entry is from its title', () => {
    expect(responseKindOf(entry({ kind: 'response', title: 'Please call me' }))).toBe('call');
    expect(responseKindOf(entry({ kind: 'response', title: "I'd like to go ahead" }))).toBe(
      'go_ahead',
    );
    expect(responseKindOf(entry({ kind: 'response', title: 'Responded' }))).toBeNull();
    expect(responseKindOf(entry({ kind: 'view', title: 'Please call me' }))).toBeNull();
  });

  it('names the presentation and version without repeating them', () => {
    expect(presentationLine(entry({}))).toEqual({ title: 'Retirement plan', version: 'Version 2' });
    expect(presentationLine(entry({ kind: 'version', title: 'Version 2 saved' }))).toEqual({
      title: 'Retirement plan',
      version: null,
    });
    expect(
      presentationLine(entry({ kind: 'acknowledgement', title: 'Signed by Jo Lee · version 2' })),
    ).toEqual({ title: 'Retirement plan', version: null });
    expect(presentationLine(entry({ versionNumber: null }))).toEqual({
      title: 'Retirement plan',
      version: null,
    });
    expect(presentationLine(entry({ presentationTitle: null, presentationId: null }))).toBeNull();
    expect(detailText(entry({ kind: 'presentation', detail: 'Retirement plan' }))).toBeNull();
    expect(detailText(entry({ detail: '  Read most: Pricing  ' }))).toBe('Read most: Pricing');
    expect(detailText(entry({ detail: '' }))).toBeNull();
  });

  it('saves the CSV under a safe file name', () => {
    expect(
      timelineDownload({ fileName: 'maria-rivera-timeline.csv', csv: 'time,event\n' }),
    ).toEqual({
      fileName: 'maria-rivera-timeline.csv',
      type: 'text/csv;charset=utf-8',
      content: 'time,event\n',
    });
    expect(csvFileName('../../etc/passwd')).toBe('etc-passwd.csv');
    expect(csvFileName('a\u0000b:c')).toBe('ab-c.csv');
    expect(csvFileName('  ')).toBe('client-timeline.csv');
    expect(csvFileName('Report.CSV')).toBe('Report.CSV');
  });
});
