// The built-in generator, used when no AI key is available: a complete, data-driven
// presentation, streamed in chunks through the same path as the vendor's text.
import { generateOfflinePresentation, offlineChunks } from '@pitchcraft/core';
import type { PresentationWriter } from './writer';

export function createOfflineWriter(options: { chunkDelayMs?: number } = {}): PresentationWriter {
  const delay = options.chunkDelayMs ?? 8;
  return {
    kind: 'offline',
    async write(request) {
      const html = generateOfflinePresentation({ ...request.promptInput, now: request.promptInput.now ?? new Date() });
      for (const chunk of offlineChunks(html)) {
        if (request.signal.aborted) throw request.signal.reason;
        request.onText(chunk);
        if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      }
      return { text: html };
    },
  };
}
