// The needs table and the premium table: the analysis's figures laid out with one sentence each
// saying where the figure comes from (the assumptions the analysis used, and who set them). The
// technical style shows both methods side by side; health appears only when the advisor chose it.
import { listText } from '../format';
import { formatCurrency, type TNeedsAnalysis } from '../generation/needs-analysis';
import { LEAD_METHOD_LABELS, type TLeadMethod } from '../generation/needs-facts';
import { baseRatePerThousand } from '../generation/needs-rates';
import { escapeHtml as esc } from './escape';
import { leadNeed, yearsText } from './figures';
import { educationWhy, gapWhy, incomeWhy, SOURCE_NOTES } from './needs-reasons';
import { healthShown, shownMethods } from './page-assumptions';
import type { TPresentationDocument } from './schema';

interface TRow {
  label: string;
  /** The row's amount by each method shown. */
  amount: (m: TLeadMethod) => number;
  why: string;
  className?: string;
  negative?: boolean;
}

/** The method's name inside a sentence ("the DIME (…) method", "the income replacement (present value) method"). */
export function methodName(method: TLeadMethod): string {
  return LEAD_METHOD_LABELS[method].replace(/^(Income|Capital)/, (w) => w.toLowerCase());
}

const SHORT_NAMES: Readonly<Record<TLeadMethod, string>> = {
  dime: 'DIME',
  hlv: 'Income replacement',
  'capital-liquidation': 'Capital liquidation',
  'capital-retention': 'Capital retention',
};

/** The income part by each method (retention with no finite figure shows liquidation's, as the caveat says). */
function incomeBy(a: TNeedsAnalysis, m: TLeadMethod): number {
  switch (m) {
    case 'dime':
      return a.dime.income;
    case 'hlv':
      return a.hlv.presentValue;
    case 'capital-liquidation':
      return a.capital.liquidation;
    case 'capital-retention':
      return a.capital.retention ?? a.capital.liquidation;
  }
}

function partRows(
  a: TNeedsAnalysis,
  both: boolean,
  other: TLeadMethod,
): { rows: TRow[]; left: string[] } {
  const supported = a.incomeReplacement.basis !== 'single';
  const p = a.permanentNeeds;
  const b = a.businessNeeds;
  const same = (n: number) => () => n;
  const candidates: (TRow & { value: number })[] = [
    {
      label: 'Income replacement',
      amount: (m) => incomeBy(a, m),
      value: incomeBy(a, a.leadMethod),
      why: both
        ? `${SHORT_NAMES[a.leadMethod]}: ${incomeWhy(a, a.leadMethod)} ${SHORT_NAMES[other]}: ${incomeWhy(a, other)}`
        : incomeWhy(a, a.leadMethod),
    },
    {
      label: 'Debts',
      amount: same(a.dime.debt),
      value: a.dime.debt,
      why: supported
        ? 'Clears the loans and balances you told us about, so your family is not left with them.'
        : 'Clears the loans and balances you told us about, so they never pass to anyone else.',
    },
    {
      label: 'Mortgage',
      amount: same(a.dime.mortgage),
      value: a.dime.mortgage,
      why: supported
        ? 'Pays off the mortgage so your home stays in the family.'
        : 'Pays off the mortgage so your home passes free of debt.',
    },
    {
      label: 'Education',
      amount: same(a.dime.education),
      value: a.dime.education,
      why: educationWhy(a, leadNeed(a)),
    },
    {
      label: 'Final expenses',
      amount: same(a.dime.finalExpenses),
      value: a.dime.finalExpenses,
      why: `${supported ? 'Funeral and final costs, so your family does not pay them' : a.inputs.planEstate ? 'Funeral and final costs, so they are not taken from what you leave' : 'Funeral and final costs, so nobody else has to pay them'} (${SOURCE_NOTES[a.assumptionValues.finalExpensesSource]}).`,
    },
    {
      label: 'Final taxes',
      amount: same(p.finalTaxes),
      value: p.finalTaxes,
      why:
        a.inputs.jurisdiction === 'US'
          ? 'Federal estate tax on the estate above the exclusion.'
          : 'Tax at death on your capital gains and registered plans, as if sold the day you die.',
    },
    {
      label: 'Estate costs',
      amount: same(p.estateCosts),
      value: p.estateCosts,
      why: 'Probate, legal and executor costs (as you told us).',
    },
    {
      label: 'Legacy',
      amount: same(p.legacy),
      value: p.legacy,
      why: 'The gift you want to leave (as you told us).',
    },
    {
      label: 'Lifelong support',
      amount: same(p.lifelongDependent),
      value: p.lifelongDependent,
      why: `Today's value of ${formatCurrency(a.inputs.lifelongSupport)} a year for ${yearsText(a.inputs.lifelongSupportYears)} for a dependent who needs it for life.`,
    },
    {
      label: 'Business',
      amount: same(b.total),
      value: b.total,
      why: `Key-person cover ${formatCurrency(b.keyPerson)} and buy-sell funding ${formatCurrency(b.buySell)}, until you retire (set by your advisor).`,
    },
  ];
  const rows = candidates.filter((row, i) => i === 0 || row.value > 0);
  const left = candidates
    .slice(0, 5)
    .filter((row) => !rows.includes(row))
    .map((row) => row.label.toLowerCase());
  return { rows, left };
}

