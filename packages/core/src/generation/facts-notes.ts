// Figures in free-text notes never compete with the structured facts: a money amount next to a
// mortgage, debt, cover, income or savings keyword is kept only when it equals the structured
// value; otherwise it is replaced by a marker before the text reaches the model.
import type { TClientFormData } from './client-form';
import { parseAmount } from './form-numbers';

const NOTE_TOPICS = ['mortgage', 'debts', 'cover', 'income', 'spouseIncome', 'savings'] as const;
export type TNoteTopic = (typeof NOTE_TOPICS)[number];

export const REMOVED_AMOUNT_MARKER = '[amount removed: see the needs analysis]';

/** What each topic is called in the prompt's lines. */
const NOTE_TOPIC_LABELS: Readonly<Record<TNoteTopic, string>> = {
  mortgage: 'the mortgage',
  debts: 'debts or loans',
  cover: 'life cover',
  income: "the client's income",
  spouseIncome: "the spouse's income",
  savings: 'savings',
};

/** The structured amounts per topic; null when the structured facts have none (not given). */
export type TKnownAmounts = Readonly<Record<TNoteTopic, readonly number[] | null>>;

interface TRemovedAmount {
  topic: TNoteTopic;
  /** The amount as written in the note. */
  written: string;
  /** Whether the structured facts hold a (different) value for the topic. */
  known: boolean;
}

export interface TScrubbedNote {
  text: string;
  removed: TRemovedAmount[];
}

/** Keywords per topic, longest phrases first; a span claimed by an earlier topic is not reused. */
const TOPIC_KEYWORDS: readonly (readonly [TNoteTopic, RegExp])[] = [
  ['mortgage', /\b(?:mortgages?|home loans?|house loans?|heloc)\b/gi],
  [
    'cover',
    /\b(?:group life|group cover(?:age)?|group insurance|life insurance|life polic(?:y|ies)|death benefit|cover(?:age|ed)?|polic(?:y|ies)|insured)\b/gi,
  ],
  [
    'savings',
    /\b(?:savings?|saved|saves|emergency fund|nest egg|investments?|invested|rrsps?|tfsas?|401\(?k\)?|iras?|liquid assets?|in the bank)\b/gi,
  ],
  ['income', /\b(?:incomes?|salary|salaries|earns?|earning|earnings|wages?|makes|bonus)\b/gi],
  [
    'debts',
    /\b(?:debts?|loans?|owes?|owing|credit cards?|line of credit|car payments?|borrowed)\b/gi,
  ],
];

const SPOUSE_WORDS = /\b(?:spouse|wife|husband|partner)(?:'s|’s)?\b/i;

/**
 * A money amount: '$380k', '$380,000', 'US$1.2m', '380k', '1.5 million', '280,000', '45000 dollars',
 * or a bare number of five digits or more. Groups: currency, digits, decimals, multiplier, unit word.
 */
const AMOUNT =
  /(?<![\w$.,])((?:US|CA|C|A)?\$|(?:usd|cad)\s?)?\s?(\d{1,3}(?:,\d{3})+(?!\d)|\d+)(?:\.(\d+))?(?:\s?(k|mm|mn|m|bn|thousand|million|billion|grand)\b)?(?:\s?(dollars|bucks|usd|cad)\b)?/gi;

const MULTIPLIERS: Readonly<Record<string, number>> = {
  k: 1e3,
  thousand: 1e3,
  grand: 1e3,
  m: 1e6,
  mm: 1e6,
  mn: 1e6,
  million: 1e6,
  bn: 1e9,
  billion: 1e9,
};

interface TSpan {
  start: number;
  end: number;
}
interface TAmountSpan extends TSpan {
  value: number;
}
interface TKeywordSpan extends TSpan {
  topic: TNoteTopic;
}

/** The money amounts of a text with their values; numbers that are not money are left out. */
export function findMoneyAmounts(
  text: string,
): { start: number; end: number; written: string; value: number }[] {
  const found: { start: number; end: number; written: string; value: number }[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const [whole, currency, digits = '', decimals, multiplier, unit] = match;
    const grouped = digits.includes(',');
    const bare = !currency && !multiplier && !unit && !grouped;
    if (bare && digits.length < 5) continue;
    // A retirement plan's name, not an amount.
    if (!currency && digits === '401' && multiplier?.toLowerCase() === 'k') continue;
    const base = Number(`${digits.replace(/,/g, '')}${decimals ? `.${decimals}` : ''}`);
    const value = Math.round(
      base * (multiplier ? (MULTIPLIERS[multiplier.toLowerCase()] ?? 1) : 1),
    );
    if (!Number.isFinite(value)) continue;
    const leading = whole.length - whole.trimStart().length;
    const start = match.index + leading;
    const written = whole.trim();
    found.push({ start, end: start + written.length, written, value });
  }
  return found;
}

/** Clause boundaries: sentence ends, semicolons, line breaks, list commas, 'and', 'but', '/'. */
function clauses(text: string): TSpan[] {
  const spans: TSpan[] = [];
  const boundary = /[;!?\n]|\.(?!\d)|,(?!\d{3}(?!\d))|\s(?:and|but|plus|while)\s|\//gi;
  let start = 0;
  for (const match of text.matchAll(boundary)) {
    const at = match.index;
    spans.push({ start, end: at });
    start = at + match[0].length;
  }
  spans.push({ start, end: text.length });
  return spans.filter((span) => span.end > span.start);
}

function keywordsIn(text: string): TKeywordSpan[] {
  const taken: TKeywordSpan[] = [];
  for (const [topic, pattern] of TOPIC_KEYWORDS) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (!taken.some((k) => start < k.end && end > k.start)) taken.push({ topic, start, end });
    }
  }
  return taken;
}

