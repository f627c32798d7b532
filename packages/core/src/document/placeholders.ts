// The placeholders a section may carry. Writers (the AI, the built-in generator, an edit) place
// them; only the renderer fills them, from the needs analysis, so no writer can put a number
// into a figure, a chart or a data block.
//
//   <span data-figure="total-need"></span>     one formatted figure
//   <figure data-chart="need-breakdown"></figure>  one chart (canvas, config and a text fallback)
//   <div data-block="needs-table"></div>       one block of figures laid out by our code
//   <span data-icon="check"></span>           one inline SVG icon
//
// Whatever a writer puts inside a placeholder is discarded.

export const FIGURE_IDS = [
  'total-need',
  'gap',
  'existing-cover',
  'recommended-coverage',
  'income-replacement',
  'income-replacement-years',
  'debts',
  'mortgage',
  'education',
  'final-expenses',
  'annual-income',
  'monthly-budget',
  'age',
  'dependents',
  'term-years',
  'term-monthly',
  'permanent-monthly',
  'primary-monthly',
  'term-daily',
  'term-budget-share',
  'permanent-budget-share',
  'waiting-years',
  'term-monthly-later',
  'permanent-monthly-later',
  'term-extra-over-term',
  'savings',
  'existing-cover-individual',
  'existing-cover-group',
  'dime-total',
  'hlv-total',
  'hlv-present-value',
  'hlv-annual-amount',
  'recommended-monthly',
  'support-years',
  'education-per-child',
  'discount-rate',
  'income-replacement-percent',
  'policy-fee',
  'children',
  'youngest-child-age',
  'spouse-income',
  'permanent-need',
  'final-taxes',
  'term-need',
  'rate-basis',
] as const;
export type TFigureId = (typeof FIGURE_IDS)[number];

/** What each figure is, for the AI's instructions and for editors. */
export const FIGURE_DESCRIPTIONS: Readonly<Record<TFigureId, string>> = {
  'total-need':
    'total protection need by the method the presentation leads with (DIME or income replacement), e.g. $1,250,000',
  gap: 'the gap: total need minus existing cover and savings, never below zero',
  'existing-cover': 'life cover the client already has (individual and group together)',
  'recommended-coverage':
    "the recommended plan's total cover (all its policies), or 'no new cover' when none is needed",
  'income-replacement': 'the income part of the need by the lead method',
  'income-replacement-years': 'years of income the lead method replaces, e.g. 18 years',
  debts: 'the debts part of the need (debts other than the mortgage)',
  mortgage: 'the mortgage part of the need',
  education: 'the education part of the need',
  'final-expenses': 'the final-expenses part of the need',
  'annual-income': "the client's annual income",
  'monthly-budget': "the client's monthly budget, e.g. $150/month",
  age: "the client's age",
  dependents: 'number of dependents, e.g. 2 dependents',
  'term-years': 'the term length offered (10, 20 or 30 years), e.g. 20 years',
  'term-monthly': 'estimated monthly term premium, e.g. $48/month (only when term is available)',
  'permanent-monthly': 'estimated monthly permanent (whole life) premium',
  'primary-monthly':
    'estimated monthly premium of the recommended plan (or "to be confirmed by your advisor")',
  'term-daily': 'the term premium per day, e.g. $1.58 a day',
  'term-budget-share': 'share of the term premium the budget covers, e.g. 100%',
  'permanent-budget-share': 'share of the permanent premium the budget covers',
  'waiting-years': 'the waiting period of the cost-of-waiting figures, e.g. 5 years',
  'term-monthly-later': 'the monthly term premium if the client waits',
  'permanent-monthly-later': 'the monthly permanent premium if the client waits',
  'term-extra-over-term': 'extra paid over a full term by waiting',
  savings: 'savings and liquid assets counted against the need',
  'existing-cover-individual': "the client's own (individual) life cover, which stays with them",
  'existing-cover-group': 'group life cover through work, which usually ends when the job does',
  'dime-total':
    'total need by the DIME method (debts, income, mortgage, education, final expenses)',
  'hlv-total':
    'total need by the income-replacement method (present value of the income replaced, plus debts, mortgage, education, final expenses)',
  'hlv-present-value': 'present value of the income the family needs replaced',
  'hlv-annual-amount': 'the income the family needs replaced each year (income × share replaced)',
  'recommended-monthly':
    'estimated monthly premium of the kind of cover the analysis recommends (term or permanent)',
  'support-years': 'years of income support assumed, e.g. 14 years',
  'education-per-child': 'education cost assumed per child, e.g. $90,000',
  'discount-rate': 'the real discount rate of the present values, e.g. 2%',
  'income-replacement-percent': 'share of income the family needs replaced, e.g. 70%',
  'policy-fee': 'the annual policy fee included in the premiums, e.g. $60 a year',
  children: 'number of children, e.g. 3 children',
  'youngest-child-age': "the youngest child's age, e.g. 4 (only when children's ages were given)",
  'spouse-income': "the spouse's or partner's annual income",
  'permanent-need':
    'needs that do not end (final taxes, estate costs, a legacy, lifelong support, final expenses with them)',
  'final-taxes': 'taxes due at death on the estate (Canada: deemed disposition; US: estate tax)',
  'term-need': 'the part of the need that ends (income, debts, mortgage, education, business)',
  'rate-basis':
    'the amount of cover a premium rate is quoted for, always $1,000: "a rate per <span data-figure="rate-basis"></span> of cover"',
};

