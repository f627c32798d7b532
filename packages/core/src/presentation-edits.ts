// What an advisor can do to a saved presentation: edit its sections, regenerate one, change the
// client's figures, apply the brand, and walk its versions. The inputs every procedure takes.
import { z } from 'zod';

import { MAX_SECTION_HTML, MAX_SECTIONS } from './document/schema';
import { ZAiVendorKey, ZGenerationMode } from './generation-request';
import { ZNeedsFacts } from './generation/needs-facts';
import { GENDERS, HEALTH_STATUSES, MARITAL_STATUSES, SMOKER_STATUSES } from './generation/options';

const ZId = z
  .string()
  .trim()
  .min(1, 'Presentation id is required')
  .max(64, 'Presentation id is too long');
const ZSectionId = z.string().regex(/^[a-z][a-z0-9-]{0,63}$/, 'Invalid section id');
const ZBaseVersion = z
  .number({ error: 'The version you edited is required' })
  .int()
  .min(1)
  .max(1_000_000);

export const VERSION_CHANGES = [
  'generated',
  'edit',
  'section-regenerated',
  'brand-applied',
  'figures-changed',
  'restored',
] as const;
export type TVersionChange = (typeof VERSION_CHANGES)[number];

export const VERSION_CHANGE_LABELS: Readonly<Record<TVersionChange, string>> = {
  generated: 'Generated',
  edit: 'Edited',
  'section-regenerated': 'Section regenerated',
  'brand-applied': 'Brand applied',
  'figures-changed': 'Figures changed',
  restored: 'Restored',
};

export const EDIT_MESSAGES = {
  stale:
    'This presentation changed since you opened it. Reload to see the latest version, then make your change again.',
  sectionsChanged: 'Sections can be edited, hidden and reordered, but not added or removed.',
  placeholdersChanged: 'Charts and figures come from the needs analysis and cannot be edited.',
  noDocument:
    'This presentation was saved before sections could be edited. Regenerate it to edit it.',
  noSuchSection: 'That section is not in this presentation.',
  noSuchVersion: 'That version does not exist.',
  alreadyCurrent: 'That version is already the current one.',
  unchanged: 'Nothing has changed since the last version.',
  allHidden: 'At least one section must stay visible.',
  noOtherVersion:
    'The built-in writer has no other wording for this section. Edit the text yourself, or rewrite it with the AI.',
} as const;

export const ZSectionEdit = z.object({
  id: ZSectionId,
  title: z
    .string()
    .trim()
    .min(1, 'Every section needs a title')
    .max(200, 'Section titles are at most 200 characters'),
  html: z.string().max(MAX_SECTION_HTML, 'This section is too long'),
  hidden: z.boolean(),
});
export type TSectionEdit = z.output<typeof ZSectionEdit>;

/** The whole ordered list of sections as the editor has them. */
export const ZUpdateDocumentInput = z.object({
  id: ZId,
  baseVersion: ZBaseVersion,
  sections: z.array(ZSectionEdit).min(1).max(MAX_SECTIONS),
});
export type TUpdateDocumentInput = z.input<typeof ZUpdateDocumentInput>;

export const ZVersionsInput = z.object({ id: ZId });
export const ZVersionRefInput = z.object({
  id: ZId,
  number: z.number().int().min(1).max(1_000_000),
});

export const ZRegenerateSectionInput = z.object({
  id: ZId,
  sectionId: ZSectionId,
  instruction: z.string().trim().max(500, 'Instructions are at most 500 characters').default(''),
  mode: ZGenerationMode.default('auto'),
  apiKey: ZAiVendorKey,
});
export type TRegenerateSectionInput = z.input<typeof ZRegenerateSectionInput>;

/** The client facts the needs analysis is computed from; every chart and figure follows them. */
export const ZPresentationFigures = z.object({
  age: z
    .number({ error: 'Age is required' })
    .int()
    .min(18, 'Age must be between 18 and 100')
    .max(100, 'Age must be between 18 and 100'),
  annualIncome: z
    .number({ error: 'Annual income is required' })
    .min(0, 'Income cannot be negative')
    .max(1_000_000_000, 'Income is too large'),
  dependents: z.number().int().min(0).max(10, 'At most 10 dependents'),
  budget: z.number().min(0, 'Budget cannot be negative').max(1_000_000, 'Budget is too large'),
  maritalStatus: z.enum(MARITAL_STATUSES),
  smoker: z.enum(SMOKER_STATUSES),
  /** '' when the client's health was not stated. */
  healthStatus: z.union([z.enum(HEALTH_STATUSES), z.literal('')]),
  gender: z.enum(GENDERS).optional(),
  /**
   * What the client owes, holds and whom they raise, as the wizard takes them ('' = not stated,
   * which the analysis says it did not count, never a zero presented as the client's fact).
   * Absent: left as they are.
   */
  needs: ZNeedsFacts.pick({
    mortgage: true,
    otherDebts: true,
    existingCoverIndividual: true,
    existingCoverGroup: true,
    savings: true,
    childrenAges: true,
  }).optional(),
});
export type TPresentationFigures = z.output<typeof ZPresentationFigures>;

export const ZUpdateFiguresInput = z.object({
  id: ZId,
  baseVersion: ZBaseVersion,
  figures: ZPresentationFigures,
});
export const ZApplyBrandInput = z.object({ id: ZId, baseVersion: ZBaseVersion });
