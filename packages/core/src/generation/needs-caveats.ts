// What the page must disclose beside the recommendation: needs left unmet, limits the advisor's
// figures ran into, and risks in what is counted. Plain sentences with figures, never HTML.
import { formatCurrency } from './needs-assumptions';
import { estateFactsGiven } from './needs-beyond';
import type { TNeedsBasis } from './needs-inputs';
import { UNDERWRITING_CLASS_LABELS } from './needs-rate-classes';
import { coverForBudget, MAX_PRICED_COVER, type TRateProfile } from './needs-rates';
import type { TCapitalNeed, TCaveat, TPermanentNeeds, TRecommendation } from './needs-types';

interface TCaveatInput {
  b: TNeedsBasis;
  recommendation: Omit<TRecommendation, 'caveats'>;
  permanentNeeds: TPermanentNeeds;
  capital: TCapitalNeed;
  profile: TRateProfile;
  /** The shortest-to-longest obligation outlasts every term issued at this age. */
  termEndsEarly: { length: number; wanted: number } | null;
  /** The permanent need left after existing cover (and savings, unless planning an estate). */
  permanentGap: number;
}

export function caveatsFor(c: TCaveatInput): TCaveat[] {
  const { b, recommendation: r } = c;
  const i = b.inputs;
  const v = b.assumptionValues;
  const caveats: TCaveat[] = [];
  const add = (kind: TCaveat['kind'], text: string) => caveats.push({ kind, text });

  if (i.existingCoverGroup > 0) {
    const counted =
      v.groupCoverCountedPercent === 100
        ? 'It is counted in full'
        : v.groupCoverCountedPercent === 0
          ? 'It is not counted'
          : `${v.groupCoverCountedPercent}% of it is counted`;
    add(
      'group-not-portable',
      `Group cover of ${formatCurrency(i.existingCoverGroup)} usually ends when you leave your job and cannot be taken with you. ${counted}; if it ends, the gap grows by that amount.`,
    );
  }
  if (v.supportYears < b.supportYearsBeforeLimit) {
    add(
      'support-cut-by-retirement',
      `Income support is ${v.supportYears} years, not ${b.supportYearsBeforeLimit}: income is assumed to stop at the retirement age of ${v.retirementAge}.`,
    );
  }
  if (
    b.leadMethod === 'capital-retention' &&
    c.capital.retention === null &&
    c.capital.annualShortfall > 0
  ) {
    add(
      'retention-unbounded',
      'Capital retention has no finite figure when income grows as fast as the return; capital liquidation is used instead.',
    );
  }
  if (c.termEndsEarly) {
    add(
      'term-ends-early',
      `The longest term usually issued at age ${i.age} is ${c.termEndsEarly.length} years; the need lasts ${c.termEndsEarly.wanted}. Cover for the last years must be reviewed before the term ends.`,
    );
  }
  if (r.policies.some((p) => p.monthly === null)) {
    add(
      'specialist-underwriting',
      'Most insurers would decline this application or refer it to specialist underwriting, so no price is shown; your advisor will approach insurers that cover higher risks.',
    );
  } else if (b.rateClass.startsWith('table-')) {
    add(
      'rated-class',
      `Priced at ${UNDERWRITING_CLASS_LABELS[b.rateClass]}, ${b.rateClassSource === 'advisor' ? 'the class your advisor expects' : 'the class the information given suggests'}; the insurer's underwriting decides the class.`,
    );
  }
  if (r.policies.some((p) => p.cover > MAX_PRICED_COVER)) {
    add(
      'cover-above-band',
      `Cover above ${formatCurrency(MAX_PRICED_COVER)} needs financial underwriting: insurers ask for evidence of income and net worth.`,
    );
  }
  if (i.planEstate && !estateFactsGiven(b)) {
    add(
      'permanent-need-unsized',
      `Final taxes and estate costs are not sized: no capital gains, registered plans or estate value were given, so only final expenses are counted for your estate.`,
    );
  }
  if (c.permanentNeeds.deferredTaxes > 0) {
    add(
      'taxes-deferred',
      `Taxes of about ${formatCurrency(c.permanentNeeds.deferredTaxes)} on your estate are deferred while your ${i.jurisdiction === 'US' ? 'spouse' : 'spouse or partner'} survives (assuming the estate passes to them); they fall due at the second death, when cover on both lives (joint last-to-die) usually pays them.`,
    );
  }
  if (c.permanentGap > 0 && !r.policies.some((p) => p.kind === 'permanent')) {
    add(
      'permanent-need-unmet',
      `Needs that do not end (${formatCurrency(c.permanentGap)}) are not met by this plan: term cover may end before they arise.`,
    );
  }
  if (i.monthlyBudget !== null && r.monthly !== null && r.monthly > i.monthlyBudget) {
    const lead = r.policies[0];
    const affordable = lead
      ? coverForBudget(
          lead.kind === 'term' ? { kind: 'term', length: lead.length } : { kind: 'permanent' },
          c.profile,
          i.monthlyBudget,
          v.coverageRounding,
        )
      : 0;
    add(
      'budget-short',
      `The plan costs ${formatCurrency(r.monthly)} a month, above your ${formatCurrency(i.monthlyBudget)} budget.${
        affordable <= 0
          ? ' The budget does not buy the smallest policy.'
          : affordable < r.cover
            ? ` The budget alone buys about ${formatCurrency(affordable)} of cover, leaving ${formatCurrency(r.cover - affordable)} of the need uncovered.`
            : ''
      }`,
    );
  }
  return caveats;
}
