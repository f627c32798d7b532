// The organisation's library: approved text blocks (placed as written, never altered) and
// presentation templates (a section set, per-section instructions, locked blocks and the wizard's
// default settings). The inputs of the library procedures and the texts the screens show.
import { z } from 'zod';

import { escapeHtml } from './document/escape';
import { ZSalesStrategy } from './generation/client-form';
import {
  COLOUR_SCHEME_OPTIONS,
  DETAIL_LEVELS,
  FOCUS_AREAS,
  PRESENTATION_STYLES,
  TONES,
} from './generation/options';
import { MAX_TEMPLATE_INSTRUCTIONS, ZGuideSectionId } from './generation/template-plan';

export const BLOCK_KINDS = ['disclaimer', 'about', 'licensing', 'other'] as const;
export type TBlockKind = (typeof BLOCK_KINDS)[number];
export const BLOCK_KIND_LABELS: Readonly<Record<TBlockKind, string>> = {
  disclaimer: 'Disclaimer',
  about: 'About the firm',
  licensing: 'Licensing statement',
  other: 'Other',
};

export const MAX_BLOCK_TEXT = 5000;
export const MAX_LIBRARY_ITEMS = 100;

export const LIBRARY_MESSAGES = {
  blockNotFound: 'That approved block does not exist or was archived.',
  templateNotFound: 'That template does not exist or was archived.',
  tooMany: `A library holds at most ${MAX_LIBRARY_ITEMS} active items. Archive one first.`,
  unknownBlock: 'Choose blocks from your organisation’s approved blocks.',
  duplicateSection: 'Each section can appear once in a template.',
  blockLocked: 'Approved blocks are placed exactly as approved and cannot be edited.',
  noDocument:
    'This presentation was saved before presentations were kept as sections, so it cannot become a template. Generate it again first.',
  blockHidden: 'This approved block is locked in place by a template and cannot be hidden.',
  blockMoved:
    'This approved block is locked in place by a template: it moves only with the section it follows.',
  blockAlreadyPlaced: 'This approved block is already in the presentation.',
  noRoomForBlock: 'This presentation has as many sections as it can hold. Remove one first.',
} as const;

const ZLibraryId = z.string().trim().min(1, 'An id is required').max(64, 'That id is too long');
const title = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${max} characters`);

export const ZBlockInput = z.object({
  kind: z.enum(BLOCK_KINDS),
  title: title('A title', 120),
  /** Plain text: blank lines separate paragraphs. Stored as escaped HTML paragraphs. */
  text: z
    .string()
    .trim()
    .min(1, 'The block needs some text')
    .max(MAX_BLOCK_TEXT, `A block is at most ${MAX_BLOCK_TEXT} characters`),
});
export type TBlockInput = z.input<typeof ZBlockInput>;
export const ZUpdateBlockInput = ZBlockInput.extend({ id: ZLibraryId });
export const ZLibraryIdInput = z.object({ id: ZLibraryId });

/** A block's text as the HTML the page shows: escaped paragraphs and line breaks, nothing else. */
export function blockHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => `<p>${escapeHtml(p.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The text a block's HTML was made from (blockHtml's inverse), for editing it. */
export function blockText(html: string): string {
  return html
    .replace(/^<p>|<\/p>$/g, '')
    .split('</p><p>')
    .map((p) =>
      p
        .replace(/<br>/g, '\n')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&'),
    )
    .join('\n\n');
}

/** The wizard settings a template starts a presentation with. */
export const ZTemplateSettings = z.object({
  presentationStyle: z.enum(PRESENTATION_STYLES).optional(),
  tonePriority: z.enum(TONES).optional(),
  detailLevel: z.enum(DETAIL_LEVELS).optional(),
  focusAreas: z.array(z.enum(FOCUS_AREAS)).max(FOCUS_AREAS.length).optional(),
  colorScheme: z.enum(COLOUR_SCHEME_OPTIONS).optional(),
  customColorHex: z
    .string()
    .regex(/^#[0-9A-Fa-f]{6}$/)
    .optional(),
  customInstructions: z.string().max(5000).optional(),
  strategy: ZSalesStrategy.partial().optional(),
});
export type TTemplateSettings = z.output<typeof ZTemplateSettings>;

export const ZTemplateSection = z.object({
  type: ZGuideSectionId,
  instructions: z
    .string()
    .trim()
    .max(
      MAX_TEMPLATE_INSTRUCTIONS,
      `Instructions are at most ${MAX_TEMPLATE_INSTRUCTIONS} characters`,
    )
    .default(''),
  /** Approved blocks locked in place right after this section. */
  blockIds: z.array(ZLibraryId).max(5, 'Lock at most 5 blocks after a section').default([]),
});
export type TTemplateSection = z.output<typeof ZTemplateSection>;

const templateName = title('A name', 120);
const templateDescription = z
  .string()
  .trim()
  .max(500, 'The description is at most 500 characters')
  .default('');

export const ZSaveTemplateInput = z.object({
  presentationId: ZLibraryId,
  name: templateName,
  description: templateDescription,
});
export type TSaveTemplateInput = z.input<typeof ZSaveTemplateInput>;

export const ZUpdateTemplateInput = z.object({
  id: ZLibraryId,
  name: templateName,
  description: templateDescription,
  sections: z
    .array(ZTemplateSection)
    .min(1, 'A template needs at least one section')
    .max(9)
    .refine(
      (sections) => new Set(sections.map((s) => s.type)).size === sections.length,
      LIBRARY_MESSAGES.duplicateSection,
    ),
});
export type TUpdateTemplateInput = z.input<typeof ZUpdateTemplateInput>;

/** An approved block placed by hand in the editor, after a section (null: first). */
export const ZPlaceBlockInput = z.object({
  id: z
    .string()
    .trim()
    .min(1, 'Presentation id is required')
    .max(64, 'Presentation id is too long'),
  baseVersion: z
    .number({ error: 'The version you edited is required' })
    .int('The version you edited is required')
    .min(1, 'The version you edited is required')
    .max(1_000_000, 'That version does not exist'),
  blockId: z
    .string({ error: 'Choose an approved block' })
    .trim()
    .min(1, 'Choose an approved block')
    .max(64, 'That approved block does not exist'),
  after: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,63}$/, 'Choose the section the block goes after')
    .nullable(),
});
export type TPlaceBlockInput = z.input<typeof ZPlaceBlockInput>;
