import { describe, expect, it } from 'vitest';

import {
  newCountText,
  sectionsReadMost,
  telHref,
  unreadIds,
  viewedVersionText,
} from './response-details';

describe('a client response in the owner view', () => {
  it('calls the number the client typed', () => {
    expect(telHref('+1 (416) 555-0142')).toBe('tel:+14165550142');
    expect(telHref(' 416.555.0142 ')).toBe('tel:4165550142');
    expect(telHref('020 7946 0958')).toBe('tel:02079460958');
  });

  it('names the version the client was looking at', () => {
    expect(viewedVersionText(3)).toBe('Viewed version 3');
    expect(viewedVersionText(null)).toBeNull();
  });

  it('lists the three sections read longest, by title, in the presentation’s order, with their time', () => {
    // As the server sends them: the presentation's order.
    const sections = [
      { name: 'cover', title: 'Your plan at a glance', visibleMs: 4_000 },
      { name: 'what-you-need', title: 'What you need', visibleMs: 65_000 },
      { name: 'recommendation', title: 'Our recommendation', visibleMs: 400 },
      { name: 'costs-and-benefits', title: 'What it costs', visibleMs: 130_000 },
      { name: 'next-steps', title: 'Next steps', visibleMs: 40_000 },
    ];
    expect(sectionsReadMost(sections)).toEqual([
      { name: 'What you need', time: '1m 5s' },
      { name: 'What it costs', time: '2m 10s' },
      { name: 'Next steps', time: '40s' },
    ]);
    expect(sectionsReadMost([{ name: 'glance', title: 'Glance', visibleMs: 400 }])).toEqual([]);
    expect(sectionsReadMost(sections, 1)).toEqual([{ name: 'What it costs', time: '2m 10s' }]);
  });

  it('remembers which responses were unread', () => {
    expect(
      unreadIds([
        { id: 'a', readAt: null },
        { id: 'b', readAt: '2025-01-01T00:00:00Z' },
        { id: 'c', readAt: null },
      ]),
    ).toEqual(['a', 'c']);
    expect(newCountText(2)).toBe('2 new');
  });
});
