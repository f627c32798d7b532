// The subscriptions' SSE writer keeps a quiet stream alive with pings. Its fake clock lives in a
// file of its own: faking timers beside a running server would freeze that server's own timers
// (a generation's pause between chunks, the job queue's), and it could then never close.
import { describe, expect, it, vi } from 'vitest';

import { appRouter, EventWriter, sseSettingsOf } from '@pitchcraft/api';

describe('EventWriter', () => {
  it('pings a stream that has been quiet for the ping interval, and only then', async () => {
    vi.useFakeTimers();
    try {
      const abort = new AbortController();
      const { ping } = sseSettingsOf(appRouter);
      const writer = new EventWriter(abort.signal, ping);
      let body = '';
      writer.body.setEncoding('utf8');
      writer.body.on('data', (text: string) => (body += text));
      const interval = ping.intervalMs;
      expect(interval).toBeGreaterThan(0);
      await writer.write('data: 1\n\n', abort.signal);
      await vi.advanceTimersByTimeAsync(interval);
      expect(body).toBe('data: 1\n\n');
      await vi.advanceTimersByTimeAsync(interval);
      expect(body).toBe('data: 1\n\nevent: ping\ndata: \n\n');
      abort.abort();
      await vi.advanceTimersByTimeAsync(interval * 3);
      expect(body.match(/ping/g)?.length).toBe(1);
      expect(writer.body.writableEnded).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
