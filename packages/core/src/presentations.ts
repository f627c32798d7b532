// Saved presentations: inputs of the presentations domain and the names the spec gives things.
import { z } from 'zod';

import { isPlaceholderEmail } from './clients/email';
import { stripBidiControls } from './storable-text';

export const SAVE_MISSING_DATA_MESSAGE =
  'Cannot save presentation - Missing required data to save the presentation';
export const PRESENTATION_NOT_FOUND_MESSAGE = 'Presentation Not Found';
export const SHARED_NOT_FOUND_MESSAGE = 'This presentation might not exist or is no longer shared.';

const ZId = z
  .string()
  .trim()
  .min(1, 'Presentation id is required')
  .max(64, 'Presentation id is too long');

export const ZSavePresentationInput = z.object({
  /** The finished generation whose client data, strategy and HTML are saved. */
  generationId: z.string().trim().min(1, SAVE_MISSING_DATA_MESSAGE).max(64),
  /** Save regenerated content over this presentation instead of adding a copy. */
  presentationId: ZId.optional(),
});
export type TSavePresentationInput = z.input<typeof ZSavePresentationInput>;

export const PRESENTATIONS_PAGE_SIZE = 20;

export const ZListPresentationsInput = z
  .object({
    cursor: z.string().max(200).nullish(),
    limit: z.number().int().min(1).max(100).default(PRESENTATIONS_PAGE_SIZE),
  })
  .default({ limit: PRESENTATIONS_PAGE_SIZE });

export const ZPresentationIdInput = z.object({ id: ZId });

export const ZSetSharingInput = z.object({ id: ZId, enabled: z.boolean() });

/** 'Life Insurance Recommendations for Maria Rivera'. */
export function presentationTitle(
  insuranceType: string | null | undefined,
  clientName: string | null | undefined,
): string {
  const type = stripBidiControls(insuranceType ?? '').trim() || 'Insurance';
  const name = stripBidiControls(clientName ?? '').trim() || 'Client';
  return `${type} Recommendations for ${name}`.slice(0, 200);
}

/** The client's name in lower case with hyphens, safe as a file name. */
export function fileSlug(clientName: string | null | undefined): string {
  const slug = (clientName ?? '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return slug || 'client';
}

/** '{client-name}-insurance-recommendations.html' from the preview, '-insurance-presentation.html' elsewhere. */
export function downloadFileName(
  clientName: string | null | undefined,
  kind: 'recommendations' | 'presentation',
): string {
  return `${fileSlug(clientName)}-insurance-${kind}.html`;
}

/** The name of an exported file: "maria-rivera-insurance-presentation.pdf", "…-record.pdf". */
export function exportFileName(
  clientName: string | null | undefined,
  kind: 'presentation' | 'record',
  extension: 'pdf' | 'pptx',
): string {
  return `${fileSlug(clientName)}-insurance-${kind}.${extension}`;
}

export function sharedPath(id: string): string {
  return `/shared-presentation/${id}`;
}

/** A plain address that can stand in a mailto: link as it is (nothing that would start its query). */
const PLAIN_ADDRESS = /^[^\s@?&#%]+@[^\s@?&#%]+$/;

/** A new e-mail with the share link, addressed to the client when their address is known. */
export function mailtoShareLink(
  clientName: string,
  sharedUrl: string,
  advisorName?: string,
  to?: string,
): string {
  const subject = `Insurance Recommendations for ${clientName}`;
  const body = `Hi ${clientName},\n\nI've prepared your personalized insurance recommendations. You can view them here:\n\n${sharedUrl}\n\nPlease let me know if you have any questions.\n\nBest regards,${advisorName ? `\n${advisorName}` : ''}`;
  const recipient = to && PLAIN_ADDRESS.test(to.trim()) && !isPlaceholderEmail(to) ? to.trim() : '';
  return `mailto:${recipient}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
