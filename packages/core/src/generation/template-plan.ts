// What a generation follows beyond the client and the settings: the template's section set and
// per-section instructions, and the organisation's approved blocks — locked ones placed by our
// code after their section, others offered to the AI by key. A block's words are always the
// stored ones: a writer can place a block, never write it.
import { z } from 'zod';

import { MAX_SECTIONS, MAX_TEMPLATE_INSTRUCTIONS, type TDocumentSection } from '../document/schema';
import { PRESENTATION_SECTIONS, sectionsForDetail, type TPresentationSectionId } from './options';

export { MAX_TEMPLATE_INSTRUCTIONS };
export const MAX_BLOCK_HTML = 20_000;
export const MAX_PLAN_BLOCKS = 20;

const SECTION_ID_VALUES = PRESENTATION_SECTIONS.map((s) => s.id) as [
  TPresentationSectionId,
  ...TPresentationSectionId[],
];
export const ZGuideSectionId = z.enum(SECTION_ID_VALUES);

/** An approved block as a generation carries it: its words as stored, and their SHA-256. */
export const ZPlanBlock = z.object({
  /** What the prompt calls it ('b1'); the section id it is placed with is `approved-b1`. */
  key: z.string().regex(/^b[0-9]{1,2}$/),
  id: z.string().min(1).max(64),
  title: z.string().max(200),
  html: z.string().max(MAX_BLOCK_HTML),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
});
export type TPlanBlock = z.output<typeof ZPlanBlock>;

export const ZPlanSection = z.object({
  type: ZGuideSectionId,
  instructions: z.string().max(MAX_TEMPLATE_INSTRUCTIONS),
  /** Locked blocks (keys of `blocks`) placed right after this section, in order. */
  blockKeys: z.array(z.string().regex(/^b[0-9]{1,2}$/)).max(5),
});
export type TPlanSection = z.output<typeof ZPlanSection>;

export const ZWritingPlan = z.object({
  templateId: z.string().max(64).nullable(),
  /** The template's sections in page order; null: the detail level decides, as without a template. */
  sections: z.array(ZPlanSection).min(1).max(PRESENTATION_SECTIONS.length).nullable(),
  /** Every block the generation may place (locked ones included). */
  blocks: z.array(ZPlanBlock).max(MAX_PLAN_BLOCKS),
});
export type TWritingPlan = z.output<typeof ZWritingPlan>;

/** The section id an approved block is placed with. */
export const blockSectionId = (key: string): string => `approved-${key}`;
const BLOCK_SECTION = /^approved-(b[0-9]{1,2})$/;
/** The block key a writer's section id names, or null. */
export const blockKeyOf = (sectionId: string): string | null =>
  BLOCK_SECTION.exec(sectionId)?.[1] ?? null;

/** The guide sections a generation writes, in order: the template's, else the detail level's. */
export function plannedSections(input: {
  client: { detailLevel: Parameters<typeof sectionsForDetail>[0] };
  plan?: TWritingPlan | null | undefined;
}): TPresentationSectionId[] {
  const planned = input.plan?.sections;
  return planned ? planned.map((s) => s.type) : sectionsForDetail(input.client.detailLevel);
}

/** The template's instruction for a section ('' when none). */
export const sectionInstruction = (
  plan: TWritingPlan | null | undefined,
  id: TPresentationSectionId,
): string => plan?.sections?.find((s) => s.type === id)?.instructions.trim() ?? '';

/**
 * The sections, each guide section with the template's instruction it was written under, so a
 * section written again later follows it as the whole generation did. Without a plan (or an
 * instruction) a section is left exactly as it was.
 */
export function withGuidance(
  sections: readonly TDocumentSection[],
  plan: TWritingPlan | null | undefined,
): TDocumentSection[] {
  return sections.map((s) => {
    const guidance = plan?.sections?.find((p) => p.type === s.kind)?.instructions.trim() ?? '';
    return guidance ? { ...s, guidance } : s;
  });
}

/** The plan a section written again follows: its own template instruction alone (null: none). */
export function guidancePlan(
  id: TPresentationSectionId,
  guidance: string | undefined,
): TWritingPlan | null {
  const instructions = guidance?.trim() ?? '';
  return instructions
    ? { templateId: null, sections: [{ type: id, instructions, blockKeys: [] }], blocks: [] }
    : null;
}

/** A block as a document section: the stored words, marked with the block and its hash. */
export function blockSection(block: TPlanBlock, locked: boolean): TDocumentSection {
  return {
    id: blockSectionId(block.key),
    kind: 'approved-block',
    title: block.title,
    html: block.html,
    charts: [],
    hidden: false,
    source: 'built-in',
    replaced: null,
    block: { id: block.id, hash: block.hash, locked },
  };
}

/** Where a writer asked for an offered block: after the guide section it followed (null: first). */
export interface TBlockRequest {
  key: string;
  after: string | null;
}

/**
 * The guide sections with the blocks placed: each locked block after its template section, each
 * block a writer asked for after the section it followed. A block appears once; a key the plan
 * does not hold is ignored (a writer cannot make up a block).
 */
export function placeBlocks(
  sections: readonly TDocumentSection[],
  plan: TWritingPlan | null | undefined,
  requests: readonly TBlockRequest[] = [],
): TDocumentSection[] {
  if (!plan || plan.blocks.length === 0) return [...sections];
  const byKey = new Map(plan.blocks.map((b) => [b.key, b]));
  const placed = new Set<string>();
  const after = new Map<string | null, TDocumentSection[]>();
  const put = (anchor: string | null, key: string, locked: boolean) => {
    const block = byKey.get(key);
    // A document holds at most MAX_SECTIONS sections: blocks past that are left out.
    if (!block || placed.has(key) || sections.length + placed.size >= MAX_SECTIONS) return;
    placed.add(key);
    after.set(anchor, [...(after.get(anchor) ?? []), blockSection(block, locked)]);
  };
  for (const s of plan.sections ?? []) for (const key of s.blockKeys) put(s.type, key, true);
  const present = new Set(sections.map((s) => s.id));
  for (const r of requests) put(r.after && present.has(r.after) ? r.after : null, r.key, false);
  return [...(after.get(null) ?? []), ...sections.flatMap((s) => [s, ...(after.get(s.id) ?? [])])];
}
