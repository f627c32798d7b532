// The plan a licensed advisor would put their name to: term cover lasting as long as the longest
// obligation it carries (the shortest issued term that reaches it, or two terms where the need falls
// and a ladder costs less), permanent cover sized to the needs that do not end, nothing where
// nothing is owed — and the reasons, traceable to the facts, in plain sentences.
import { formatCurrency, NEEDS_ASSUMPTIONS } from './needs-assumptions';
import { HORIZON_TEXT, termHorizon, termNeedAt, type TTermParts } from './needs-horizon';
import { roundUpTo } from './needs-methods';
import { NEEDS_TERM_LENGTHS, termIssuable, type TPlanToPrice } from './needs-rates';
import { alternativesFor, price, type TPricedProfile } from './needs-recommendation-alternatives';
import type {
  THorizonReason,
  TPermanentNeeds,
  TRecommendation,
  TRecommendedPolicy,
  TTermLength,
} from './needs-types';

/** What the recommendation is made from. */
export interface TRecommendInput {
  parts: TTermParts;
  termNeed: number;
  permanentNeeds: TPermanentNeeds;
  offsets: { individual: number; groupCounted: number; savings: number };
  profile: TPricedProfile;
}

/** A ladder must save at least this share of one policy's premium, and this much a month, to be worth a second policy. */
const LADDER_MIN_SAVING = { share: 0.1, monthly: 5 };
const PERMANENT_TYPES = new Set(['Whole Life', 'Universal']);

/** The gaps left once existing cover and savings are counted: group cover against the need that ends first, savings never against an estate's own needs. */
export function gapsOf(input: TRecommendInput) {
  const { individual, groupCounted, savings } = input.offsets;
  let left = input.termNeed;
  const take = (available: number) => {
    const used = Math.min(available, left);
    left -= used;
    return available - used;
  };
  take(groupCounted);
  const individualLeft = take(individual);
  const savingsLeft = take(savings);
  const estate = input.parts.b.inputs.planEstate;
  const permanentGap = Math.max(
    0,
    input.permanentNeeds.total - individualLeft - (estate ? 0 : savingsLeft),
  );
  // How long term cover must last is judged on what the client keeps: group cover usually ends with the job.
  return { termGap: left, permanentGap, pool: individual + savings };
}

function issuedLengths(age: number): TTermLength[] {
  return NEEDS_TERM_LENGTHS.filter((length) => termIssuable(length, age));
}

/** The years term cover is needed: to the longest obligation, or sooner if savings and cover meet what is left. */
function yearsNeeded(parts: TTermParts, pool: number, horizon: number): number {
  for (let elapsed = 1; elapsed < horizon; elapsed += 1)
    if (termNeedAt(parts, elapsed) <= pool) return elapsed;
  return horizon;
}

interface TTermPlan {
  policies: Extract<TRecommendedPolicy, { kind: 'term' }>[];
  monthly: number | null;
  ladder: { single: number | null; splitAfter: number; needAfter: number } | null;
  /** The obligation outlasts the longest term issued at this age. */
  shortened: boolean;
  wantedYears: number;
}

const total = (monthlies: (number | null)[]) =>
  monthlies.some((m) => m === null) ? null : monthlies.reduce<number>((s, m) => s + (m ?? 0), 0);

function termPlanFor(input: TRecommendInput, termGap: number, pool: number): TTermPlan | null {
  const { parts, profile } = input;
  const lengths = issuedLengths(profile.age);
  const longest = lengths.at(-1);
  if (longest === undefined) return null;
  const horizon = termHorizon(parts).years;
  const wanted = Math.max(1, yearsNeeded(parts, pool, Math.max(horizon, 1)));
  const length = lengths.find((l) => l >= wanted) ?? longest;
  const rounding = NEEDS_ASSUMPTIONS.coverageRounding;
  const cover = roundUpTo(termGap, rounding);
  const termPlan = (l: TTermLength): TPlanToPrice => ({ kind: 'term', length: l });
  const single = price(termPlan(length), profile, cover);
  const plan: TTermPlan = {
    policies: [{ kind: 'term', length, cover, monthly: single }],
    monthly: single,
    ladder: null,
    shortened: wanted > length,
    wantedYears: wanted,
  };
  if (single === null) return plan;
  for (const shorter of lengths.filter((l) => l < length)) {
    const needAfter = Math.max(0, termNeedAt(parts, shorter) - pool);
    const longCover = roundUpTo(needAfter, rounding);
    if (longCover <= 0 || longCover >= cover) continue;
    const longMonthly = price(termPlan(length), profile, longCover);
    const shortMonthly = price(termPlan(shorter), profile, cover - longCover);
    const ladder = total([longMonthly, shortMonthly]);
    if (ladder === null || plan.monthly === null) continue;
    const saving = single - ladder;
    const worth = saving >= LADDER_MIN_SAVING.monthly && saving >= single * LADDER_MIN_SAVING.share;
    if (worth && ladder < plan.monthly) {
      plan.policies = [
        { kind: 'term', length, cover: longCover, monthly: longMonthly },
        { kind: 'term', length: shorter, cover: cover - longCover, monthly: shortMonthly },
      ];
      plan.monthly = ladder;
      plan.ladder = { single, splitAfter: shorter, needAfter };
    }
  }
  return plan;
}

