// Decides whether a parsed section may enter the document, and fills the gaps with stand-ins, so a
// bad or missing section is replaced on its own instead of failing the whole presentation. A typed
// amount that sits in a sentence the section can lose is mended by removing that sentence; what
// cannot be mended is returned with its problems, for the writer to be asked once more.
import type { TPresentationSectionId } from '../generation/options';
import { chartsIn } from './placeholders';
import { sanitiseFragment, sanitiseTitle } from './sanitise';
import {
  MAX_SECTION_HTML,
  ZDocumentSection,
  type TDocumentSection,
  type TReplacementReason,
  type TSectionRepair,
} from './schema';
import { removeAmountSentences, sectionProblems, type TSectionProblem } from './section-checks';
import { plainText, takeNotes, type TParsedSection } from './section-stream';

export { reaskInstruction, type TSectionProblem } from './section-checks';

/** A section (other than the cover) needs at least this much text, unless it places a chart or block. */
export const MIN_SECTION_TEXT = 20;

const BLOCK_PLACEHOLDER = /\bdata-block="/;

/**
 * Accepted (perhaps mended: `section.repairs` says how); or not: `reask` with the exact problems
 * when asking the writer again, told what to fix, may give a usable version; else rejected.
 */
export type TAcceptedSection =
  | { ok: true; section: TDocumentSection }
  | {
      ok: false;
      id: string;
      reason: TReplacementReason;
      /** The problems to tell the writer of; absent: the section is rejected (no re-ask). */
      problems?: [TSectionProblem, ...TSectionProblem[]];
    };

/** What the advisor is told a removed sentence held. */
const removedRepair = (snippet: string): TSectionRepair => ({
  kind: 'sentence-removed',
  problem: `typed an amount: "${snippet}"`.slice(0, 300),
});

/**
 * A parsed section, sanitised and checked; null when its id is not one this document expects
 * (the writer's extra sections are ignored).
 */
export function acceptSection(
  parsed: TParsedSection,
  options: { expectedIds: readonly string[]; source: 'ai' | 'built-in' },
): TAcceptedSection | null {
  const { id } = parsed;
  if (!options.expectedIds.includes(id)) return null;
  const rejected = (reason: TReplacementReason): TAcceptedSection => ({ ok: false, id, reason });

  const title = sanitiseTitle(parsed.title);
  // The speaker note never reaches the page (the stream's parser takes it out; so does this).
  const { html: raw, notes: ownNotes } = takeNotes(parsed.html);
  const notes = parsed.notes ?? ownNotes;
  let html = sanitiseFragment(raw);
  if (!title || html.length > MAX_SECTION_HTML) return rejected('invalid');
  // Placeholders are empty after sanitising, so the text holds only what the writer typed.
  let text = plainText(html);
  const repairs: TSectionRepair[] = [];
  const [first, ...more] = sectionProblems(raw, text, title);
  if (first) {
    const problems: [TSectionProblem, ...TSectionProblem[]] = [first, ...more];
    const unknown = problems.some((p) => p.kind === 'unknown-placeholder');
    const reask: TAcceptedSection = {
      ok: false,
      id,
      reason: unknown ? 'unknown-placeholder' : 'unverified-figure',
      problems,
    };
    // An unknown placeholder is never deleted silently, nor is a typed amount in the title.
    if (unknown || sectionProblems('', '', title).length > 0) return reask;
    const mended = removeAmountSentences(html, MIN_SECTION_TEXT);
    if (!mended) return reask;
    html = sanitiseFragment(mended.html);
    text = plainText(html);
    repairs.push(...mended.removed.map(removedRepair));
  }
  const charts = chartsIn(html);
  const placesFigures = charts.length > 0 || BLOCK_PLACEHOLDER.test(html);
  if (id !== 'cover' && text.length < MIN_SECTION_TEXT && !placesFigures)
    return rejected('invalid');

  const section = ZDocumentSection.safeParse({
    id,
    kind: id,
    title,
    html,
    charts,
    hidden: false,
    source: options.source,
    replaced: null,
    ...(repairs.length > 0 ? { repairs: repairs.slice(0, 10) } : {}),
    ...(notes ? { notes } : {}),
  });
  return section.success ? { ok: true, section: section.data } : rejected('invalid');
}

/**
 * The document's sections in the expected order: the first accepted section for each id, else
 * the stand-in for it (with the reason its own version failed, or 'missing').
 */
export function completeSections(
  accepted: readonly TDocumentSection[],
  expectedIds: readonly TPresentationSectionId[],
  standIn: (id: TPresentationSectionId, reason: TReplacementReason) => TDocumentSection,
  failures?: ReadonlyMap<string, TReplacementReason>,
): TDocumentSection[] {
  return expectedIds.map(
    (id) => accepted.find((s) => s.id === id) ?? standIn(id, failures?.get(id) ?? 'missing'),
  );
}
