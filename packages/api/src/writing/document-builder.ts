// Turns a writer's streamed text into a document, section by section: each section is parsed
// when it closes, sanitised and validated (a typed amount in a sentence the section can lose is
// mended there); one the checks cannot mend is asked for once more when the AI wrote it, and one
// that still fails is replaced by the built-in generator's version of it (marked so) instead of
// failing the whole presentation. Sections are published in the order they were written, a
// section asked for again in its place. A single section written again for a saved presentation
// has its own builder: there, a failure fails.
import {
  blockKeyOf,
  checkGeneratedHtml,
  OUTPUT_CHECK_MESSAGES,
  placeBlocks,
  plannedSections,
  repairHtml,
  withGuidance,
  type TBlockRequest,
  type TPresentationSectionId,
} from '@pitchcraft/core';
import {
  acceptSection,
  completeSections,
  createSectionStream,
  documentShell,
  offlineSection,
  renderPresentation,
  type TDocumentSection,
  type TOfflineInput,
  type TPresentationDocument,
  type TReplacementReason,
  type TSectionRepair,
} from '@pitchcraft/core/document';

import { failedReask, guideTitles, reaskedSection, type SectionReasker } from './section-reask';

export interface DocumentBuilder {
  /** Feeds streamed text; returns the sections it completed (accepted or stood in for). */
  push(chunk: string): TDocumentSection[];
  /** The stream starts over (a vendor retry): everything written so far is dropped. */
  reset(): void;
  /** The completed sections, in the order they were written. */
  readonly sections: readonly TDocumentSection[];
  /** The document as far as it has been written, in the guide's order. */
  partial(): TPresentationDocument;
  /** The whole document and its rendered, checked and repaired page, or the output check that failed. */
  finish(): BuildOutcome | Promise<BuildOutcome>;
  /**
   * Waits for the sections asked for again, giving each (and those written after it) to
   * `publish` in order as it is ready. Call when the stream has ended, before finish().
   */
  settle?(publish: (added: TDocumentSection[]) => void): Promise<void>;
}

type BuildOutcome = { document: TPresentationDocument; html: string } | { error: string };

export const SECTION_UNUSABLE_MESSAGE =
  "The AI's version of this section could not be used. Your presentation is unchanged.";

/** A section in the order written: ready, or waiting for its second version. */
interface Slot {
  id: TPresentationSectionId;
  section: TDocumentSection | null;
  /** Settles when a section asked for again is ready (rejects only on shutdown). */
  done?: Promise<void>;
}

/**
 * The builder of a whole presentation. With `reask` (the AI wrote it), a section the checks cannot
 * mend is asked for once more, started at once while the stream goes on; the sections after it
 * wait for it, so the page is always published in order.
 */
