// The client answers a shared presentation; the advisor follows up; each client has one timeline.
// Inputs of the responses, follow-ups and timeline procedures, and the texts they show.
import { z } from 'zod';

import { stripBidiControls } from './storable-text';

const ZId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/, 'Invalid id');

export const RESPONSE_KINDS = ['go_ahead', 'call', 'question'] as const;
export type TResponseKind = (typeof RESPONSE_KINDS)[number];
export const isResponseKind = (value: unknown): value is TResponseKind =>
  RESPONSE_KINDS.some((kind) => kind === value);

/** The buttons on the shared page. */
export const RESPONSE_LABELS: Record<TResponseKind, string> = {
  go_ahead: "I'd like to go ahead",
  call: 'Please call me',
  question: 'I have a question',
};

/** What the client sees once the advisor has the response. */
export const RESPONSE_CONFIRMATIONS: Record<TResponseKind, string> = {
  go_ahead:
    'Thank you — your advisor has been told you would like to go ahead and will be in touch shortly.',
  call: 'Thank you — your advisor has your number and will call you at the time you asked for.',
  question: 'Thank you — your question has been sent to your advisor, who will get back to you.',
};

/** How the advisor's notification and lists describe a response, after the client's name. */
export const RESPONSE_SUMMARIES: Record<TResponseKind, string> = {
  go_ahead: 'would like to go ahead',
  call: 'asked you to call',
  question: 'has a question',
};

export const QUESTION_MAX_CHARS = 2_000;
export const PREFERRED_TIMES_MAX_CHARS = 200;
export const FOLLOW_UP_SUBJECT_MAX_CHARS = 200;
export const FOLLOW_UP_BODY_MAX_CHARS = 10_000;

export const RESPONSE_RATE_LIMIT_MESSAGE =
  'Too many responses have been sent from here. Please try again later.';
export const RESPONSE_PRESENTATION_LIMIT_MESSAGE =
  'This presentation has had many responses today. Please contact your advisor directly.';

const text = (max: number, tooLong: string) =>
  z
    .string()
    .max(max * 2, tooLong)
    .transform((value) => stripBidiControls(value).replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(max, tooLong));

/** A phone number as people type it: digits with spaces, dots, dashes, brackets and a leading +. */
export const ZResponsePhone = z
  .string({ error: 'Please enter a phone number we can call' })
  .trim()
  .min(1, 'Please enter a phone number we can call')
  .max(32, 'That phone number is too long')
  .regex(/^\+?[0-9][0-9 ().-]{5,30}$/, 'Please enter a valid phone number')
  .refine((value) => value.replace(/\D/g, '').length >= 7, 'Please enter a valid phone number');

const common = {
  /** The presentation (its share id). */
  id: ZId,
  /** The grant from the passcode / e-mail gate, when the share has one. */
  grant: z.string().max(128).optional(),
  /** The view this page recorded (analytics.startView), when it recorded one. */
  viewId: ZId.optional(),
  /** Made once per form by the page: a second press of the same form stores nothing more. */
  requestId: z
    .string()
    .trim()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9-]+$/, 'Invalid request'),
};

export const ZSubmitResponseInput = z.discriminatedUnion('kind', [
  z.object({
    ...common,
    kind: z.literal('go_ahead'),
    message: text(
      QUESTION_MAX_CHARS,
      `Please keep your note under ${QUESTION_MAX_CHARS.toLocaleString('en-US')} characters`,
    ).optional(),
  }),
  z.object({
    ...common,
    kind: z.literal('call'),
    phone: ZResponsePhone,
    preferredTimes: text(
      PREFERRED_TIMES_MAX_CHARS,
      `Please keep the times under ${PREFERRED_TIMES_MAX_CHARS} characters`,
    ).optional(),
  }),
  z.object({
    ...common,
    kind: z.literal('question'),
    message: text(
      QUESTION_MAX_CHARS,
      `Please keep your question under ${QUESTION_MAX_CHARS.toLocaleString('en-US')} characters`,
    ).pipe(z.string().min(1, 'Please type your question')),
  }),
]);
export type TSubmitResponseInput = z.input<typeof ZSubmitResponseInput>;

