// How many exports a caller may write: each PDF or PowerPoint is tens of milliseconds of CPU, so
// an advisor's downloads are counted per advisor, a shared page's per visitor address and per
// presentation (a link passed around cannot be turned into a render farm).
import type { RateLimitRule } from '../../services/rate-limiter';

const WINDOW_MS = 10 * 60 * 1000;
const MESSAGE = 'Too many downloads at once. Please wait a few minutes and try again.';

/** The rules one export counts against. */
export function exportRules(
  caller: { userId: string } | { presentationId: string; ip: string },
): RateLimitRule[] {
  if ('userId' in caller)
    return [
      { key: `export:user:${caller.userId}`, limit: 60, windowMs: WINDOW_MS, message: MESSAGE },
    ];
  return [
    {
      key: `export:shared-ip:${caller.presentationId}:${caller.ip}`,
      limit: 10,
      windowMs: WINDOW_MS,
      message: MESSAGE,
    },
    {
      key: `export:shared:${caller.presentationId}`,
      limit: 100,
      windowMs: WINDOW_MS,
      message: MESSAGE,
    },
  ];
}
