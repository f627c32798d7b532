// Turns a writer's streamed text into a document, section by section: each section is parsed
// when it closes, sanitised and validated; one that fails is replaced at once by the built-in
// generator's version of it (marked so) instead of failing the whole presentation. A single
// section written again for a saved presentation has its own builder: there, a failure fails.
import {
  checkGeneratedHtml,
  OUTPUT_CHECK_MESSAGES,
  repairHtml,
  sectionsForDetail,
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
} from '@pitchcraft/core/document';

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
}

type BuildOutcome = { document: TPresentationDocument; html: string } | { error: string };

export const SECTION_UNUSABLE_MESSAGE =
  "The AI's version of this section could not be used. Your presentation is unchanged.";

export function createDocumentBuilder(
  input: TOfflineInput,
  source: 'ai' | 'built-in',
): DocumentBuilder {
  const expectedIds: TPresentationSectionId[] = sectionsForDetail(input.client.detailLevel);
  const shell = documentShell(input);
  let stream = createSectionStream();
  let sections: TDocumentSection[] = [];
  let failures = new Map<string, TReplacementReason>();

  const standIn = (id: TPresentationSectionId, reason: TReplacementReason): TDocumentSection => ({
    ...offlineSection(id, input),
    replaced: source === 'ai' ? reason : null,
  });
  const ordered = (list: readonly TDocumentSection[]) =>
    expectedIds.flatMap((id) => list.filter((s) => s.id === id).slice(0, 1));

  return {
    push(chunk) {
      const added: TDocumentSection[] = [];
      for (const parsed of stream.push(chunk)) {
        const outcome = acceptSection(parsed, { expectedIds, source });
        if (outcome === null) continue;
        const id = outcome.ok ? outcome.section.id : outcome.id;
        if (sections.some((s) => s.id === id)) continue;
        const section = outcome.ok
          ? outcome.section
          : standIn(id as TPresentationSectionId, outcome.reason);
        if (!outcome.ok) failures.set(id, outcome.reason);
        sections.push(section);
        added.push(section);
      }
      return added;
    },
    reset() {
      stream = createSectionStream();
      sections = [];
      failures = new Map();
    },
    get sections() {
      return sections;
    },
    partial() {
      return { ...shell, sections: ordered(sections) };
    },
    finish() {
      if (sections.length === 0) return { error: OUTPUT_CHECK_MESSAGES.notHtml };
      const document = {
        ...shell,
        sections: completeSections(sections, expectedIds, standIn, failures),
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
