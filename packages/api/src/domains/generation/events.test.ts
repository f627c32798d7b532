// The event stream's own bookkeeping: however long a follower stays, and however often it waits
// for the job's next change, it holds at most one abort listener, and none once it has gone.
import { getEventListeners } from 'node:events';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { generations } from '@pitchcraft/db';

import { ChunkWriter } from '../../engine/chunk-writer';
import { silentLogger } from '../../logger';
import { createHarness, type Harness } from '../../testing';
import { generationEvents, type GenerationEvent } from './events';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

describe('the generation event stream', () => {
  it('holds at most one abort listener however often it waits, ends at once when aborted, and leaves none', async () => {
    const owner = await h.subscribedBrowser();
    // A job running on another process: this one follows its stored stream.
    const id = `events-${Math.random().toString(36).slice(2)}`;
    await h.db
      .insert(generations)
      .values({ id, userId: owner.user.id, provider: 'offline', input: { client: {} } });
    const controller = new AbortController();
    const ctx = {
      db: h.db,
      services: h.services,
      log: silentLogger,
      user: { id: owner.user.id, email: owner.user.email },
    };
    const events = generationEvents(ctx, { id }, controller.signal);
    const writer = new ChunkWriter(h.db, silentLogger);
    writer.followed(id);
    const listeners = () => getEventListeners(controller.signal, 'abort').length;

    await events.next();
    for (let seq = 0; seq < 5; seq += 1) {
      const next = events.next();
      await writer.appendStored(
        { generationId: id, seq, epoch: 0, kind: 'text', body: `words ${seq} `, progress: seq },
        true,
      );
      // A tracked event: [id, data].
      const event = (await next).value as unknown as [string, GenerationEvent] | undefined;
      expect(event?.[1]).toMatchObject({ type: 'progress', chunk: `words ${seq} ` });
      expect(listeners()).toBeLessThanOrEqual(1);
    }
    // Gone while it waits: the wait ends at once (not at the 2 s safety net), and the listener with it.
    const last = events.next();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const abortedAt = Date.now();
    controller.abort();
    expect((await last).done).toBe(true);
    expect(Date.now() - abortedAt).toBeLessThan(500);
    expect(listeners()).toBe(0);
  });
});
