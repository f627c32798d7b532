import { describe, expect, it } from 'vitest';

import {
  isAccessError,
  recentResponseText,
  responsesButtonLabel,
  responsesHref,
  unreadBadgeText,
} from './responses-summary';

const NOW = Date.parse('2025-03-10T12:00:00Z');

describe('the Responses button', () => {
  it('shows no badge at zero and caps a large count', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(-1)).toBeNull();
    expect(unreadBadgeText(Number.NaN)).toBeNull();
    expect(unreadBadgeText(2)).toBe('2');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
  });

  it('names the unread count for screen readers', () => {
    expect(responsesButtonLabel(2)).toBe('Responses, 2 unread');
    expect(responsesButtonLabel(1)).toBe('Responses, 1 unread');
    expect(responsesButtonLabel(0)).toBe('Responses');
  });

  it('describes a recent response with when it came, and says when it is unread', () => {
    const item = {
      summary: 'Maria Rivera asked you to call',
      createdAt: new Date(NOW - 5 * 60_000).toISOString(),
      read: true,
    };
    expect(recentResponseText(item, NOW)).toBe('Maria Rivera asked you to call · 5 min ago');
    expect(recentResponseText({ ...item, read: false }, NOW)).toBe(
      'Maria Rivera asked you to call · 5 min ago, unread',
    );
    expect(recentResponseText({ ...item, createdAt: 'not a date' }, NOW)).toBe(
      'Maria Rivera asked you to call',
    );
  });

  it('links to the presentation’s responses, with the id escaped', () => {
    expect(responsesHref('abc-123')).toBe('/presentation/abc-123#client-responses');
    expect(responsesHref('a/b')).toBe('/presentation/a%2Fb#client-responses');
  });

  it('treats FORBIDDEN and UNAUTHORIZED as "no bell", other errors not', () => {
    expect(isAccessError({ data: { code: 'FORBIDDEN' } })).toBe(true);
    expect(isAccessError({ data: { code: 'UNAUTHORIZED' } })).toBe(true);
    expect(isAccessError({ data: { code: 'INTERNAL_SERVER_ERROR' } })).toBe(false);
    expect(isAccessError(null)).toBe(false);
    expect(isAccessError(new Error('offline'))).toBe(false);
  });
});
