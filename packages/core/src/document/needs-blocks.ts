// The needs table and the premium table: the analysis's figures laid out with one sentence each
// saying where the figure comes from (the assumptions the analysis used, and who set them). The
// technical style shows both methods side by side; health appears only when the advisor chose it.
import { listText } from '../format';
import { formatCurrency, type TNeedsAnalysis } from '../generation/needs-analysis';
import { LEAD_METHOD_LABELS, type TLeadMethod } from '../generation/needs-facts';
import { escapeHtml as esc } from './escape';
import { leadNeed } from './figures';
import { educationWhy, gapWhy, incomeWhy, SOURCE_NOTES } from './needs-reasons';
import type { TPresentationDocument } from './schema';

/** Whether the page may mention the client's health (the document keeps health facts only when the advisor chose to). */
function healthShown(document: Pick<TPresentationDocument, 'client'>): boolean {
  return document.client.healthStatus.trim() !== '' || document.client.smoker.trim() !== '';
}

const HEALTH_WORDS = /\b(?:health|smok\w*|underwriting class|medical)\b/i;
/** A health or smoking detail inside a sentence: ", non-smoker", ", good health". */
const HEALTH_DETAIL = /,?\s*\b(?:non-smoker|smoker|(?:excellent|good|fair|poor) health)\b/gi;
const PRIVATE_PREMIUM_SENTENCE =
  'Premiums: illustrative rates for your age and the details you gave your advisor; actual premiums depend on underwriting.';

/** The analysis's assumption sentences as the page may show them: health left out unless the advisor chose to mention it. */
export function shownAssumptions(
  analysis: TNeedsAnalysis,
  document: Pick<TPresentationDocument, 'client'>,
): string[] {
  if (healthShown(document)) return analysis.assumptions;
  const kept = analysis.assumptions
    .map((s) => s.replace(HEALTH_DETAIL, ''))
    .filter((s) => !HEALTH_WORDS.test(s));
  return kept.length < analysis.assumptions.length ? [...kept, PRIVATE_PREMIUM_SENTENCE] : kept;
}

interface TRow {
  label: string;
  dime: number;
  hlv: number;
  why: string;
  className?: string;
  negative?: boolean;
}

/** The method's name inside a sentence ("the DIME (…) method", "the income replacement (present value) method"). */
export function methodName(method: TLeadMethod): string {
  return LEAD_METHOD_LABELS[method].replace(/^Income/, 'income');
}

function partRows(a: TNeedsAnalysis, both: boolean): { rows: TRow[]; left: string[] } {
  const lead = leadNeed(a);
  const supported = a.inputs.dependents > 0 || a.incomeReplacement.basis === 'partner';
  const candidates: (TRow & { amount: number })[] = [
    {
      label: 'Income replacement',
      dime: a.dime.income,
      hlv: a.hlv.presentValue,
      amount: lead.income,
      why: both
        ? `DIME: ${incomeWhy(a, 'dime')} Present value: ${incomeWhy(a, 'hlv')}`
        : incomeWhy(a, a.leadMethod),
    },
    {
      label: 'Debts',
      dime: a.dime.debt,
      hlv: a.hlv.debt,
      amount: lead.debt,
      why: supported
        ? 'Clears the loans and balances you told us about, so your family is not left with them.'
        : 'Clears the loans and balances you told us about, so they never pass to anyone else.',
    },
    {
      label: 'Mortgage',
      dime: a.dime.mortgage,
      hlv: a.hlv.mortgage,
      amount: lead.mortgage,
      why: supported
        ? 'Pays off the mortgage so your home stays in the family.'
        : 'Pays off the mortgage so your home passes free of debt.',
    },
    {
      label: 'Education',
      dime: a.dime.education,
      hlv: a.hlv.education,
      amount: lead.education,
      why: educationWhy(a, lead),
    },
    {
      label: 'Final expenses',
      dime: a.dime.finalExpenses,
      hlv: a.hlv.finalExpenses,
      amount: lead.finalExpenses,
      why: `${supported ? 'Funeral and final costs, so your family does not pay them' : a.inputs.planEstate ? 'Funeral and final costs, so they are not taken from what you leave' : 'Funeral and final costs, so nobody else has to pay them'} (${SOURCE_NOTES[a.assumptionValues.finalExpensesSource]}).`,
    },
  ];
  const rows = candidates.filter(
    (row, i) => i === 0 || row.amount > 0 || Math.max(row.dime, row.hlv) > 0,
  );
  const left = candidates
    .filter((row) => !rows.includes(row))
    .map((row) => row.label.toLowerCase());
  return { rows, left };
}

function coverRows(a: TNeedsAnalysis): TRow[] {
  const { existingCoverIndividual: individual, existingCoverGroup: group } = a.inputs;
  const rows: TRow[] = [];
  if (individual > 0)
    rows.push({
      label: 'Your own life cover',
      dime: individual,
      hlv: individual,
      negative: true,
      why: 'A policy in your name, which stays with you.',
    });
  if (group > 0) {
    rows.push({
      label: 'Group life cover',
      dime: group,
      hlv: group,
      negative: true,
      why: 'Cover through your work: counted today, but it usually ends when you leave the job.',
    });
  }
  const other = a.existingCoverage - individual - group;
  if (other > 0)
    rows.push({
      label: 'Existing cover',
      dime: other,
      hlv: other,
      negative: true,
      why: 'Cover you already have.',
    });
  if (a.existingCoverage <= 0)
    rows.push({
      label: 'Existing cover',
      dime: 0,
      hlv: 0,
      why: 'You have no life cover in place today.',
    });
  if (a.savings > 0)
    rows.push({
      label: 'Savings',
      dime: a.savings,
      hlv: a.savings,
      negative: true,
      why: 'Savings and liquid assets that could be drawn on.',
    });
  return rows;
}