function coverRows(a: TNeedsAnalysis): TRow[] {
  const { existingCoverIndividual: individual, existingCoverGroup: group } = a.inputs;
  const share = a.assumptionValues.groupCoverCountedPercent;
  const counted = Math.round((group * share) / 100);
  const rows: TRow[] = [];
  const fixed = (n: number) => () => n;
  if (individual > 0)
    rows.push({
      label: 'Your own life cover',
      amount: fixed(individual),
      negative: true,
      why: 'A policy in your name, which stays with you.',
    });
  if (group > 0) {
    rows.push({
      label: 'Group life cover',
      amount: fixed(counted),
      negative: true,
      why:
        share === 100
          ? 'Cover through your work: counted today, but it usually ends when you leave the job.'
          : `Cover through your work, ${formatCurrency(group)}, counted at ${share}%: it usually ends when you leave the job.`,
    });
  }
  if (a.existingCoverage <= 0)
    rows.push({
      label: 'Existing cover',
      amount: fixed(0),
      why: 'You have no life cover in place today.',
    });
  if (a.savings > 0)
    rows.push({
      label: 'Savings',
      amount: fixed(a.savings),
      negative: true,
      why: 'Savings and liquid assets that could be drawn on.',
    });
  return rows;
}

/** An amount in a table cell; a zero reads "none", never "$0". */
function cell(amount: number, negative: boolean | undefined): string {
  if (amount <= 0) return 'none';
  return `${negative ? '&minus;' : ''}${formatCurrency(amount)}`;
}

