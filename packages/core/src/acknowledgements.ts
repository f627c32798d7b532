// The client's signed acknowledgement of one version of a shared presentation ("I'd like to go
// ahead", signed with a typed name): the consent sentence they agree to, the signing input and the
// texts the shared page and the advisor's views show.
import { z } from 'zod';

import { stripBidiControls } from './storable-text';

/**
 * The sentence the client ticks, shown verbatim on the shared page and stored verbatim with each
 * signature: a changed sentence applies to the signatures made after the change only.
 */
export const ACKNOWLEDGEMENT_CONSENT =
  'I have read this presentation and I agree to sign it electronically. I understand my typed name is my signature and that it confirms I would like to go ahead with the recommendation shown.';

export const SIGNER_NAME_MIN_CHARS = 2;
export const SIGNER_NAME_MAX_CHARS = 200;

export const ACKNOWLEDGEMENT_MESSAGES = {
  nameMissing: 'Please type your full name to sign',
  nameTooLong: `Please keep your name under ${SIGNER_NAME_MAX_CHARS} characters`,
  nameLetters: 'Please type your name in letters',
  consentMissing: 'Please tick the box to agree to sign electronically',
  stale:
    'This presentation has changed since you opened it. Please reload to read the latest version before signing.',
  alreadySigned: 'This version is already signed.',
} as const;

/** A typed name as it is stored: no bidi controls, every run of spaces or line breaks one space. */
export const signerNameText = (value: string) =>
  stripBidiControls(value).replace(/\s+/g, ' ').trim();

export const ZSignerName = z
  .string({ error: ACKNOWLEDGEMENT_MESSAGES.nameMissing })
  .max(SIGNER_NAME_MAX_CHARS * 2, ACKNOWLEDGEMENT_MESSAGES.nameTooLong)
  .transform(signerNameText)
  .pipe(
    z
      .string()
      .min(SIGNER_NAME_MIN_CHARS, ACKNOWLEDGEMENT_MESSAGES.nameMissing)
      .max(SIGNER_NAME_MAX_CHARS, ACKNOWLEDGEMENT_MESSAGES.nameTooLong)
      .regex(/\p{L}/u, ACKNOWLEDGEMENT_MESSAGES.nameLetters),
  );

const ZId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/, 'Invalid id');

/** What the shared page sends to sign: the share as responses.submit names it, and the signature. */
export const ZSignAcknowledgementInput = z.object({
  /** The presentation (its share id). */
  id: ZId,
  /** The grant from the passcode / e-mail gate, when the share has one. */
  grant: z.string().max(128).optional(),
  /** The view this page recorded (analytics.startView), when it recorded one. */
  viewId: ZId.optional(),
  /** Made once per form by the page: the same form sent again is the signature already stored. */
  requestId: z
    .string()
    .trim()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9-]+$/, 'Invalid request'),
  /** The version the page shows: only the version the shared link shows now can be signed. */
  versionNumber: z.number().int().min(1).max(1_000_000),
  fullName: ZSignerName,
  /** The client ticked ACKNOWLEDGEMENT_CONSENT. */
  consent: z.literal(true, { error: ACKNOWLEDGEMENT_MESSAGES.consentMissing }),
});
export type TSignAcknowledgementInput = z.input<typeof ZSignAcknowledgementInput>;

/** What the shared page is told once the signature is stored. */
export const ZSignedAcknowledgement = z.object({
  signerName: z.string(),
  versionNumber: z.number().int(),
  /** ISO time of the signature. */
  signedAt: z.string(),
});
export type TSignedAcknowledgement = z.output<typeof ZSignedAcknowledgement>;

export const ZPresentationAcknowledgementsInput = z.object({ presentationId: ZId });

const SIGNED_DATE = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone });

/** What the client reads once signed: "Signed by Maria Rivera on March 3, 2025. Your advisor has been told." */
export function acknowledgementConfirmation(
  signerName: string,
  signedAt: Date,
  timeZone = 'UTC',
): string {
  return `Signed by ${signerName} on ${SIGNED_DATE(timeZone).format(signedAt)}. Your advisor has been told.`;
}

/** How the advisor's views name a signature, before its time: "Signed by Maria Rivera · version 3". */
export const acknowledgementSummary = (signerName: string, versionNumber: number) =>
  `Signed by ${signerName} · version ${versionNumber}`;