/** The needs table: the lead method's parts (both methods side by side in the technical style). */
export function needsTable(a: TNeedsAnalysis, document: TPresentationDocument): string {
  const brief = document.theme.detail === 'concise';
  const both = document.theme.style === 'technical';
  const methods: TLeadMethod[] = both ? ['dime', 'hlv'] : [a.leadMethod];
  const lead = (m: TLeadMethod) =>
    both && m === a.leadMethod ? ' <span class="pc-badge pc-badge-primary">Lead</span>' : '';
  const amountHeads = both
    ? methods
        .map(
          (m) =>
            `<th scope="col" class="pc-num">${m === 'dime' ? 'DIME' : 'Income replacement'}${lead(m)}</th>`,
        )
        .join('')
    : '<th scope="col" class="pc-num">Amount</th>';
  const head = `<thead><tr><th scope="col">${document.theme.style === 'simplified' ? 'What for' : 'Component'}</th>${amountHeads}${
    brief ? '' : '<th scope="col" class="pc-why">Where it comes from</th>'
  }</tr></thead>`;
  const row = (r: TRow) =>
    `<tr${r.className ? ` class="${r.className}"` : ''}><td>${r.label}</td>${methods
      .map(
        (m) =>
          `<td class="pc-num">${r.negative ? '&minus;' : ''}${formatCurrency(m === 'dime' ? r.dime : r.hlv)}</td>`,
      )
      .join('')}${brief ? '' : `<td class="pc-why">${esc(r.why)}</td>`}</tr>`;
  const { rows: parts, left } = partRows(a, both);
  const included = parts.map((p) => p.label.toLowerCase());
  const totalWhy = `${listText(included, 'and').replace(/^./, (c) => c.toUpperCase())}, by the ${methodName(a.leadMethod)} method${
    left.length > 0 ? `; no ${listText(left, 'or')} to cover` : ''
  }.`;
  const deducted = a.existingCoverage + a.savings;
  const gapOf = (total: number) => Math.max(0, total - deducted);
  const rows = [
    ...parts.map(row),
    row({
      label: 'Total need',
      dime: a.dime.total,
      hlv: a.hlv.total,
      why: totalWhy,
      className: 'pc-total',
    }),
    ...coverRows(a).map(row),
    row({
      label: 'Gap',
      dime: both ? gapOf(a.dime.total) : a.gap,
      hlv: both ? gapOf(a.hlv.total) : a.gap,
      why: gapWhy(a),
      className: 'pc-total pc-gap',
    }),
  ];
  return `<div class="pc-table-wrap"><table class="pc-table pc-needs-table">${head}<tbody>${rows.join('')}</tbody></table></div>`;
}

/** The premium calculation: the rates, the policy fee, the term length offered (term only when available). */
export function premiumTable(a: TNeedsAnalysis, document: TPresentationDocument): string {
  const p = a.premiums;
  const health = healthShown(document);
  const recommended = a.suitability.recommendedKind;
  const badge = (kind: 'term' | 'permanent') =>
    kind === recommended ? ' <span class="pc-badge pc-badge-primary">Recommended</span>' : '';
  const row = (kind: 'term' | 'permanent', label: string, rate: number, monthly: number) =>
    `<tr><td>${label}${badge(kind)}</td><td class="pc-num">$${rate.toFixed(2)}</td>${
      health
        ? `<td class="pc-num">&times;${p.smokerMultiplier} &times;${p.healthMultiplier}</td>`
        : ''
    }<td class="pc-num">${a.recommendedCoverage > 0 ? formatCurrency(monthly) : '&mdash;'}</td></tr>`;
  const rows = [
    a.suitability.termAvailable
      ? row('term', `Term (${a.termLengthYears}-year)`, p.termAnnualRatePerThousand, p.termMonthly)
      : '',
    row(
      'permanent',
      'Permanent (whole life)',
      p.permanentAnnualRatePerThousand,
      p.permanentMonthly,
    ),
  ].join('');
  const fee =
    p.policyFeeAnnual > 0
      ? `, including a policy fee of ${formatCurrency(p.policyFeeAnnual)} a year`
      : '';
  const notes = [
    a.recommendedCoverage > 0
      ? `Monthly premiums for ${formatCurrency(a.recommendedCoverage)} of coverage${fee}.`
      : 'Your existing cover and savings meet the need, so only the rates are shown.',
    ...(a.suitability.termAvailable ? [] : a.suitability.reasons),
  ];
  return `<div class="pc-table-wrap"><table class="pc-table"><thead><tr><th scope="col">Estimate</th><th scope="col" class="pc-num">Rate per $1,000 a year</th>${
    health ? '<th scope="col" class="pc-num">Smoker &times; health</th>' : ''
  }<th scope="col" class="pc-num">Monthly</th></tr></thead><tbody>${rows}</tbody></table></div><p class="pc-small">${notes.map(esc).join(' ')}</p>`;
}