function permanentItems(p: TPermanentNeeds): string {
  const items = [
    p.finalTaxes > 0 ? `final taxes of ${formatCurrency(p.finalTaxes)}` : '',
    p.estateCosts > 0 ? `estate costs of ${formatCurrency(p.estateCosts)}` : '',
    p.legacy > 0 ? `a legacy of ${formatCurrency(p.legacy)}` : '',
    p.lifelongDependent > 0
      ? `lifelong support for a dependent valued at ${formatCurrency(p.lifelongDependent)}`
      : '',
    p.finalExpenses > 0 ? `final expenses of ${formatCurrency(p.finalExpenses)}` : '',
  ].filter(Boolean);
  const list =
    items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}` : items[0];
  return list ?? 'final costs';
}

/** The recommendation, its reasons, caveats left to needs-caveats.ts. */
export function recommend(input: TRecommendInput): Omit<TRecommendation, 'caveats'> {
  const { parts, permanentNeeds, profile } = input;
  const { b } = parts;
  const { termGap, permanentGap, pool } = gapsOf(input);
  const rounding = NEEDS_ASSUMPTIONS.coverageRounding;
  const choice = b.recommendedProductType;
  const horizon = termHorizon(parts);
  const base = {
    horizonYears: termGap > 0 ? horizon.years : 0,
    horizonReason: termGap > 0 ? horizon.reason : null,
    termNeed: input.termNeed,
    permanentNeed: permanentNeeds.total,
  };
  const reasons: string[] = [];
  const nobodyRelies = b.basis === 'single' && b.assumptionValues.supportYearsSource !== 'advisor';
  if (termGap + permanentGap <= 0) {
    if (nobodyRelies) reasons.push('Nobody relies on your income, so no income is replaced.');
    return {
      ...base,
      summary: 'Your current cover and savings meet the need we measured.',
      shape: 'none',
      policies: [],
      cover: 0,
      monthly: 0,
      reasons: [...reasons, 'No new cover is needed for the needs measured today.'],
      alternatives: [],
    };
  }

  if (nobodyRelies)
    reasons.push(
      permanentNeeds.total > 0
        ? 'Nobody relies on your income, so no income is replaced.'
        : 'Nobody relies on your income, so no income is replaced: the cover pays only what you owe and your final costs.',
    );
  const termPlan = termGap > 0 ? termPlanFor(input, termGap, pool) : null;
  const permanentFor = (cover: number): TRecommendedPolicy => ({
    kind: 'permanent',
    cover,
    monthly: price({ kind: 'permanent' }, profile, cover),
  });
  let policies: TRecommendedPolicy[];
  if (PERMANENT_TYPES.has(choice) || (termGap > 0 && termPlan === null)) {
    policies = [permanentFor(roundUpTo(termGap + permanentGap, rounding))];
    reasons.push(
      PERMANENT_TYPES.has(choice)
        ? 'Your advisor chose permanent cover for this plan: it lasts for life and builds cash value.'
        : `Level term is not usually issued at age ${b.inputs.age}, so the whole need is met with permanent cover.`,
    );
  } else {
    policies = [...(termPlan?.policies ?? [])];
    if (termPlan)
      reasons.push(...termReasons(termPlan, untilText(termPlan, horizon), choice === 'Term'));
    if (permanentGap > 0 && choice !== 'Term') {
      policies.push(permanentFor(roundUpTo(permanentGap, rounding)));
      reasons.push(
        `Permanent cover of ${formatCurrency(roundUpTo(permanentGap, rounding))} for needs that do not end: ${permanentItems(permanentNeeds)}.`,
      );
    }
  }
  if (policies.length === 0) {
    // The advisor chose term, and only needs that do not end are left: nothing term should buy.
    return {
      ...base,
      summary:
        'No term cover is needed; the needs left do not end, so term cover would not meet them.',
      shape: 'none',
      policies: [],
      cover: 0,
      monthly: 0,
      reasons,
      alternatives: [],
    };
  }
  const cover = policies.reduce((s, p) => s + p.cover, 0);
  const kinds = new Set(policies.map((p) => p.kind));
  const shape =
    kinds.size === 2
      ? 'term-and-permanent'
      : kinds.has('permanent')
        ? 'permanent'
        : policies.length > 1
          ? 'ladder'
          : 'term';
  const recommendation = {
    ...base,
    summary: summaryOf(shape, policies, untilText(termPlan, horizon), b.basis === 'single'),
    shape,
    policies,
    cover,
    monthly: total(policies.map((p) => p.monthly)),
    reasons,
  } as const;
  return {
    ...recommendation,
    alternatives: alternativesFor({ input, policies, termPlan, termGap, permanentGap, cover }),
  };
}

/** What the term lasts until, as a sentence ends: the obligation, or the point where what the client keeps meets the rest. */
function untilText(
  plan: TTermPlan | null,
  horizon: { years: number; reason: THorizonReason | null },
): string {
  if (plan && plan.wantedYears < horizon.years)
    return 'your existing cover and savings meet what is left of the need';
  return horizon.reason ? HORIZON_TEXT[horizon.reason] : '';
}

function termReasons(plan: TTermPlan, until: string, advisorChose: boolean): string[] {
  const [first, second] = plan.policies;
  if (!first) return [];
  const reasons = advisorChose ? ['Your advisor chose term cover for this plan.'] : [];
  if (plan.ladder && second) {
    reasons.push(
      `Two terms instead of one: the need falls to ${formatCurrency(plan.ladder.needAfter)} after ${plan.ladder.splitAfter} years, so ${formatCurrency(second.cover)} lasts ${second.length} years and ${formatCurrency(first.cover)} lasts ${first.length} years, until ${until}.`,
    );
  } else if (until === '') {
    reasons.push(
      `A ${first.length}-year term, the shortest usually issued: it pays your final costs if you die while it lasts, at the lowest price.`,
    );
  } else if (plan.wantedYears < first.length) {
    reasons.push(
      `A ${first.length}-year term, the shortest usually issued that lasts until ${until}.`,
    );
  } else {
    reasons.push(`A ${first.length}-year term: it lasts until ${until}.`);
  }
  return reasons;
}

function summaryOf(
  shape: TRecommendation['shape'],
  policies: TRecommendedPolicy[],
  untilWhen: string,
  single: boolean,
): string {
  const until = untilWhen === '' ? '' : `, until ${untilWhen}`;
  const term = policies.find((p) => p.kind === 'term');
  const permanent = policies.find((p) => p.kind === 'permanent');
  const termText = term?.kind === 'term' ? `${term.length}-year term` : 'term';
  switch (shape) {
    case 'none':
      return 'Your current cover and savings meet the need we measured.';
    case 'ladder':
      return `Two term policies totalling ${formatCurrency(policies.reduce((s, p) => s + p.cover, 0))}, stepping down as the need falls${until}.`;
    case 'term':
      return single
        ? `A ${termText} of ${formatCurrency(term?.cover ?? 0)} so what you owe never falls to anyone else.`
        : `A ${termText} of ${formatCurrency(term?.cover ?? 0)}${until}.`;
    case 'permanent':
      return `Permanent cover of ${formatCurrency(permanent?.cover ?? 0)} that lasts for life.`;
    case 'term-and-permanent': {
      const terms = policies.filter((p) => p.kind === 'term');
      const termPart =
        terms.length > 1
          ? `Two term policies totalling ${formatCurrency(terms.reduce((s, p) => s + p.cover, 0))}, stepping down as the need falls`
          : `A ${termText} of ${formatCurrency(term?.cover ?? 0)}`;
      return `${termPart}${until}, and permanent cover of ${formatCurrency(permanent?.cover ?? 0)} for needs that last for life.`;
    }
  }
}