/** The needs table: the lead method's parts (a second method beside it in the technical style). */
export function needsTable(a: TNeedsAnalysis, document: TPresentationDocument): string {
  const brief = document.theme.detail === 'concise';
  const both = document.theme.style === 'technical';
  const other: TLeadMethod = a.leadMethod === 'dime' ? 'hlv' : 'dime';
  const methods: readonly TLeadMethod[] = shownMethods(a, document);
  const lead = (m: TLeadMethod) =>
    both && m === a.leadMethod ? ' <span class="pc-badge pc-badge-primary">Lead</span>' : '';
  const amountHeads = both
    ? methods.map((m) => `<th scope="col" class="pc-num">${SHORT_NAMES[m]}${lead(m)}</th>`).join('')
    : '<th scope="col" class="pc-num">Amount</th>';
  const head = `<thead><tr><th scope="col">${document.theme.style === 'simplified' ? 'What for' : 'Component'}</th>${amountHeads}${
    brief ? '' : '<th scope="col" class="pc-why">Where it comes from</th>'
  }</tr></thead>`;
  const row = (r: TRow) =>
    `<tr${r.className ? ` class="${r.className}"` : ''}><td>${r.label}</td>${methods
      .map((m) => `<td class="pc-num">${cell(r.amount(m), r.negative)}</td>`)
      .join('')}${brief ? '' : `<td class="pc-why">${esc(r.why)}</td>`}</tr>`;
  const { rows: parts, left } = partRows(a, both, other);
  const included = parts.map((p) => p.label.toLowerCase());
  const totalWhy = `${listText(included, 'and').replace(/^./, (c) => c.toUpperCase())}, by the ${methodName(a.leadMethod)} method${
    left.length > 0 ? `; no ${listText(left, 'or')} to cover` : ''
  }.`;
  const totalBy = (m: TLeadMethod) =>
    m === a.leadMethod ? a.totalNeed : a.totalNeed - incomeBy(a, a.leadMethod) + incomeBy(a, m);
  const deducted = a.existingCoverCounted + a.savings;
  const rows = [
    ...parts.map(row),
    row({ label: 'Total need', amount: totalBy, why: totalWhy, className: 'pc-total' }),
    ...coverRows(a).map(row),
    row({
      label: 'Gap',
      amount: (m) => (m === a.leadMethod ? a.gap : Math.max(0, totalBy(m) - deducted)),
      why: gapWhy(a),
      className: 'pc-total pc-gap',
    }),
  ];
  const wide = methods.length > 1 ? ' pc-needs-methods' : '';
  return `<div class="pc-table-wrap"><table class="pc-table pc-needs-table${wide}">${head}<tbody>${rows.join('')}</tbody></table></div>`;
}

/** The premium calculation: each policy of the plan with its rate, the class and smoker factors (when health may be shown), the policy fee and the monthly premium. */
export function premiumTable(a: TNeedsAnalysis, document: TPresentationDocument): string {
  const p = a.premiums;
  const health = healthShown(document);
  const profile = {
    age: a.inputs.age,
    sex: a.inputs.sex,
  };
  const policies = a.recommendation.policies;
  const rows = policies.map((policy) => {
    const plan =
      policy.kind === 'term' ? ({ kind: 'term', length: policy.length } as const) : policy;
    const rate = baseRatePerThousand(plan, profile, policy.cover);
    const label =
      policy.kind === 'term' ? `Term (${policy.length}-year)` : 'Permanent (whole life)';
    return `<tr><td>${label}</td><td class="pc-num">${formatCurrency(policy.cover)}</td><td class="pc-num">$${rate.toFixed(2)}</td>${
      health
        ? `<td class="pc-num">&times;${p.smokerMultiplier} &times;${p.classMultiplier}</td>`
        : ''
    }<td class="pc-num">${policy.monthly === null ? 'Specialist underwriting' : formatCurrency(policy.monthly)}</td></tr>`;
  });
  const fee =
    p.policyFeeAnnual > 0
      ? ` Each premium includes a policy fee of ${formatCurrency(p.policyFeeAnnual)} a year.`
      : '';
  const note =
    policies.length > 0
      ? `Rate per $1,000 of cover a year at a standard class${health ? ', then the smoker and class factors' : ''}; premium = rate × factors × cover ÷ 1,000 + fee, ÷ 12.${fee}`
      : 'Your existing cover and savings meet the need, so there is no premium to work out.';
  if (policies.length === 0) return `<p class="pc-small">${esc(note)}</p>`;
  return `<div class="pc-table-wrap"><table class="pc-table"><thead><tr><th scope="col">Policy</th><th scope="col" class="pc-num">Cover</th><th scope="col" class="pc-num">Rate per $1,000 a year</th>${
    health ? '<th scope="col" class="pc-num">Smoker &times; class</th>' : ''
  }<th scope="col" class="pc-num">Monthly</th></tr></thead><tbody>${rows.join('')}</tbody></table></div><p class="pc-small">${esc(note)}</p>`;
}
