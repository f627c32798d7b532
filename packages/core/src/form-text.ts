// Text typed into a form, as every schema takes it: control characters (NUL included, which
// PostgreSQL rejects) and bidirectional controls removed, bounded, with messages naming the field.
import { z } from 'zod';

import { stripBidiControls } from './storable-text';

function replaceControlCharacters(value: string, keepLineBreaks: boolean): string {
  let out = '';
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    const isControl = code < 32 || code === 127;
    if (!isControl || (keepLineBreaks && (ch === '\n' || ch === '\t'))) out += ch;
    else if (keepLineBreaks && ch === '\r') continue;
    else out += ' ';
  }
  return out;
}

/**
 * One line of text: control characters (NUL included, which PostgreSQL rejects) become spaces and
 * bidirectional controls are dropped.
 */
export function cleanSingleLine(value: string): string {
  return stripBidiControls(replaceControlCharacters(value, false)).replace(/\s+/g, ' ').trim();
}

/** Several lines of text: keeps line breaks and tabs, drops other control characters and bidirectional controls. */
export function cleanMultiline(value: string): string {
  return stripBidiControls(replaceControlCharacters(value, true)).trim();
}

/** An optional text as stored: null when it was left out or left empty. */
export function textOrNull(value: string | null | undefined): string | null {
  return value === undefined || value === '' ? null : value;
}

/** A bounded single-line text whose messages name the field. */
export function boundedLine(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .max(max, `${label} must be at most ${max} characters`)
    .transform(cleanSingleLine);
}

/** A bounded multi-line text whose messages name the field. */
export function boundedMultiline(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .max(max, `${label} must be at most ${max} characters`)
    .transform(cleanMultiline);
}

/** An optional single-line text field; '' when absent. */
export const singleLineText = (label: string, max: number) => boundedLine(label, max).default('');
/** An optional multi-line text field; '' when absent. */
export const multilineText = (label: string, max: number) =>
  boundedMultiline(label, max).default('');

/** The object-level message of a strict object: names unknown keys, or says an object is needed. */
export function strictObjectError(unknownLabel: string, objectLabel: string) {
  return (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys'
      ? `${unknownLabel}: ${(issue.keys ?? []).join(', ')}`
      : `${objectLabel} must be an object`;
}

/** An optional search box's text, cleaned to one line. */
export const searchText = z
  .string({ error: 'Search must be text' })
  .max(200, 'Search must be at most 200 characters')
  .transform(cleanSingleLine)
  .optional();
