// A section the AI wrote with a problem the checks cannot mend (a typed amount where a sentence
// cannot go, a placeholder id that does not exist) is asked for ONCE more, the model told exactly
// what to fix. The second answer, if it passes, is used and marked 'reasked'; otherwise the
// built-in writer's version stands in. The first answer is never stored.
import {
  buildSectionPrompt,
  PRESENTATION_SECTIONS,
  type TPresentationSectionId,
} from '@pitchcraft/core';
import {
  acceptSection,
  parseSections,
  reaskInstruction,
  type TDocumentSection,
  type TSectionProblem,
  type TSectionRepair,
} from '@pitchcraft/core/document';

import type { JobRequest } from './write-job';
import type { PresentationWriter } from './writer';

/** A section is short: its second version needs far fewer tokens than a presentation. */
const REASK_MAX_TOKENS = 6_000;

interface ReaskRequest {
  sectionId: TPresentationSectionId;
  problems: readonly TSectionProblem[];
  /** The writer's first version, as it wrote it (the model is shown what to fix). */
  rejected: { title: string; html: string };
  /** The presentation's sections, for context. */
  others: readonly { id: string; title: string }[];
  signal: AbortSignal;
}

/** Asks the writer for one section again; resolves with the reply's text. */
export type SectionReasker = (request: ReaskRequest) => Promise<string>;

/** Tokens the re-asks cost, added to the job's. */
export interface ReaskUsage {
  inputTokens: number;
  outputTokens: number;
}

/**
 * The re-ask of a whole-presentation job written by the AI: the same writer (its retry policy),
 * the same key (the advisor's own only while this process holds it), the section prompt with the
 * exact problems as its instruction.
 */
export function createSectionReasker(
  writer: PresentationWriter,
  request: JobRequest,
  usage: ReaskUsage,
): SectionReasker {
  return async ({ sectionId, problems, rejected, others, signal }) => {
    const prompt = buildSectionPrompt(request.promptInput, {
      sectionId,
      instruction: reaskInstruction(problems),
      current: rejected,
      others,
    });
    const result = await writer.write({
      ...request,
      prompt,
      sectionId,
      maxTokens: REASK_MAX_TOKENS,
      signal,
      onText: () => undefined,
      onRetry: () => undefined,
    });
    usage.inputTokens += result.inputTokens ?? 0;
    usage.outputTokens += result.outputTokens ?? 0;
    return result.text;
  };
}

const clip = (text: string) => (text.length > 300 ? `${text.slice(0, 299)}…` : text);

/** What was wrong with the first version, in the advisor's words. */
function problemSummary(problems: readonly TSectionProblem[]): string {
  const amounts = [
    ...new Set(problems.filter((p) => p.kind === 'typed-amount').map((p) => `"${p.text}"`)),
  ];
  const ids = [
    ...new Set(problems.filter((p) => p.kind === 'unknown-placeholder').map((p) => `"${p.text}"`)),
  ];
  const parts = [
    ...(amounts.length > 0
      ? [`typed ${amounts.length > 1 ? 'amounts' : 'an amount'}: ${amounts.join(', ')}`]
      : []),
    ...(ids.length > 0 ? [`used a figure that does not exist: ${ids.join(', ')}`] : []),
  ];
  return clip(parts.join('; '));
}

/** The presentation's sections by the guide's titles, for the re-ask's context. */
export function guideTitles(
  ids: readonly TPresentationSectionId[],
): { id: string; title: string }[] {
  return ids.map((id) => ({
    id,
    title: PRESENTATION_SECTIONS.find((s) => s.id === id)?.title ?? id,
  }));
}

/**
 * The section a re-ask's reply gives: accepted (its own mends kept) and marked 'reasked', or null
 * when the second version cannot be used either.
 */
export function reaskedSection(
  reply: string,
  sectionId: TPresentationSectionId,
  problems: readonly TSectionProblem[],
): TDocumentSection | null {
  const parsed = parseSections(reply).sections.find((s) => s.id === sectionId);
  if (!parsed) return null;
  const outcome = acceptSection(parsed, { expectedIds: [sectionId], source: 'ai' });
  if (!outcome?.ok) return null;
  const reasked: TSectionRepair = { kind: 'reasked', problem: problemSummary(problems) };
  const repairs = [reasked, ...(outcome.section.repairs ?? [])].slice(0, 10);
  return { ...outcome.section, repairs };
}

/** The repair a stand-in records when the second version could not be used either. */
export function failedReask(problems: readonly TSectionProblem[]): TSectionRepair {
  return {
    kind: 'reasked',
    problem: clip(
      `${problemSummary(problems)}; asked again, but the second version could not be used`,
    ),
  };
}
