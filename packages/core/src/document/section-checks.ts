// The checks a writer's section passes before it enters a document: no amount typed by the writer
// (in digits or words, in English or French, with a currency, a scale or a percentage) and no
// placeholder id we do not know. What it finds is either mended (a sentence removed) or told to
// the writer when the section is asked for again.
import { amountsInWords, type TTextRange } from './number-words';
import {
  BLOCK_IDS,
  CHART_IDS,
  FIGURE_IDS,
  ICON_IDS,
  isBlockId,
  isChartId,
  isFigureId,
  isIconId,
} from './placeholders';
import { plainText } from './section-stream';

/** What is wrong with a section, and the offending text (the amount, or the placeholder id). */
export interface TSectionProblem {
  kind: 'typed-amount' | 'unknown-placeholder';
  text: string;
  /** For an unknown placeholder: its attribute, e.g. 'data-figure'. */
  attribute?: string;
}

/** A number: "1,200", "1.8", "1,8", "1 883 000" (French thousands), "5". */
const NUM = String.raw`(?:\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)*)`;
const SCALE = String.raw`(?:\s?(?:millions?|billions?|thousands?|milliards?|mille)\b|(?:k|K|M|MM|bn)\b)`;
const PER = String.raw`(?:\s?\/\s?(?:day|week|month|year|mo|yr|jour|semaine|mois|an)\b|\s(?:a|per|each|par)\s(?:day|week|month|year|jour|mois|an)\b)?`;
const SYMBOL = String.raw`[$€£]`;
const CODE = String.raw`(?:USD|CAD|EUR|GBP|AUD)`;

const AMOUNT_PATTERNS: readonly RegExp[] = [
  // "$1,200", "$ 5", "$1.8M", "$3 a day", "US$5", "C$ 40"
  new RegExp(String.raw`(?:\b(?:US|CA|C|A))?${SYMBOL}\s?${NUM}${SCALE}?${PER}`, 'g'),
  // "1 883 000 $", "73 $/mois", "5$"
  new RegExp(String.raw`(?<![\d.,])${NUM}${SCALE}?\s?${SYMBOL}${PER}`, 'g'),
  // "CAD 73", "USD 5", "73 CAD"
  new RegExp(String.raw`\b${CODE}\s?${NUM}${SCALE}?`, 'gi'),
  new RegExp(String.raw`(?<![\d.,])${NUM}${SCALE}?\s?${CODE}\b`, 'gi'),
  // "5 dollars", "1.8 million dollars"
  new RegExp(String.raw`(?<![\d.,])${NUM}${SCALE}?\s(?:dollars?|bucks|euros?)\b`, 'gi'),
  // "1.8 million", "2.5 millions", "1,8 million", "250k" (a 401(k) or 403(b) plan is no amount)
  new RegExp(String.raw`(?<![\d.,])${NUM}\s?(?:millions?|billions?|thousands?|milliards?)\b`, 'gi'),
  /(?<![\d.,])(?!40[13]k)\d+(?:[.,]\d+)?(?:k|K|bn)\b/g,
  // "5%", "5 %", "5 per cent", "5 pour cent"
  new RegExp(
    String.raw`(?<![\d.,])${NUM}\s?(?:%|(?:percent|per\s?cent|pour\s?cent|pourcent)\b)`,
    'gi',
  ),
];

/** Overlapping ranges merged, in order. */
function merged(ranges: TTextRange[]): TTextRange[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const out: TTextRange[] = [];
  for (const range of sorted) {
    const last = out.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else out.push({ ...range });
  }
  return out;
}

/** Where the text holds an amount the writer typed (digits or words). */
function typedAmountRanges(text: string): TTextRange[] {
  const ranges: TTextRange[] = amountsInWords(text);
  for (const pattern of AMOUNT_PATTERNS) {
    for (const match of text.matchAll(pattern))
      ranges.push({ start: match.index, end: match.index + match[0].length });
  }
  return merged(ranges);
}

