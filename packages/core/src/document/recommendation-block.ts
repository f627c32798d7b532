// The recommendation block: the plan the analysis sizes (each policy with its cover and estimated
// premium), the reasons, the disclosures a client must read (unmet needs, limits, risks) and the
// alternatives weighed. Every writer places it; only our code fills it, so no page can leave out
// a caveat. Texts come from the analysis (no HTML in them) and are escaped here.
import { formatCurrency, type TNeedsAnalysis } from '../generation/needs-analysis';
import type { TRecommendedPolicy } from '../generation/needs-types';
import { escapeHtml as esc } from './escape';
import { perMonth } from './figures';
import { iconSvg } from './icons';

function policyName(p: TRecommendedPolicy): string {
  return p.kind === 'term' ? `${p.length}-year term life` : 'Permanent life (whole life)';
}

function premium(monthly: number | null): string {
  return monthly === null ? 'Specialist underwriting' : perMonth(monthly);
}

function policiesTable(a: TNeedsAnalysis): string {
  const r = a.recommendation;
  const rows = r.policies.map(
    (p) =>
      `<tr><td>${esc(policyName(p))}</td><td class="pc-num">${formatCurrency(p.cover)}</td><td class="pc-num">${esc(premium(p.monthly))}</td></tr>`,
  );
  const total =
    r.policies.length > 1
      ? `<tfoot><tr><th scope="row">Total</th><td class="pc-num">${formatCurrency(r.cover)}</td><td class="pc-num">${esc(premium(r.monthly))}</td></tr></tfoot>`
      : '';
  return `<div class="pc-table-wrap"><table class="pc-table pc-plan-table">
<thead><tr><th scope="col">Policy</th><th scope="col" class="pc-num">Cover</th><th scope="col" class="pc-num">Est. monthly</th></tr></thead>
<tbody>${rows.join('')}</tbody>${total}</table></div>`;
}

function list(items: readonly string[], className: string): string {
  return `<ul class="${className}">${items.map((text) => `<li>${esc(text)}</li>`).join('')}</ul>`;
}

/**
 * The block's markup; a plan with nothing to buy says so in words, never with $0 figures. Its
 * table of policies is left out when the page carries the premium calculation, which lists the
 * same policies with their rates (each premium is stated once).
 */
export function recommendationBlock(
  a: TNeedsAnalysis,
  options: { policiesTable: boolean } = { policiesTable: true },
): string {
  const r = a.recommendation;
  const parts = [`<p class="pc-plan-summary"><strong>${esc(r.summary)}</strong></p>`];
  if (r.policies.length > 0 && options.policiesTable) parts.push(policiesTable(a));
  if (r.reasons.length > 0) parts.push('<h3>Why this plan</h3>', list(r.reasons, 'pc-bullets'));
  if (r.caveats.length > 0)
    parts.push(
      `<div class="pc-callout pc-caveats"><h3>${iconSvg('shield')} Worth knowing</h3>${list(
        r.caveats.map((c) => c.text),
        'pc-bullets',
      )}</div>`,
    );
  if (r.alternatives.length > 0)
    parts.push(
      '<h3>Options we weighed</h3>',
      `<div class="pc-table-wrap"><table class="pc-table pc-alternatives">
<thead><tr><th scope="col">Option</th><th scope="col" class="pc-num">Est. monthly</th><th scope="col" class="pc-why">Why not</th></tr></thead>
<tbody>${r.alternatives
        .map(
          (alt) =>
            `<tr><td>${esc(alt.label)}</td><td class="pc-num">${esc(premium(alt.monthly))}</td><td class="pc-why">${esc(alt.whyNot)}</td></tr>`,
        )
        .join('')}</tbody></table></div>`,
    );
  parts.push(`<p class="pc-label">${esc(a.disclaimer)}</p>`);
  return `<div class="pc-recommendation">${parts.join('\n')}</div>`;
}
