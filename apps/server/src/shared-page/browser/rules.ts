// The few rules and constants this script shares with packages/core and the app, copied so the
// script bundles no zod: ../browser-rules.test.ts holds each copy to its original.

/** What the presentation's runtime puts on its messages, and what it accepts from us. */
export const RUNTIME_SOURCE = 'pitchcraft';
export const VIEWER_SOURCE = 'pitchcraft-viewer';

/** How often a visit reports its visible time. */
export const HEARTBEAT_INTERVAL_MS = 10_000;
/** Spec §9: printing waits 1 s, so charts finish drawing first. */
export const PRINT_DELAY_MS = 1000;
/** The frame's body is checked this long after it loads, and must hold this much text. */
export const EMPTY_CHECK_DELAY_MS = 1500;
export const MIN_BODY_TEXT_LENGTH = 50;
/** Chart code present but Chart.js missing after this many status reports: repair it. */
export const CHART_FIX_AFTER_ATTEMPTS = 3;

export type DeviceClass = 'desktop' | 'tablet' | 'phone';

/** A rough device class from the viewport's width. */
export function deviceClassForWidth(width: number): DeviceClass {
  if (width < 640) return 'phone';
  if (width < 1024) return 'tablet';
  return 'desktop';
}

// zod's z.email() pattern and the unlock input's length limit.
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const EMAIL_MAX_LENGTH = 254;

/** The unlock procedure takes this e-mail address (already trimmed). */
export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email);
}

/** The grant of one presentation, kept in the tab's sessionStorage under this key. */
export const grantKey = (id: string) => `pc_share_grant:${id}`;

// responses.submit's limits and messages (core's ZSubmitResponseInput).
export const QUESTION_MAX_CHARS = 2000;
export const PREFERRED_TIMES_MAX_CHARS = 200;
const PHONE = /^\+?[0-9][0-9 ().-]{5,30}$/;
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** A text as the schema keeps it: no bidi controls, \n line ends, trimmed. */
export const storedText = (text: string) =>
  text.replace(BIDI_CONTROLS, '').replace(/\r\n?/g, '\n').trim();

/** What responses.submit says of one field of a response of `kind` (its first problem), or ''. */
export function responseFieldError(kind: string, field: string, value: string): string {
  if (field === 'phone') {
    const phone = value.trim();
    if (!phone) return 'Please enter a phone number we can call';
    if (phone.length > 32) return 'That phone number is too long';
    return PHONE.test(phone) && phone.replace(/\D/g, '').length >= 7
      ? ''
      : 'Please enter a valid phone number';
  }
  const times = field === 'preferredTimes';
  const max = times ? PREFERRED_TIMES_MAX_CHARS : QUESTION_MAX_CHARS;
  const text = storedText(value);
  if (value.length > max * 2 || text.length > max) {
    return `Please keep ${times ? 'the times' : kind === 'question' ? 'your question' : 'your note'} under ${max.toLocaleString('en-US')} characters`;
  }
  return kind === 'question' && !text ? 'Please type your question' : '';
}