export function createDocumentBuilder(
  input: TOfflineInput,
  source: 'ai' | 'built-in',
  options: { reask?: SectionReasker | undefined; signal?: AbortSignal | undefined } = {},
): DocumentBuilder {
  const expectedIds: TPresentationSectionId[] = plannedSections(input);
  const shell = documentShell(input);
  let stream = createSectionStream();
  // Approved blocks the writer placed, after the section it had just written. Only the key is
  // taken from the writer: the words are always the stored ones (template-plan.ts placeBlocks).
  let blockRequests: TBlockRequest[] = [];
  let lastWritten: string | null = null;
  let sections: TDocumentSection[] = [];
  let slots: Slot[] = [];
  let failures = new Map<string, TReplacementReason>();
  // Re-asks run one after another; a retry of the stream (a new epoch) drops those in flight.
  let reasks: Promise<void> = Promise.resolve();
  let epoch = new AbortController();

  const standIn = (
    id: TPresentationSectionId,
    reason: TReplacementReason,
    repairs?: TSectionRepair[],
  ): TDocumentSection => ({
    ...offlineSection(id, input),
    replaced: source === 'ai' ? reason : null,
    ...(repairs ? { repairs } : {}),
  });
  const ordered = (list: readonly TDocumentSection[]) =>
    expectedIds.flatMap((id) => list.filter((s) => s.id === id).slice(0, 1));
  // Whichever writer wrote a section, it keeps its template instruction, and the blocks are placed.
  const planned = (list: readonly TDocumentSection[]) =>
    placeBlocks(withGuidance(list, input.plan), input.plan, blockRequests);

  /** The ready sections at the front of the queue, now published. */
  function release(): TDocumentSection[] {
    const added: TDocumentSection[] = [];
    while (slots[0]?.section) {
      const { section } = slots[0];
      slots = slots.slice(1);
      sections.push(section);
      added.push(section);
    }
    return added;
  }

  function askAgain(
    reask: SectionReasker,
    slot: Slot,
    reason: TReplacementReason,
    request: Omit<Parameters<SectionReasker>[0], 'signal'>,
  ) {
    const current = epoch;
    const signal = options.signal
      ? AbortSignal.any([options.signal, current.signal])
      : current.signal;
    const { problems } = request;
    // The stream started over meanwhile: this section belongs to a reply no longer used.
    const dropped = () => current !== epoch;
    reasks = reasks.then(async () => {
      if (dropped()) return;
      let section: TDocumentSection | null = null;
      try {
        section = reaskedSection(await reask({ ...request, signal }), slot.id, problems);
      } catch (error) {
        // Shutting down: the job goes back to the queue; anything else: the stand-in.
        if (options.signal?.aborted) throw error;
      }
      if (dropped()) return;
      if (!section) failures.set(slot.id, reason);
      slot.section = section ?? standIn(slot.id, reason, [failedReask(problems)]);
    });
    slot.done = reasks;
  }

  return {
    push(chunk) {
      for (const parsed of stream.push(chunk)) {
        const blockKey = blockKeyOf(parsed.id);
        if (blockKey) {
          blockRequests.push({ key: blockKey, after: lastWritten });
          continue;
        }
        const outcome = acceptSection(parsed, { expectedIds, source });
        if (outcome === null) continue;
        const id = (outcome.ok ? outcome.section.id : outcome.id) as TPresentationSectionId;
        if (sections.some((s) => s.id === id) || slots.some((s) => s.id === id)) continue;
        lastWritten = id;
        if (outcome.ok) {
          slots.push({ id, section: outcome.section });
          continue;
        }
        const slot: Slot = { id, section: null };
        slots.push(slot);
        if (options.reask && outcome.problems) {
          askAgain(options.reask, slot, outcome.reason, {
            sectionId: id,
            problems: outcome.problems,
            rejected: { title: parsed.title, html: parsed.html },
            others: guideTitles(expectedIds),
          });
        } else {
          failures.set(id, outcome.reason);
          slot.section = standIn(id, outcome.reason);
        }
      }
      return release();
    },
    reset() {
      epoch.abort(new Error('the stream started over'));
      epoch = new AbortController();
      reasks = Promise.resolve();
      stream = createSectionStream();
      sections = [];
      slots = [];
      failures = new Map();
      blockRequests = [];
      lastWritten = null;
    },
    get sections() {
      return sections;
    },
    partial() {
      return { ...shell, sections: planned(ordered(sections)) };
    },
    async settle(publish) {
      // Each section asked for again, once ready, releases itself and those written after it.
      for (let waiting = slots[0]; waiting; waiting = slots[0]) {
        await waiting.done;
        const added = release();
        if (added.length === 0) return;
        publish(added);
      }
    },
    finish() {
      if (sections.length === 0) return { error: OUTPUT_CHECK_MESSAGES.notHtml };
      const document = {
        ...shell,
        sections: planned(completeSections(sections, expectedIds, standIn, failures)),
      };
      const html = renderPresentation(document, input.analysis);
      const problem = checkGeneratedHtml(html);
      if (problem) return { error: problem };
      return { document, html: repairHtml(html) };
    },
  };
}

/** One section of a saved presentation being written again (presentations/section-job.ts). */
export interface SectionTarget {
  sectionId: TPresentationSectionId;
  /** The presentation's document when the job started: the frame the new section is previewed in. */
  base: TPresentationDocument;
  /** Puts the accepted section into the presentation as it is by then; returns the stored document and page. */
  commit(section: TDocumentSection): Promise<{ document: TPresentationDocument; html: string }>;
}

/**
 * A builder that expects only the target section. The advisor asked for a new version: one that
 * fails validation, or never arrives, fails the job (the presentation keeps the old one) instead
 * of being stood in for.
 */
export function createSectionBuilder(
  target: SectionTarget,
  source: 'ai' | 'built-in',
): DocumentBuilder {
  const expectedIds = [target.sectionId];
  let stream = createSectionStream();
  let section: TDocumentSection | null = null;
  let rejected = false;

  return {
    push(chunk) {
      const added: TDocumentSection[] = [];
      for (const parsed of stream.push(chunk)) {
        if (section || rejected) break;
        const outcome = acceptSection(parsed, { expectedIds, source });
        if (outcome === null) continue;
        if (!outcome.ok) {
          rejected = true;
          break;
        }
        section = outcome.section;
        added.push(section);
      }
      return added;
    },
    reset() {
      stream = createSectionStream();
      section = null;
      rejected = false;
    },
    get sections() {
      return section ? [section] : [];
    },
    partial() {
      return { ...target.base, sections: section ? [section] : [] };
    },
    async finish() {
      if (!section) return { error: SECTION_UNUSABLE_MESSAGE };
      return target.commit(section);
    },
  };
}