/** What the shared page is told once the advisor has the response. */
export const ZSubmittedResponse = z.object({
  kind: z.enum(RESPONSE_KINDS),
  confirmation: z.string(),
  /** ISO time the response was stored. */
  createdAt: z.string(),
});
export type TSubmittedResponse = z.output<typeof ZSubmittedResponse>;

export const ZPresentationResponsesInput = z.object({ presentationId: ZId });

export const ZDraftFollowUpInput = z.object({
  presentationId: ZId,
  /** The advisor's own AI key for this one call (never stored); the server's key otherwise. */
  apiKey: z.string().trim().min(1).max(300).optional(),
  /** 'auto' uses the AI when a key is available, else the built-in template. */
  mode: z.enum(['auto', 'built-in']).default('auto'),
});

/** Addresses an advisor may add beside the client's, each confirmed. */
export const FOLLOW_UP_MAX_ADDITIONAL_RECIPIENTS = 3;
export const FOLLOW_UP_CONFIRM_RECIPIENTS_MESSAGE =
  'Please confirm that this follow-up should also go to the addresses you added.';
export const FOLLOW_UP_NO_CLIENT_ADDRESS_MESSAGE =
  'Your client has no e-mail address on file. Add the address to send this follow-up to, and confirm it.';

const ZFollowUpAddress = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'That e-mail address is too long')
  .email('Please enter a valid e-mail address');

/**
 * A follow-up goes to the presentation's client, at the address the server has on file (never one
 * named here), and to at most three more addresses the advisor added and confirmed.
 */
export const ZSendFollowUpInput = z
  .object({
    presentationId: ZId,
    additionalRecipients: z
      .array(ZFollowUpAddress)
      .max(
        FOLLOW_UP_MAX_ADDITIONAL_RECIPIENTS,
        `You can add up to ${FOLLOW_UP_MAX_ADDITIONAL_RECIPIENTS} other addresses`,
      )
      .default([]),
    /** The advisor ticked the box naming the added addresses: required whenever there are any. */
    confirmAdditionalRecipients: z.boolean().optional(),
    subject: text(
      FOLLOW_UP_SUBJECT_MAX_CHARS,
      `Please keep the subject under ${FOLLOW_UP_SUBJECT_MAX_CHARS} characters`,
    ).pipe(z.string().min(1, 'Please enter a subject')),
    body: text(
      FOLLOW_UP_BODY_MAX_CHARS,
      `Please keep the message under ${FOLLOW_UP_BODY_MAX_CHARS.toLocaleString('en-US')} characters`,
    ).pipe(z.string().min(1, 'Please write a message')),
    /** Where the draft it started from came from (the draft's `source`); omitted when written from scratch. */
    source: z.enum(['ai', 'built-in']).optional(),
  })
  .refine(
    (input) =>
      input.additionalRecipients.length === 0 || input.confirmAdditionalRecipients === true,
    {
      message: FOLLOW_UP_CONFIRM_RECIPIENTS_MESSAGE,
      path: ['confirmAdditionalRecipients'],
    },
  );
export type TSendFollowUpInput = z.input<typeof ZSendFollowUpInput>;

export const TIMELINE_PAGE_SIZE = 20;
export const TIMELINE_KINDS = [
  'intake',
  'presentation',
  'version',
  'shared',
  'view',
  'response',
  'acknowledgement',
  'follow_up',
] as const;
export type TTimelineKind = (typeof TIMELINE_KINDS)[number];

export const ZClientTimelineInput = z.object({
  clientId: ZId,
  cursor: z.string().max(200).nullish(),
  limit: z.number().int().min(1).max(100).default(TIMELINE_PAGE_SIZE),
});
export const ZClientTimelineCsvInput = z.object({ clientId: ZId });

/** One entry of a client's timeline. Every text in it is the client's or the advisor's: escape it when shown. */
export interface TTimelineEntry {
  id: string;
  kind: TTimelineKind;
  /** ISO time. */
  at: string;
  /** e.g. "Presentation generated", "Viewed for 3m 10s", "Asked you to call". */
  title: string;
  /** One line of detail (may be empty). */
  detail: string;
  presentationId: string | null;
  presentationTitle: string | null;
  versionNumber: number | null;
}