const distance = (a: TSpan, b: TSpan): number =>
  a.end <= b.start ? b.start - a.end : a.start >= b.end ? a.start - b.end : 0;

/** The topic an amount belongs to: the nearest keyword in its clause (a keyword after it wins a tie). */
function topicOf(
  amount: TAmountSpan,
  clause: TSpan,
  keywords: readonly TKeywordSpan[],
  text: string,
): TNoteTopic | null {
  const inClause = keywords.filter((k) => k.start >= clause.start && k.end <= clause.end);
  let best: TKeywordSpan | null = null;
  for (const keyword of inClause) {
    if (best === null) {
      best = keyword;
      continue;
    }
    const d = distance(amount, keyword);
    const bestD = distance(amount, best);
    if (d < bestD || (d === bestD && keyword.start > amount.start)) best = keyword;
  }
  if (!best) return null;
  if (best.topic === 'income' && SPOUSE_WORDS.test(text.slice(clause.start, clause.end)))
    return 'spouseIncome';
  return best.topic;
}

/**
 * The note with every money amount that belongs to a topic and differs from (or is missing in)
 * the structured facts replaced by {@link REMOVED_AMOUNT_MARKER}. Pure.
 */
export function scrubNoteAmounts(text: string, known: TKnownAmounts): TScrubbedNote {
  const keywords = keywordsIn(text);
  const spans = clauses(text);
  const removed: (TRemovedAmount & TSpan)[] = [];
  for (const amount of findMoneyAmounts(text)) {
    const clause = spans.find((c) => amount.start >= c.start && amount.start < c.end);
    if (!clause) continue;
    const topic = topicOf(amount, clause, keywords, text);
    if (topic === null) continue;
    const values = known[topic];
    if (values?.includes(amount.value)) continue;
    removed.push({
      topic,
      written: amount.written,
      known: values !== null,
      start: amount.start,
      end: amount.end,
    });
  }
  let out = text;
  for (const span of [...removed].reverse())
    out = `${out.slice(0, span.start)}${REMOVED_AMOUNT_MARKER}${out.slice(span.end)}`;
  return {
    text: out,
    removed: removed.map(({ topic, written, known: k }) => ({ topic, written, known: k })),
  };
}

const amountOf = (value: string): number | null =>
  value.trim() === '' ? null : parseAmount(value);

/** The structured amounts a note's figures are checked against, from the wizard's record. */
export function knownAmountsFromClient(
  client: Pick<TClientFormData, 'annualIncome' | 'needs'>,
): TKnownAmounts {
  const one = (value: string): number[] | null => {
    const amount = amountOf(value);
    return amount === null ? null : [amount];
  };
  const individual = amountOf(client.needs.existingCoverIndividual);
  const group = amountOf(client.needs.existingCoverGroup);
  const cover =
    individual !== null && group !== null
      ? [individual, group, individual + group]
      : [individual ?? group].filter((v) => v !== null);
  return {
    mortgage: one(client.needs.mortgage),
    debts: one(client.needs.otherDebts),
    cover: cover.length === 0 ? null : cover,
    income: one(client.annualIncome),
    spouseIncome: one(client.needs.spouseIncome),
    savings: one(client.needs.savings),
  };
}

export interface TNotesForPrompt {
  /** The record with its notes (advisor's, client's, the other goal, each plan's) scrubbed. */
  client: TClientFormData;
  /** What the prompt says about the amounts removed (none when nothing was removed). */
  lines: string[];
}

/** The prompt's lines for the amounts removed from the notes: the analysis wins, and what it does not have is not stated. */
function removedAmountLines(removed: readonly TRemovedAmount[]): string[] {
  const lines: string[] = [];
  if (removed.some((r) => r.known)) {
    lines.push(
      `Amounts in the notes that differ from the needs analysis were replaced by "${REMOVED_AMOUNT_MARKER}": the analysis's figures win.`,
    );
  }
  for (const topic of NOTE_TOPICS) {
    if (removed.some((r) => r.topic === topic && !r.known)) {
      lines.push(
        `The notes mentioned an amount for ${NOTE_TOPIC_LABELS[topic]} that is not in the needs analysis: it was removed; do not state, estimate or imply it.`,
      );
    }
  }
  return lines;
}

/**
 * Every note of the record (the advisor's notes, the client's notes, the other goal's text and
 * each potential plan's notes) with its conflicting or unsupported amounts removed, and the
 * lines the prompt states about them. Pure.
 */
export function scrubClientNotes(client: TClientFormData): TNotesForPrompt {
  const known = knownAmountsFromClient(client);
  const removed: TRemovedAmount[] = [];
  const scrub = (text: string): string => {
    const result = scrubNoteAmounts(text, known);
    removed.push(...result.removed);
    return result.text;
  };
  const scrubbed: TClientFormData = {
    ...client,
    advisorNotes: scrub(client.advisorNotes),
    clientNotes: scrub(client.clientNotes),
    goals: { ...client.goals, otherText: scrub(client.goals.otherText) },
    potentialPlans: client.potentialPlans.map((plan) => ({ ...plan, notes: scrub(plan.notes) })),
  };
  return { client: scrubbed, lines: removedAmountLines(removed) };
}
