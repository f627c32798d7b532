// The built-in generator streams its document in chunks with a pause between them; a stop (the
// advisor's, or a shutdown handing the job back) must end it at once, not after the next pause.
import { describe, expect, it } from 'vitest';

import {
  analyseNeeds,
  buildPrompt,
  needsInputFromClient,
  ZAdvisorInfo,
  ZClientFormData,
  ZSalesStrategy,
  type TPromptInput,
} from '@pitchcraft/core';
import { TEST_CLIENT } from '@pitchcraft/core/testing';

import { createOfflineWriter } from './offline-writer';
import { abortableSleep } from './writer';

function input(): TPromptInput {
  const client = ZClientFormData.parse(TEST_CLIENT);
  return {
    client,
    advisor: ZAdvisorInfo.parse({
      name: 'James Chen',
      company: 'Northstar Financial',
      phone: '416-555-0142',
      email: 'james@example.com',
    }),
    strategy: ZSalesStrategy.parse({}),
    analysis: analyseNeeds(needsInputFromClient(client)),
  };
}

function request() {
  const promptInput = input();
  return { prompt: buildPrompt(promptInput), promptInput };
}

describe('the built-in generator', () => {
  it('ends at once when it is stopped during a pause between chunks', async () => {
    const writer = createOfflineWriter({ chunkDelayMs: 60_000 });
    const controller = new AbortController();
    const chunks: string[] = [];
    const written = writer.write({
      ...request(),
      signal: controller.signal,
      onText: (chunk) => chunks.push(chunk),
      onRetry: () => undefined,
    });
    expect(chunks).toHaveLength(1);
    const started = Date.now();
    controller.abort(new Error('server shutting down'));
    await expect(written).rejects.toThrow('server shutting down');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(chunks).toHaveLength(1);
  });

  it('writes the whole document when nothing stops it', async () => {
    const chunks: string[] = [];
    const { text } = await createOfflineWriter({ chunkDelayMs: 0 }).write({
      ...request(),
      signal: new AbortController().signal,
      onText: (chunk) => chunks.push(chunk),
      onRetry: () => undefined,
    });
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join('')).toBe(text);
  });
});

describe('abortableSleep', () => {
  it('waits its time, rejects at once when aborted, and leaves no listener behind', async () => {
    const controller = new AbortController();
    await abortableSleep(5, controller.signal);
    const waiting = abortableSleep(60_000, controller.signal);
    controller.abort(new Error('stopped'));
    await expect(waiting).rejects.toThrow('stopped');
    await expect(abortableSleep(5, controller.signal)).rejects.toThrow('stopped');
  });
});
