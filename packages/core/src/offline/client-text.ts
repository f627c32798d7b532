// Client- and advisor-typed text as the built-in writer may show it: storable (no NUL, unpaired
// surrogate or bidi control), bounded without splitting a character, and never carrying a figure
// our code did not compute (the guide: structured inputs are the only source of figures).
import { typedAmounts } from '../document/section-checks';
import { stripBidiControls } from '../storable-text';

const MONEY =
  /(?:[$€£¥]|\b(?:usd|cad|eur|gbp)\b)\s?\d[\d,.\s]*(?:\s?(?:k|m|mm|bn?|thousand|million|billion)\b)?|\d[\d,.]*\s?(?:[$€£¥]|\b(?:usd|cad|dollars?|bucks)\b)/gi;
const PERCENT = /\d[\d,.]*\s?(?:%|percent\b|per\s?cent\b)/gi;
/**
 * A currency sign or code, or a percent sign, left on its own: it could meet a number of the next
 * field on the page ("Fund $" or "USD" beside "5 stars"), and a name or a sentence needs none.
 */
const SYMBOLS = /[$€£¥%]|\b[Uu][Ss][Dd]\b|\b(?:CAD|EUR|GBP)\b/g;
/** Amounts and shares written in words ("ten percent", "a thousand dollars"), for whole sentences. */
const FIGURE_WORDS = /\b(?:percent|per\s?cent|dollars?)\b|%/i;
// eslint-disable-next-line no-control-regex -- NUL is exactly what must go
const UNSTORABLE = /\u0000|\p{Cs}/gu;

/** Text that jsonb can store and that displays in the order it is stored, trimmed. */
export function storable(text: string): string {
  return stripBidiControls(text).replace(UNSTORABLE, '').trim();
}

/** Whether the text states a money amount or a percentage (in digits or in words). */
export function hasTypedFigure(text: string): boolean {
  return (
    new RegExp(MONEY.source, 'i').test(text) ||
    new RegExp(PERCENT.source, 'i').test(text) ||
    typedAmounts(text).length > 0
  );
}

/** The text without the amounts the section checks find (in digits or words: "ten percent"). */
function withoutTypedAmounts(text: string): string {
  let out = text;
  for (const amount of typedAmounts(text)) if (amount) out = out.replace(amount, ' ');
  return out;
}

/** A short phrase (a name, a plan, a heading) with any typed amount, percentage or their signs taken out. */
export function phrase(text: string): string {
  let current = storable(text);
  for (;;) {
    const next = withoutTypedAmounts(
      current.replace(/\s+/g, ' ').replace(MONEY, ' ').replace(PERCENT, ' ').replace(SYMBOLS, ' '),
    );
    if (next === current) return current.replace(/\s+/g, ' ').trim();
    current = next;
  }
}

/** Prose (a value proposition, a question) without the sentences that state an amount or a share, or stray signs. */
export function prose(text: string): string {
  return storable(text)
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter(
      (sentence) => sentence !== '' && !hasTypedFigure(sentence) && !FIGURE_WORDS.test(sentence),
    )
    .join(' ')
    .replace(SYMBOLS, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters, cut at a word where one is near, ending in an ellipsis when cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, Math.max(0, max - 1));
  const space = cut.lastIndexOf(' ');
  if (space >= cut.length - 20 && space > 0) cut = cut.slice(0, space);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** Storable and at most `max` characters, for the document's facts (no ellipsis: a hard bound). */
export function bounded(text: string, max: number): string {
  let cut = storable(text).slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  if (cut.length > 0 && last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return cut.trim();
}
