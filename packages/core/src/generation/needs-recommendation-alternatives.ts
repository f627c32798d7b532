// The options the recommendation weighed and did not choose, each priced where it can be and with
// the reason it lost: a shorter term, one policy instead of a ladder, whole life for a need that
// ends, term for a need that does not.
import { formatCurrency } from './needs-assumptions';
import { HORIZON_TEXT, termHorizon } from './needs-horizon';
import {
  monthlyPremium,
  NEEDS_TERM_LENGTHS,
  termIssuable,
  type TPlanToPrice,
  type TRateProfile,
} from './needs-rates';
import type { TRecommendInput } from './needs-recommendation';
import type { TAlternative, TRecommendedPolicy, TTermLength } from './needs-types';

/** The rate profile with the chosen products' own rate relativity, by kind of cover (sample products carry one). */
export type TPricedProfile = TRateProfile & {
  relativity?: Partial<Record<'term' | 'permanent', number>>;
};

/** The monthly premium of `cover` (0 for none; null where insurers would not price it). */
export function price(plan: TPlanToPrice, profile: TPricedProfile, cover: number): number | null {
  return cover > 0 ? monthlyPremium(plan, profile, cover, profile.relativity?.[plan.kind] ?? 1) : 0;
}

interface TAlternativesInput {
  input: TRecommendInput;
  policies: TRecommendedPolicy[];
  termPlan: {
    monthly: number | null;
    ladder: { single: number | null } | null;
    policies: { length: TTermLength; cover: number }[];
  } | null;
  termGap: number;
  permanentGap: number;
  cover: number;
}

const perMonth = (m: number | null) =>
  m === null ? 'a price only specialist underwriting can set' : `${formatCurrency(m)} a month`;

export function alternativesFor(a: TAlternativesInput): TAlternative[] {
  const { profile, parts } = a.input;
  const alternatives: TAlternative[] = [];
  const term = a.policies.find((p) => p.kind === 'term');
  const hasPermanent = a.policies.some((p) => p.kind === 'permanent');
  const reason = termHorizon(parts).reason;
  const until = reason ? HORIZON_TEXT[reason] : '';

  if (term?.kind === 'term' && a.termPlan) {
    const length = Math.max(...a.termPlan.policies.map((p) => p.length)) as TTermLength;
    const termCover = a.termPlan.policies.reduce((s, p) => s + p.cover, 0);
    const shorter = NEEDS_TERM_LENGTHS.filter((l) => l < length && termIssuable(l, profile.age)).at(
      -1,
    );
    if (a.termPlan.ladder) {
      const single = a.termPlan.ladder.single;
      alternatives.push({
        label: `One ${length}-year term of ${formatCurrency(termCover)}`,
        monthly: single,
        whyNot: `Simpler, but ${single !== null && a.termPlan.monthly !== null ? `${formatCurrency(single - a.termPlan.monthly)} a month more` : 'costs more'} for cover the family will not need in full after the first years.`,
      });
    } else if (shorter !== undefined) {
      const monthly = price({ kind: 'term', length: shorter }, profile, termCover);
      alternatives.push({
        label: `A ${shorter}-year term of ${formatCurrency(termCover)}`,
        monthly,
        whyNot: `${monthly === null ? 'Shorter' : `Costs less (${perMonth(monthly)})`}, but it ends ${until === '' ? 'sooner' : `before ${until}`}.`,
      });
    }
    const whole = price({ kind: 'permanent' }, profile, termCover);
    const single = a.termPlan.ladder?.single ?? a.termPlan.monthly;
    const times =
      whole !== null && single !== null && single > 0 ? Math.round(whole / single) : null;
    alternatives.push({
      label: `Whole life for ${formatCurrency(termCover)}`,
      monthly: whole,
      whyNot: `Lasts for life, but ${whole === null ? 'needs' : 'costs'} ${perMonth(whole)}${times !== null && times > 1 ? `, about ${times} times the term` : ''}${until === '' ? ', for final costs a term meets for less' : `, for a need that ends when ${until}`}.`,
    });
  }
  if (hasPermanent) {
    const permanent = a.policies.find((p) => p.kind === 'permanent');
    const cover = permanent?.cover ?? 0;
    const longest = NEEDS_TERM_LENGTHS.filter((l) => termIssuable(l, profile.age)).at(-1);
    if (longest !== undefined && cover > 0) {
      const monthly = price({ kind: 'term', length: longest }, profile, cover);
      alternatives.push({
        label: `A ${longest}-year term of ${formatCurrency(cover)}`,
        monthly,
        whyNot: `${monthly === null ? 'Cheaper in time' : `Costs less (${perMonth(monthly)})`}, but it ends at age ${profile.age + longest}, and the needs it would be for do not end.`,
      });
    }
  }
  return alternatives;
}
