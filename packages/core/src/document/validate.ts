// Decides whether a parsed section may enter the document, and fills the gaps with stand-ins, so a
// bad or missing section is replaced on its own instead of failing the whole presentation.
import type { TPresentationSectionId } from '../generation/options';
import { chartsIn } from './placeholders';
import { sanitiseFragment, sanitiseTitle } from './sanitise';
import {
  MAX_SECTION_HTML,
  ZDocumentSection,
  type TDocumentSection,
  type TReplacementReason,
} from './schema';
import { plainText, type TParsedSection } from './section-stream';

/** A section (other than the cover) needs at least this much text, unless it places a chart or block. */
export const MIN_SECTION_TEXT = 20;

/** A typed amount ("$1,200", "$ 5", "USD 5"): figures must come from placeholders. */
const TYPED_AMOUNT = /(?:\$|\bUSD)\s?\d/i;
const BLOCK_PLACEHOLDER = /\bdata-block="/;

export type TAcceptedSection =
  { ok: true; section: TDocumentSection } | { ok: false; id: string; reason: TReplacementReason };

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
  const html = sanitiseFragment(parsed.html);
  if (!title || html.length > MAX_SECTION_HTML) return rejected('invalid');
  // Placeholders are empty after sanitising, so the text holds only what the writer typed.
  const text = plainText(html);
  const charts = chartsIn(html);
  const placesFigures = charts.length > 0 || BLOCK_PLACEHOLDER.test(html);
  if (id !== 'cover' && text.length < MIN_SECTION_TEXT && !placesFigures)
    return rejected('invalid');
  if (TYPED_AMOUNT.test(text) || TYPED_AMOUNT.test(title)) return rejected('unverified-figure');

  const section = ZDocumentSection.safeParse({
    id,
    kind: id,
    title,
    html,
    charts,
    hidden: false,
    source: options.source,
    replaced: null,
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
