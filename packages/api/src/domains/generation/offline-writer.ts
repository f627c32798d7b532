// The built-in generator, used when no AI key is available: a complete, data-driven document,
// serialised as sections and streamed in chunks through the same path as the vendor's text, so
// both meet in the same parser, sanitiser and renderer.
import { buildOfflineDocument, offlineChunks, offlineSection, serialiseSections } from '@pitchcraft/core/document';
import { abortableSleep, type PresentationWriter } from './writer';

export function createOfflineWriter(options: { chunkDelayMs?: number } = {}): PresentationWriter {
  const delay = options.chunkDelayMs ?? 8;
  return {
    kind: 'offline',
    async write(request) {
      const input = { ...request.promptInput, now: request.promptInput.now ?? new Date() };
      const sections = request.sectionId ? [offlineSection(request.sectionId, input)] : buildOfflineDocument(input).sections;
      const text = serialiseSections(sections);
      for (const chunk of offlineChunks(text)) {
        if (request.signal.aborted) throw request.signal.reason;
        request.onText(chunk);
        if (delay > 0) await abortableSleep(delay, request.signal);
      }
      return { text };
    },
  };
}
