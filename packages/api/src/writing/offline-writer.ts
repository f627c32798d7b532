// The built-in generator, used when no AI key is available: a complete, data-driven document,
// serialised as sections and streamed in chunks through the same path as the vendor's text, so
// both meet in the same parser, sanitiser and renderer.
import { EDIT_MESSAGES } from '@pitchcraft/core';
import {
  buildOfflineDocument,
  offlineAlternative,
  offlineChunks,
  offlineSection,
  serialiseSections,
  type TOfflineInput,
} from '@pitchcraft/core/document';

import { abortableSleep, WriterError, type PresentationWriter, type WriteRequest } from './writer';

export function createOfflineWriter(
  options: { chunkDelayMs?: number | undefined } = {},
): PresentationWriter {
  const delay = options.chunkDelayMs ?? 8;
  return {
    kind: 'offline',
    async write(request) {
      const input = { ...request.promptInput, now: request.promptInput.now ?? new Date() };
      const text = serialiseSections(sectionsFor(request, input));
      for (const chunk of offlineChunks(text)) {
        if (request.signal.aborted) throw request.signal.reason;
        request.onText(chunk);
        if (delay > 0) await abortableSleep(delay, request.signal);
      }
      return { text };
    },
  };
}

/**
 * The whole document, one section, or — for a section written again — another wording of it: the
 * built-in writer never hands back the text the section already has as if it were a rewrite.
 */
function sectionsFor(request: WriteRequest, input: TOfflineInput) {
  if (!request.sectionId) return buildOfflineDocument(input).sections;
  if (!request.rewrite) return [offlineSection(request.sectionId, input)];
  const alternative = offlineAlternative(request.sectionId, input, request.rewrite);
  if (!alternative) throw new WriterError(EDIT_MESSAGES.noOtherVersion, 'NO_OTHER_VERSION');
  return [alternative.section];
}