export const CHART_IDS = ['need-breakdown', 'premium-vs-budget', 'coverage-over-time'] as const;
export type TChartId = (typeof CHART_IDS)[number];

export const CHART_DESCRIPTIONS: Readonly<Record<TChartId, string>> = {
  'need-breakdown': 'doughnut chart of the parts of the total need',
  'premium-vs-budget':
    'bar chart of the term (when available) and permanent premiums against the monthly budget',
  'coverage-over-time':
    'line chart of term (when available) and permanent coverage against the remaining need over 20 years',
};

export const BLOCK_IDS = [
  'key-figures',
  'client-snapshot',
  'needs-table',
  'premium-table',
  'recommendation',
] as const;
export type TBlockId = (typeof BLOCK_IDS)[number];

export const BLOCK_DESCRIPTIONS: Readonly<Record<TBlockId, string>> = {
  'key-figures':
    'the cover figures: total need, recommended coverage and the recommended plan’s premium',
  'client-snapshot':
    "cards with the client's age, family, income, budget, occupation, location and goals (health only when the advisor chose to mention it)",
  'needs-table':
    'the needs-analysis table: each part of the lead method, total need, existing cover (individual and group), savings and gap, with where each comes from; the technical style shows both methods side by side',
  'premium-table':
    'the premium calculation: rate per $1,000 a year, the policy fee, the term length offered (term only when available), monthly premium',
  recommendation:
    'the recommended plan as the analysis sizes it: each policy (kind, length, cover, estimated monthly premium), why, what it leaves uncovered or depends on, and the alternatives weighed with why each was not chosen',
};

export const ICON_IDS = [
  'user',
  'users',
  'briefcase',
  'wallet',
  'heart',
  'map-pin',
  'check',
  'phone',
  'mail',
  'question',
  'calendar',
  'shield',
  'arrow-right',
  'star',
  'home',
  'chart',
  'clock',
  'file',
] as const;
export type TIconId = (typeof ICON_IDS)[number];

/**
 * The classes section content may use (the design system's content classes). The sanitiser drops
 * every other class; the stylesheet has rules for each.
 */
export const CONTENT_CLASSES = [
  'pc-lead',
  'pc-muted',
  'pc-small',
  'pc-grid',
  'pc-grid-2',
  'pc-card',
  'pc-icon',
  'pc-label',
  'pc-value',
  'pc-chips',
  'pc-table-wrap',
  'pc-table',
  'pc-num',
  'pc-total',
  'pc-gap',
  'pc-plans',
  'pc-plan',
  'pc-plan-primary',
  'pc-plan-head',
  'pc-plan-price',
  'pc-badge',
  'pc-badge-primary',
  'pc-badge-muted',
  'pc-badge-fits',
  'pc-badge-partial',
  'pc-badge-short',
  'pc-checks',
  'pc-features',
  'pc-bullets',
  'pc-callout',
  'pc-faq',
  'pc-urgent',
  'pc-proof',
  'pc-steps',
  'pc-definitions',
  'pc-option',
  'pc-needs',
  'pc-quote',
  'pc-highlight',
] as const;
export type TContentClass = (typeof CONTENT_CLASSES)[number];

export const isFigureId = (value: string): value is TFigureId =>
  (FIGURE_IDS as readonly string[]).includes(value);
export const isChartId = (value: string): value is TChartId =>
  (CHART_IDS as readonly string[]).includes(value);
export const isBlockId = (value: string): value is TBlockId =>
  (BLOCK_IDS as readonly string[]).includes(value);
export const isIconId = (value: string): value is TIconId =>
  (ICON_IDS as readonly string[]).includes(value);
export const isContentClass = (value: string): value is TContentClass =>
  (CONTENT_CLASSES as readonly string[]).includes(value);

/** Placeholder markup, for writers that build sections in code. */
export const figure = (id: TFigureId): string => `<span data-figure="${id}"></span>`;
export const chart = (id: TChartId): string => `<figure data-chart="${id}"></figure>`;
export const block = (id: TBlockId): string => `<div data-block="${id}"></div>`;
export const icon = (id: TIconId): string => `<span data-icon="${id}"></span>`;

/** The chart ids a fragment places, in order, without repeats. */
export function chartsIn(html: string): TChartId[] {
  const found: TChartId[] = [];
  for (const match of html.matchAll(/data-chart\s*=\s*["']?([a-z-]+)/gi)) {
    const id = match[1]?.toLowerCase() ?? '';
    if (isChartId(id) && !found.includes(id)) found.push(id);
  }
  return found;
}