/** The amounts the writer typed, as written ("$1.8 million", "5%"). */
export function typedAmounts(text: string): string[] {
  return typedAmountRanges(text).map((r) => text.slice(r.start, r.end).trim());
}

const PLACEHOLDER_ATTRIBUTE =
  /\s(data-(?:figure|chart|block|icon))(?=[\s=/>])(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/gi;
const KNOWN: Readonly<Record<string, (id: string) => boolean>> = {
  'data-figure': isFigureId,
  'data-chart': isChartId,
  'data-block': isBlockId,
  'data-icon': isIconId,
};

/**
 * The placeholders of a writer's raw fragment whose id we do not know. Checked before sanitising:
 * the sanitiser drops them, which would leave "Your premium is  a month." without a word.
 */
export function unknownPlaceholders(rawHtml: string): TSectionProblem[] {
  const found: TSectionProblem[] = [];
  for (const tag of rawHtml.matchAll(/<[a-z][^>]*>/gi)) {
    for (const match of tag[0].matchAll(PLACEHOLDER_ATTRIBUTE)) {
      const attribute = (match[1] ?? '').toLowerCase();
      const id = (match[2] ?? match[3] ?? match[4] ?? '').trim().toLowerCase();
      const known = KNOWN[attribute];
      if (known && !known(id)) found.push({ kind: 'unknown-placeholder', text: id, attribute });
    }
  }
  return found;
}

/** Everything wrong with a section: its raw fragment's placeholders, its text's and title's amounts. */
export function sectionProblems(rawHtml: string, text: string, title: string): TSectionProblem[] {
  const amounts = [...typedAmounts(title), ...typedAmounts(text)].map(
    (amount): TSectionProblem => ({ kind: 'typed-amount', text: amount }),
  );
  return [...unknownPlaceholders(rawHtml), ...amounts];
}

const IDS_BY_ATTRIBUTE: Readonly<Record<string, readonly string[]>> = {
  'data-figure': FIGURE_IDS,
  'data-chart': CHART_IDS,
  'data-block': BLOCK_IDS,
  'data-icon': ICON_IDS,
};

/** The known ids closest to an unknown one (most shared words first), at most `count`. */
function closestIds(attribute: string, id: string, count: number): string[] {
  const words = new Set(id.split(/[^a-z0-9]+/).filter(Boolean));
  const ids = IDS_BY_ATTRIBUTE[attribute] ?? FIGURE_IDS;
  const scored = ids.map((known, index) => ({
    known,
    index,
    score: known.split('-').filter((w) => words.has(w)).length,
  }));
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  return scored.slice(0, count).map((s) => s.known);
}

const quoted = (list: readonly string[]) => list.map((s) => `"${s.slice(0, 60)}"`).join(', ');
const unique = (list: readonly string[]) => [...new Set(list)];

/**
 * What the writer is told to fix when a section is asked for again: each amount it typed and each
 * placeholder id that does not exist, with the ids it may use instead. Short (an instruction is
 * cut at 500 characters): at most five amounts and three ids are named.
 */
export function reaskInstruction(problems: readonly TSectionProblem[]): string {
  const amounts = unique(problems.filter((p) => p.kind === 'typed-amount').map((p) => p.text));
  const unknown = problems.filter((p) => p.kind === 'unknown-placeholder');
  const parts: string[] = [];
  if (amounts.length > 0)
    parts.push(
      `You typed ${amounts.length === 1 ? 'this amount' : 'these amounts'}: ${quoted(amounts.slice(0, 5))}. Replace each with the figure placeholder that shows it, or say it without the number.`,
    );
  const seen = new Set<string>();
  for (const problem of unknown.slice(0, 3)) {
    const attribute = problem.attribute ?? 'data-figure';
    const key = `${attribute}=${problem.text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const options = closestIds(attribute, problem.text, 5);
    parts.push(
      `This placeholder id does not exist: ${attribute}="${problem.text.slice(0, 40)}"; use one of: ${options.join(', ')}, or leave the figure out.`,
    );
  }
  parts.push('Change nothing else.');
  return parts.join(' ');
}

/** A paragraph or list item holding no other block: the elements a sentence may be removed from. */
const LEAF =
  /<(p|li)(\s[^>]*)?>((?:(?!<\/?(?:p|li|ul|ol|div|table|h[1-6]|blockquote|figure|dl|section|article|aside)\b)[\s\S])*?)<\/\1>/gi;
const EMPTY_LIST = /<(ul|ol)(\s[^>]*)?>\s*<\/\1>/i;
const VOID_TAG = /^<(br|hr|wbr)\b|\/>$/i;
/** At most this many sentences are removed; a section needing more is asked for again. */
const MAX_REMOVED = 3;
/** A mended section keeps at least this share of its text. */
const MIN_KEPT_SHARE = 0.6;

/** An element's inner HTML cut into sentences, at sentence ends outside any inline element. */
function sentences(inner: string): string[] {
  const out: string[] = [];
  let current = '';
  let depth = 0;
  for (const [token] of inner.matchAll(/<[^>]*>|[^<]+/g)) {
    if (token.startsWith('<')) {
      if (token.startsWith('</')) depth = Math.max(0, depth - 1);
      else if (!VOID_TAG.test(token)) depth += 1;
      current += token;
      continue;
    }
    // A sentence may end inside inline markup that closes before the space ("<b>So.</b> Next").
    if (depth === 0 && /^\s/.test(token) && /[.!?…](?:<\/[^>]+>)*$/.test(current)) {
      out.push(current);
      current = '';
    }
    const parts = depth === 0 ? token.split(/(?<=[.!?…])\s+(?=\S)/) : [token];
    current += parts[0] ?? '';
    for (const part of parts.slice(1)) {
      out.push(current);
      current = part;
    }
  }
  out.push(current);
  return out.map((s) => s.trim()).filter(Boolean);
}

/** The amount with up to two words before it, as the advisor is told of it ("less than $3 a day"). */
function amountInContext(text: string): string {
  const range = typedAmountRanges(text)[0];
  if (!range) return text.slice(0, 80);
  const before = text.slice(0, range.start).trim().split(/\s+/).slice(-2).join(' ');
  return `${before} ${text.slice(range.start, range.end)}`.trim().slice(0, 120);
}

/**
 * The section with each sentence that types an amount removed, and what was removed; null when
 * removal cannot mend it: an amount in the lead paragraph, a table, a heading or any element other
 * than a paragraph or list item; a paragraph with nothing else to say; a list left empty; or a
 * section that would lose more than three sentences or too much of its text.
 */
export function removeAmountSentences(
  html: string,
  minText: number,
): { html: string; removed: string[] } | null {
  const removed: string[] = [];
  let paragraphs = 0;
  let mended = '';
  let cursor = 0;
  for (const match of html.matchAll(LEAF)) {
    const [whole, tagName = '', attributes = '', inner = ''] = match;
    const tag = tagName.toLowerCase();
    const lead = tag === 'p' && (paragraphs++ === 0 || attributes.includes('pc-lead'));
    if (typedAmountRanges(plainText(inner)).length === 0) continue;
    if (lead) return null;
    const kept = sentences(inner).filter((sentence) => {
      const text = plainText(sentence);
      if (typedAmountRanges(text).length === 0) return true;
      removed.push(amountInContext(text));
      return false;
    });
    // A paragraph keeps other text; a list item may go when its list keeps others.
    if (kept.length === 0 && tag !== 'li') return null;
    const replacement =
      kept.length > 0 ? `<${tagName}${attributes}>${kept.join(' ')}</${tagName}>` : '';
    mended += html.slice(cursor, match.index) + replacement;
    cursor = match.index + whole.length;
  }
  mended += html.slice(cursor);
  if (removed.length === 0 || removed.length > MAX_REMOVED) return null;
  if (EMPTY_LIST.test(mended)) return null;
  const before = plainText(html).length;
  const after = plainText(mended);
  if (after.length < Math.max(minText, before * MIN_KEPT_SHARE)) return null;
  if (typedAmountRanges(after).length > 0) return null;
  return { html: mended, removed };
}
