// The built-in presentation writer used when no AI key is available: a complete, data-driven
// HTML document following the presentation guide, with every figure taken from the needs analysis.
import type { TPotentialPlan } from './client-form';
import { hexWithAlpha, readableTextOn, resolveColours, type TColourSet } from './colour-schemes';
import { INSURERS, findCompany, type TCoverageKind, type TInsuranceProduct } from './insurers';
import { formatCurrency as money, type TBudgetFit, type TNeedsAnalysis } from './needs-analysis';
import {
  GOAL_LABELS,
  sectionsForDetail,
  type TPresentationSectionId,
  type TPresentationStyle,
  type TSalesApproach,
  type TTone,
} from './options';
import { presentationAssetTags } from './output-checks';
import { formatPresentationDate, sortPlansByPriority, type TPromptInput } from './prompt-builder';

export interface TOfflineInput extends TPromptInput {
  now: Date;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const esc = escapeHtml;

/** JSON safe inside an inline <script>. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

interface TPlanCard {
  name: string;
  company: string;
  kind: TCoverageKind | null;
  description: string;
  features: readonly string[];
  priority: string | null;
}

interface TContext {
  input: TOfflineInput;
  a: TNeedsAnalysis;
  colours: TColourSet;
  style: TPresentationStyle;
  tone: TTone;
  full: boolean;
  brief: boolean;
  first: string;
  family: string;
  plans: TPlanCard[];
}

const HEADINGS: Readonly<Record<TPresentationStyle, Readonly<Record<Exclude<TPresentationSectionId, 'cover'>, string>>>> = {
  professional: {
    'where-you-are': 'Your Current Situation',
    'what-you-need': 'Your Protection Needs',
    recommendation: 'Our Recommendation',
    'costs-and-benefits': 'Costs and Benefits',
    questions: 'Your Questions, Answered',
    'next-steps': 'Why Act Now: Next Steps',
    advisor: 'Your Advisor',
    'important-information': 'Important Information',
  },
  conversational: {
    'where-you-are': 'Where you are today',
    'what-you-need': 'What you need',
    recommendation: 'What we recommend for you',
    'costs-and-benefits': 'What it costs and what it gives you',
    questions: 'Your questions, answered',
    'next-steps': 'Why now, and what happens next',
    advisor: "Let's talk",
    'important-information': 'Important information',
  },
  technical: {
    'where-you-are': 'Client Profile',
    'what-you-need': 'Needs Analysis (DIME Method)',
    recommendation: 'Recommended Solution',
    'costs-and-benefits': 'Premium and Coverage Analysis',
    questions: 'Considerations and Responses',
    'next-steps': 'Implementation Plan',
    advisor: 'Advisor Contact',
    'important-information': 'Disclosures and Assumptions',
  },
  simplified: {
    'where-you-are': 'About you',
    'what-you-need': 'What you need',
    recommendation: 'Our pick for you',
    'costs-and-benefits': 'What it costs',
    questions: 'Questions you may have',
    'next-steps': 'What to do next',
    advisor: 'Who to call',
    'important-information': 'Good to know',
  },
};

function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

function lastNameOf(fullName: string): string {
  const parts = fullName.trim().split(/\s+/);
  return parts.length > 1 ? (parts[parts.length - 1] ?? '') : '';
}

function coverHeadline(ctx: TContext): string {
  const { client } = ctx.input;
  const goals = client.goals;
  if (goals.other && goals.otherText.trim() !== '') return goals.otherText.trim().slice(0, 140);
  const last = lastNameOf(client.clientName);
  if (goals.protectFamily) return last ? `Protecting the ${last} family's future` : "Protecting your family's future";
  if (goals.planEstate) return `Planning ${ctx.first}'s legacy`;
  if (goals.buildSavings) return `Building ${ctx.first}'s financial security`;
  return `A ${client.insuranceType.toLowerCase()} plan for ${ctx.first}`;
}

function perMonth(amount: number): string {
  return `${money(amount)}/month`;
}

function premiumFor(a: TNeedsAnalysis, kind: TCoverageKind | null): number | null {
  if (a.recommendedCoverage <= 0) return null;
  if (kind === 'term') return a.premiums.termMonthly;
  if (kind === 'permanent') return a.premiums.permanentMonthly;
  return null;
}

function fitFor(a: TNeedsAnalysis, kind: TCoverageKind | null): TBudgetFit | null {
  if (premiumFor(a, kind) === null) return null;
  return kind === 'term' ? a.budgetFit.term : a.budgetFit.permanent;
}

function fitSentence(fit: TBudgetFit): string {
  if (fit.verdict === 'fits') {
    return `Estimated ${perMonth(fit.monthlyPremium)}, within your ${perMonth(fit.monthlyBudget)} budget.`;
  }
  if (fit.verdict === 'partial') {
    return `Estimated ${perMonth(fit.monthlyPremium)}; your ${perMonth(fit.monthlyBudget)} budget covers ${fit.coveredPercent}% of it.`;
  }
  return `Estimated ${perMonth(fit.monthlyPremium)}, above your ${perMonth(fit.monthlyBudget)} budget, which alone would buy about ${money(fit.affordableCoverage)} of this coverage.`;
}

function fitBadge(fit: TBudgetFit | null): string {
  if (!fit) return '<span class="pc-badge pc-badge-muted">To be confirmed</span>';
  const label = fit.verdict === 'fits' ? 'Within budget' : fit.verdict === 'partial' ? `${fit.coveredPercent}% of premium` : 'Above budget';
  return `<span class="pc-badge pc-badge-${fit.verdict}">${label}</span>`;
}

const KIND_LABELS: Readonly<Record<TCoverageKind, string>> = {
  term: 'Term life',
  permanent: 'Permanent life',
  health: 'Health',
  investment: 'Investment',
  retirement: 'Retirement',
};

function kindFromText(text: string): TCoverageKind | null {
  const t = text.toLowerCase();
  if (/\bterm\b/.test(t)) return 'term';
  if (/whole|universal|permanent|participating/.test(t)) return 'permanent';
  if (/health|critical|disabilit|dental|care/.test(t)) return 'health';
  if (/retire|annuit|pension/.test(t)) return 'retirement';
  if (/invest|portfolio|fund|savings/.test(t)) return 'investment';
  return null;
}

/** How well a catalogue product matches what the client and advisor asked for. */
function relevance(product: TInsuranceProduct, ctx: TContext): number {
  const { client } = ctx.input;
  const kind = product.coverageKind;
  const wanted = kindFromText(client.insuranceType);
  let score = 0;
  if (client.insuranceType === 'Life Insurance' && (kind === 'term' || kind === 'permanent')) score += 3;
  if (wanted === kind) score += 3;
  const recommended = kindFromText(client.recommendedProductType === 'Universal' ? 'universal' : client.recommendedProductType);
  if (recommended === kind) score += 3;
  if (client.advisorPriority === 'Cost' || client.advisorPriority === 'Coverage') score += kind === 'term' ? 1 : 0;
  if (client.advisorPriority === 'Cash Value' || client.advisorPriority === 'Flexibility') {
    score += kind === 'permanent' || kind === 'investment' ? 1 : 0;
  }
  if (client.goals.protectFamily && (kind === 'term' || kind === 'permanent')) score += 2;
  if (client.goals.planEstate && kind === 'permanent') score += 2;
  if (client.goals.buildSavings && (kind === 'investment' || kind === 'retirement' || kind === 'permanent')) score += 1;
  if (kind === 'term' && ctx.a.budgetFit.term.verdict === 'fits') score += 1;
  return score;
}

function cardFromProduct(product: TInsuranceProduct, company: string, priority: string | null = null): TPlanCard {
  return {
    name: product.name,
    company,
    kind: product.coverageKind,
    description: product.description,
    features: product.features,
    priority,
  };
}

function cardFromPotentialPlan(plan: TPotentialPlan, ctx: TContext): TPlanCard {
  const wanted = plan.productName.trim().toLowerCase();
  const match = INSURERS.flatMap((insurer) => insurer.products.map((product) => ({ insurer, product }))).find(
    ({ product }) => wanted !== '' && product.name.toLowerCase() === wanted,
  );
  if (match) return cardFromProduct(match.product, plan.companyName || match.insurer.name, plan.priority);
  const kind =
    kindFromText(plan.productName) ?? kindFromText(ctx.input.client.recommendedProductType) ?? kindFromText(ctx.input.client.insuranceType);
  return {
    name: plan.productName || plan.companyName,
    company: plan.productName ? plan.companyName : '',
    kind,
    description: kind ? `${KIND_LABELS[kind]} coverage selected by your advisor for your situation.` : 'A plan selected by your advisor for your situation.',
    features: [],
    priority: plan.priority,
  };
}

/** Primary plan and up to two alternatives: the advisor's plans by priority, else the catalogue. */
function choosePlans(ctx: TContext): TPlanCard[] {
  const { input } = ctx;
  const cards: TPlanCard[] = sortPlansByPriority(input.client.potentialPlans).map((plan) => cardFromPotentialPlan(plan, ctx));
  const insurer = findCompany(input.companyId ?? input.client.companyId);
  const chosen = insurer?.products.find((p) => p.id === (input.productId ?? input.client.productId));
  if (chosen && insurer && !cards.some((c) => c.name.toLowerCase() === chosen.name.toLowerCase())) {
    cards.push(cardFromProduct(chosen, insurer.name));
  }
  if (cards.length === 0) {
    const pool = (insurer ? [insurer] : INSURERS).flatMap((company) =>
      company.products.map((product, index) => ({ company, product, index, score: relevance(product, ctx) })),
    );
    const ranked = pool.filter((p) => p.score > 0).sort((x, y) => y.score - x.score);
    const picks = ranked.length > 0 ? ranked : pool;
    for (const { company, product } of picks.slice(0, 3)) cards.push(cardFromProduct(product, company.name));
  }
  return cards.slice(0, 3);
}

function reasonsFor(card: TPlanCard, ctx: TContext): string[] {
  const { a } = ctx;
  const { client } = ctx.input;
  const reasons: string[] = [];
  if (card.kind === 'term') {
    reasons.push(`Covers the ${money(a.gap)} gap for ${a.termLengthYears} years, while ${ctx.family} depends on your income.`);
  } else if (card.kind === 'permanent') {
    reasons.push(`Lifelong coverage of ${money(a.recommendedCoverage)}, with premiums that do not increase with age.`);
    if (client.goals.planEstate) reasons.push(`Matches your goal: ${GOAL_LABELS.planEstate}.`);
  } else if (card.kind === 'retirement' || card.kind === 'investment') {
    if (client.goals.buildSavings) reasons.push(`Matches your goal: ${GOAL_LABELS.buildSavings}.`);
  }
  const fit = fitFor(a, card.kind);
  reasons.push(fit ? fitSentence(fit) : 'Your advisor will confirm the cost for your situation.');
  return reasons;
}

function lead(ctx: TContext, texts: Readonly<Record<TTone, string>>): string {
  return `<p class="pc-lead">${texts[ctx.tone]}</p>`;
}

function heading(ctx: TContext, id: Exclude<TPresentationSectionId, 'cover'>): string {
  return `<h2>${esc(HEADINGS[ctx.style][id])}</h2>`;
}

function renderCover(ctx: TContext): string {
  const { input, a } = ctx;
  const advisor = input.advisor;
  const by = [advisor.name, advisor.company].filter((s) => s.trim() !== '').map(esc).join(', ');
  const primary = ctx.plans[0];
  const premium = primary ? premiumFor(a, primary.kind) : null;
  return `<section id="cover" class="pc-section pc-cover">
<p class="pc-eyebrow">${esc(input.client.insuranceType)} recommendations</p>
<h1>${esc(coverHeadline(ctx))}</h1>
<h2>Prepared for ${esc(ctx.first)}</h2>
<p class="pc-cover-meta">${by ? `By ${by} &middot; ` : ''}${esc(formatPresentationDate(input.now))}</p>
<div class="pc-cover-stats">
<div><span class="pc-cover-label">Total need</span><strong>${money(a.totalNeed)}</strong></div>
<div><span class="pc-cover-label">Recommended coverage</span><strong>${money(a.recommendedCoverage)}</strong></div>
${premium !== null ? `<div><span class="pc-cover-label">Estimated premium</span><strong>${perMonth(premium)}</strong></div>` : ''}
</div>
</section>`;
}

function renderWhereYouAre(ctx: TContext): string {
  const { client } = ctx.input;
  const { a } = ctx;
  const goals = [
    ...(['protectFamily', 'buildSavings', 'planEstate'] as const).filter((g) => client.goals[g]).map((g) => GOAL_LABELS[g]),
    ...(client.goals.other && client.goals.otherText.trim() ? [client.goals.otherText.trim()] : []),
  ];
  const family = [
    client.maritalStatus,
    a.inputs.dependents === 0 ? 'no dependents' : `${a.inputs.dependents} dependent${a.inputs.dependents === 1 ? '' : 's'}`,
  ].join(', ');
  const health = [client.healthStatus ? `${client.healthStatus} health` : '', client.smoker].filter(Boolean).join(', ');
  const cards: [string, string, string][] = [
    ['fa-user', 'Age', String(a.inputs.age)],
    ['fa-people-roof', 'Family', family],
    ['fa-briefcase', 'Annual income', money(a.inputs.annualIncome)],
    ['fa-wallet', 'Monthly budget', perMonth(a.inputs.monthlyBudget)],
    ['fa-heart-pulse', 'Health', health],
  ];
  if (client.occupation.trim()) cards.push(['fa-user-tie', 'Occupation', client.occupation]);
  if (client.location.trim()) cards.push(['fa-location-dot', 'Location', client.location]);
  return `<section id="where-you-are" class="pc-section">
${heading(ctx, 'where-you-are')}
${lead(ctx, {
  balanced: `Here is the picture you shared with us, ${esc(ctx.first)}.`,
  emotional: `Everything here starts with you and the people who count on you.`,
  logical: `The facts this recommendation is built on.`,
  persuasive: `You have already taken the first step by sharing where you stand today.`,
})}
<div class="pc-grid">
${cards.map(([icon, label, value]) => `<div class="pc-card"><i class="fa-solid ${icon} pc-icon" aria-hidden="true"></i><div class="pc-label">${label}</div><div class="pc-value">${esc(value)}</div></div>`).join('\n')}
</div>
${goals.length > 0 ? `<h3>What you told us you want</h3>\n<ul class="pc-chips">${goals.map((g) => `<li>${esc(g)}</li>`).join('')}</ul>` : ''}
</section>`;
}

function renderWhatYouNeed(ctx: TContext): string {
  const { a } = ctx;
  const simple = ctx.style === 'simplified';
  const ir = a.incomeReplacement;
  const basis =
    ir.basis === 'dependents' ? 'until your youngest dependent is independent' : ir.basis === 'partner' ? 'to give your partner time to adjust' : 'to settle your affairs';
  const rows: [string, number, string][] = [
    [
      'Income replacement',
      a.dime.income,
      ir.years > 0
        ? `${ir.years} year${ir.years === 1 ? '' : 's'} of your ${money(a.inputs.annualIncome)} income, ${basis}.`
        : 'No income replacement: you are at or past the usual retirement age.',
    ],
    ['Debts', a.dime.debt, a.dime.debt > 0 ? 'Pays off the debts you told us about.' : 'No other debts were provided.'],
    ['Mortgage', a.dime.mortgage, a.dime.mortgage > 0 ? 'Pays off the mortgage so your home stays in the family.' : 'No mortgage balance was provided.'],
    [
      'Education',
      a.dime.education,
      a.inputs.dependents > 0
        ? `${money(a.dime.education / a.inputs.dependents)} for each of your ${a.inputs.dependents} dependent${a.inputs.dependents === 1 ? '' : 's'}' post-secondary studies.`
        : 'No dependents, so no education fund is included.',
    ],
    ['Final expenses', a.dime.finalExpenses, 'An allowance for funeral and final costs.'],
  ];
  const definitions = ctx.style === 'technical' && ctx.full
    ? `<dl class="pc-definitions">
<dt>DIME method</dt><dd>Debt + Income replacement + Mortgage + Education, plus final expenses.</dd>
<dt>Gap</dt><dd>Total need minus existing cover, never below zero.</dd>
<dt>Recommended coverage</dt><dd>The gap rounded up to the next $25,000.</dd>
</dl>`
    : '';
  return `<section id="what-you-need" class="pc-section">
${heading(ctx, 'what-you-need')}
${lead(ctx, {
  balanced: `We estimated what ${ctx.family} would need if your income stopped: ${money(a.totalNeed)} in total, leaving a gap of ${money(a.gap)}.`,
  emotional: `If the unexpected happened, this is what ${ctx.family} would need to stay secure: ${money(a.totalNeed)}.`,
  logical: `Total need ${money(a.totalNeed)} &minus; existing cover ${money(a.existingCoverage)} = gap ${money(a.gap)}.`,
  persuasive: `${money(a.gap)} is the gap between what ${ctx.family} would need and the cover in place today. Closing it is the purpose of this plan.`,
})}
<div class="pc-needs">
<div class="pc-chart pc-chart-small"><canvas id="pc-chart-needs" role="img" aria-label="Breakdown of the total need">Breakdown of the total need</canvas></div>
<div class="pc-table-wrap"><table class="pc-table">
<thead><tr><th scope="col">${simple ? 'What for' : 'Component'}</th><th scope="col" class="pc-num">Amount</th>${ctx.brief ? '' : '<th scope="col">Where it comes from</th>'}</tr></thead>
<tbody>
${rows.map(([label, amount, why]) => `<tr><td>${label}</td><td class="pc-num">${money(amount)}</td>${ctx.brief ? '' : `<td>${why}</td>`}</tr>`).join('\n')}
<tr class="pc-total"><td>Total need</td><td class="pc-num">${money(a.totalNeed)}</td>${ctx.brief ? '' : '<td>The sum of the parts above.</td>'}</tr>
<tr><td>Existing cover</td><td class="pc-num">&minus;${money(a.existingCoverage)}</td>${ctx.brief ? '' : `<td>${a.existingCoverage > 0 ? 'Cover you already have.' : 'No existing cover was provided.'}</td>`}</tr>
<tr class="pc-total pc-gap"><td>Gap</td><td class="pc-num">${money(a.gap)}</td>${ctx.brief ? '' : '<td>Total need minus existing cover.</td>'}</tr>
</tbody></table></div>
</div>
${definitions}
</section>`;
}

function renderPlanCard(card: TPlanCard, index: number, ctx: TContext): string {
  const premium = premiumFor(ctx.a, card.kind);
  const reasons = reasonsFor(card, ctx);
  const features = ctx.brief ? [] : card.features.slice(0, ctx.full ? 4 : 2);
  return `<article class="pc-plan${index === 0 ? ' pc-plan-primary' : ''}">
<div class="pc-plan-head"><span class="pc-badge${index === 0 ? ' pc-badge-primary' : ''}">${index === 0 ? 'Recommended' : `Alternative ${index}`}</span>${card.priority ? `<span class="pc-badge pc-badge-muted">${esc(card.priority)} priority</span>` : ''}</div>
<h3>${esc(card.name)}</h3>
${card.company ? `<p class="pc-label">${esc(card.company)}${card.kind ? ` &middot; ${KIND_LABELS[card.kind]}` : ''}</p>` : ''}
<p>${esc(card.description)}</p>
<ul class="pc-checks">${reasons.map((r) => `<li><i class="fa-solid fa-check" aria-hidden="true"></i> ${esc(r)}</li>`).join('')}</ul>
${features.length > 0 ? `<p class="pc-label">Features</p><ul class="pc-features">${features.map((f) => `<li>${esc(f)}</li>`).join('')}</ul>` : ''}
<p class="pc-plan-price">${premium !== null ? `<strong>${perMonth(premium)}</strong> estimated` : 'Cost confirmed by your advisor'}</p>
</article>`;
}

function renderRecommendation(ctx: TContext): string {
  const { a } = ctx;
  const { strategy } = ctx.input;
  const why = [strategy.valueProposition.trim(), strategy.competitiveAdvantages.trim()].filter(Boolean);
  return `<section id="recommendation" class="pc-section">
${heading(ctx, 'recommendation')}
${lead(ctx, {
  balanced: `Based on your needs and budget, this is the plan we recommend${ctx.plans.length > 1 ? ', with alternatives for comparison' : ''}.`,
  emotional: `The plan that keeps ${ctx.family} protected, whatever happens.`,
  logical: `The plan that closes the ${money(a.gap)} gap at the best fit with your ${perMonth(a.inputs.monthlyBudget)} budget.`,
  persuasive: `This is the plan we would choose in your position.`,
})}
<div class="pc-plans">
${ctx.plans.map((card, i) => renderPlanCard(card, i, ctx)).join('\n')}
</div>
<h3>Side by side</h3>
<div class="pc-table-wrap"><table class="pc-table">
<thead><tr><th scope="col">Plan</th><th scope="col">Type</th><th scope="col" class="pc-num">Coverage</th><th scope="col" class="pc-num">Est. monthly</th><th scope="col">Budget</th></tr></thead>
<tbody>
${ctx.plans
  .map((card) => {
    const premium = premiumFor(a, card.kind);
    return `<tr><td>${esc(card.name)}</td><td>${card.kind ? KIND_LABELS[card.kind] : '&mdash;'}</td><td class="pc-num">${premium !== null ? money(a.recommendedCoverage) : '&mdash;'}</td><td class="pc-num">${premium !== null ? money(premium) : 'To be confirmed'}</td><td>${fitBadge(fitFor(a, card.kind))}</td></tr>`;
  })
  .join('\n')}
</tbody></table></div>
${why.length > 0 && !ctx.brief ? `<div class="pc-callout"><h3>Why work with us</h3>${why.map((w) => `<p>${esc(w)}</p>`).join('')}</div>` : ''}
</section>`;
}

function renderCosts(ctx: TContext): string {
  const { a } = ctx;
  const focus = ctx.input.client.focusAreas;
  const notes: string[] = [];
  if (focus.includes('Tax Advantages') || focus.includes('Investment Component')) {
    notes.push(
      'Permanent policies can build cash value over time. How that value and the death benefit are taxed depends on your situation and current rules; your advisor will go through the policy illustration with you.',
    );
  }
  if (focus.includes('Retirement Planning')) {
    notes.push('Protection and retirement savings work together: term coverage protects the years you are building savings, and it can be reviewed as your savings grow.');
  }
  if (focus.includes('Family Protection')) {
    notes.push(`The coverage is sized so that ${ctx.family} could keep the home and the plans you have made.`);
  }
  const rateTable =
    ctx.style === 'technical' || focus.includes('Cost Breakdown')
      ? `<div class="pc-table-wrap"><table class="pc-table">
<thead><tr><th scope="col">Estimate</th><th scope="col" class="pc-num">Rate per $1,000 a year</th><th scope="col" class="pc-num">Factors</th><th scope="col" class="pc-num">Monthly</th></tr></thead>
<tbody>
<tr><td>Term (${a.termLengthYears}-year)</td><td class="pc-num">$${a.premiums.termAnnualRatePerThousand.toFixed(2)}</td><td class="pc-num">&times;${a.premiums.smokerMultiplier} &times;${a.premiums.healthMultiplier}</td><td class="pc-num">${money(a.premiums.termMonthly)}</td></tr>
<tr><td>Permanent (whole life)</td><td class="pc-num">$${a.premiums.permanentAnnualRatePerThousand.toFixed(2)}</td><td class="pc-num">&times;${a.premiums.smokerMultiplier} &times;${a.premiums.healthMultiplier}</td><td class="pc-num">${money(a.premiums.permanentMonthly)}</td></tr>
</tbody></table></div>`
      : '';
  return `<section id="costs-and-benefits" class="pc-section">
${heading(ctx, 'costs-and-benefits')}
${lead(ctx, {
  balanced: `For ${money(a.recommendedCoverage)} of coverage: term is estimated at ${perMonth(a.premiums.termMonthly)} and permanent at ${perMonth(a.premiums.permanentMonthly)}.`,
  emotional: `For ${perMonth(a.premiums.termMonthly)}, ${ctx.family} would have ${money(a.recommendedCoverage)} of protection.`,
  logical: `Term ${perMonth(a.premiums.termMonthly)} versus permanent ${perMonth(a.premiums.permanentMonthly)}, against a budget of ${perMonth(a.inputs.monthlyBudget)}.`,
  persuasive: `${money(a.recommendedCoverage)} of protection from ${perMonth(a.premiums.termMonthly)}.`,
})}
<div class="pc-grid pc-grid-2">
<div><h3>Premium and budget</h3><div class="pc-chart"><canvas id="pc-chart-premiums" role="img" aria-label="Estimated premiums compared with the monthly budget">Estimated premiums compared with the monthly budget</canvas></div>
<p>${esc(`Term: ${fitSentence(a.budgetFit.term)}`)}</p><p>${esc(`Permanent: ${fitSentence(a.budgetFit.permanent)}`)}</p></div>
<div><h3>Coverage over time</h3><div class="pc-chart"><canvas id="pc-chart-coverage" role="img" aria-label="Coverage over 20 years, term compared with permanent">Coverage over 20 years, term compared with permanent</canvas></div>
<p>Term coverage lasts ${a.termLengthYears} years; permanent coverage lasts for life. The remaining need falls as debts are paid and dependents grow up.</p></div>
</div>
${rateTable}
${notes.length > 0 ? `<div class="pc-callout">${notes.map((n) => `<p>${esc(n)}</p>`).join('')}</div>` : ''}
</section>`;
}

const APPROACH_ENDINGS: Readonly<Record<TSalesApproach, string>> = {
  consultative: 'Tell us what matters most to you and we will adjust the plan together.',
  solution: 'The plan is built around exactly this concern.',
  value: 'Weigh that against what it protects: your income, your home and your family’s plans.',
  relationship: 'We will review it with you regularly, not just today.',
  challenger: 'It is easy to underestimate this risk; the figures above show why it matters.',
};

function renderQuestions(ctx: TContext): string {
  const { a } = ctx;
  const { objectionHandling, salesApproach } = ctx.input.strategy;
  const ending = APPROACH_ENDINGS[salesApproach];
  const blocks: [string, string][] = [];
  if (objectionHandling.costConcerns) {
    const daily = (a.premiums.termMonthly * 12) / 365;
    blocks.push([
      'Can I afford this?',
      `The estimated term premium for ${money(a.recommendedCoverage)} of coverage is ${perMonth(a.premiums.termMonthly)}, about $${daily.toFixed(2)} a day, against your ${perMonth(a.inputs.monthlyBudget)} budget. The amount and the term can be adjusted to fit.`,
    ]);
  }
  if (objectionHandling.trustIssues) {
    blocks.push([
      'How do I know it will pay out?',
      'Your policy documents set out exactly what is covered and when. We will read them with you before you sign, and answering the application questions fully and accurately protects your claim.',
    ]);
  }
  if (objectionHandling.needUncertainty) {
    blocks.push([
      'Do I really need this?',
      `The analysis shows a gap of ${money(a.gap)} between what ${ctx.family} would need and the cover in place today.`,
    ]);
  }
  if (objectionHandling.timing) {
    const w = a.costOfWaiting;
    blocks.push([
      'Why not wait?',
      w.termExtraPerMonth > 0
        ? `Premiums are based on age: waiting ${w.years} years would raise the estimated term premium from ${perMonth(a.premiums.termMonthly)} to ${perMonth(w.termMonthlyLater)}, and a change in health could raise it further.`
        : 'Premiums are set by your age and health when you apply, and protection only starts once a policy is in force.',
    ]);
  }
  if (objectionHandling.other && objectionHandling.otherText.trim() !== '') {
    blocks.push([objectionHandling.otherText.trim(), 'We will go through this with you in person and make sure you have a clear answer before you decide.']);
  }
  if (blocks.length === 0) {
    blocks.push(['Is this the right plan for me?', `It is sized to your ${money(a.gap)} gap and priced against your ${perMonth(a.inputs.monthlyBudget)} budget.`]);
  }
  return `<section id="questions" class="pc-section">
${heading(ctx, 'questions')}
<div class="pc-faq">
${blocks.map(([q, answer]) => `<div class="pc-card"><h3><i class="fa-regular fa-circle-question pc-icon" aria-hidden="true"></i> ${esc(q)}</h3><p>${esc(answer)} ${esc(ending)}</p></div>`).join('\n')}
</div>
</section>`;
}

function renderNextSteps(ctx: TContext): string {
  const { a } = ctx;
  const { strategy } = ctx.input;
  const primary = ctx.plans[0];
  const primaryName = primary ? primary.name : 'your recommended plan';
  const closing: string[] = [];
  switch (strategy.closingStrategy) {
    case 'assumptive':
      closing.push(`<p class="pc-lead">The next step is to start your application for ${esc(primaryName)}. We will complete it together.</p>`);
      break;
    case 'choice': {
      const options = a.recommendedCoverage > 0
        ? [
            `Term: ${money(a.recommendedCoverage)} for ${a.termLengthYears} years, estimated ${perMonth(a.premiums.termMonthly)}`,
            `Permanent: ${money(a.recommendedCoverage)} for life, estimated ${perMonth(a.premiums.permanentMonthly)}`,
          ]
        : ctx.plans.slice(0, 2).map((p) => p.name);
      closing.push(
        '<p class="pc-lead">Which option suits you better?</p>',
        `<div class="pc-grid pc-grid-2">${options.map((o, i) => `<div class="pc-card pc-option"><span class="pc-badge${i === 0 ? ' pc-badge-primary' : ''}">Option ${i === 0 ? 'A' : 'B'}</span><p>${esc(o)}</p></div>`).join('')}</div>`,
      );
      break;
    }
    case 'urgency':
      closing.push('<p class="pc-lead">Your premium is set by your age and health on the day you apply, and protection starts only once the policy is in force.</p>');
      break;
    case 'summary':
      closing.push(
        '<p class="pc-lead">To sum up:</p>',
        `<ul class="pc-checks">${[
          `Your total need is ${money(a.totalNeed)} and the gap is ${money(a.gap)}.`,
          `We recommend ${primaryName} with ${money(a.recommendedCoverage)} of coverage.`,
          ...(primary && premiumFor(a, primary.kind) !== null ? [`Estimated cost: ${perMonth(premiumFor(a, primary.kind) ?? 0)}.`] : []),
        ]
          .map((s) => `<li><i class="fa-solid fa-check" aria-hidden="true"></i> ${esc(s)}</li>`)
          .join('')}</ul>`,
        '<p>Shall we go ahead?</p>',
      );
      break;
    case 'trial':
      closing.push(`<p class="pc-lead">Does ${esc(primaryName)} feel like the right fit for ${esc(ctx.family)}? If so, here is how we get started.</p>`);
      break;
  }
  const w = a.costOfWaiting;
  const roi =
    strategy.includeROICalculator && a.recommendedCoverage > 0 && w.termExtraPerMonth > 0
      ? `<div class="pc-callout"><h3>The cost of waiting</h3><p>Starting ${w.years} years from now would raise the estimated term premium from ${perMonth(a.premiums.termMonthly)} to ${perMonth(w.termMonthlyLater)}: ${money(w.termExtraOverTerm)} more over a ${a.termLengthYears}-year term, and the permanent premium from ${perMonth(a.premiums.permanentMonthly)} to ${perMonth(w.permanentMonthlyLater)}.</p></div>`
      : '';
  const urgency = strategy.highlightUrgency
    ? '<p class="pc-urgent"><i class="fa-solid fa-clock" aria-hidden="true"></i> Nobody can choose when the unexpected happens; cover in place today protects your family from today.</p>'
    : '';
  const proof = strategy.includeSocialProof
    ? '<p class="pc-proof">Term and permanent life insurance are among the most common ways families protect their income and their plans.</p>'
    : '';
  return `<section id="next-steps" class="pc-section" data-closing="${esc(strategy.closingStrategy)}">
${heading(ctx, 'next-steps')}
${closing.join('\n')}
${urgency}
${roi}
${proof}
<ol class="pc-steps">
<li><strong>Review</strong> this presentation and ask any questions.</li>
<li><strong>Apply</strong> together with your advisor, answering the health questions fully.</li>
<li><strong>Underwriting:</strong> the insurer reviews your application and confirms the final premium.</li>
<li><strong>Policy issued:</strong> read the policy documents and keep them with your important papers.</li>
</ol>
</section>`;
}

function renderAdvisor(ctx: TContext): string {
  const { advisor } = ctx.input;
  const name = advisor.name.trim() || 'Your advisor';
  const initials = name.split(/\s+/).map((p) => p[0] ?? '').join('').slice(0, 2).toUpperCase();
  const phoneDigits = advisor.phone.replace(/[^\d+]/g, '');
  const emailOk = /^[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+$/.test(advisor.email.trim());
  const contact = [
    advisor.phone.trim() && phoneDigits
      ? `<li><i class="fa-solid fa-phone" aria-hidden="true"></i> <a href="tel:${esc(phoneDigits)}">${esc(advisor.phone.trim())}</a></li>`
      : '',
    emailOk
      ? `<li><i class="fa-solid fa-envelope" aria-hidden="true"></i> <a href="mailto:${esc(advisor.email.trim())}">${esc(advisor.email.trim())}</a></li>`
      : '',
  ].filter(Boolean);
  return `<section id="advisor" class="pc-section">
${heading(ctx, 'advisor')}
<div class="pc-advisor">
<div class="pc-avatar" aria-hidden="true">${esc(initials)}</div>
<div>
<p class="pc-advisor-name">${esc(name)}</p>
${advisor.company.trim() ? `<p class="pc-label">${esc(advisor.company.trim())}</p>` : ''}
${contact.length > 0 ? `<ul class="pc-contact">${contact.join('')}</ul>` : ''}
</div>
</div>
${lead(ctx, {
  balanced: 'Questions? Get in touch and we will take the next step together.',
  emotional: 'Let’s make sure the people you love are protected. I am here to help.',
  logical: 'Contact me to confirm the figures and start your application.',
  persuasive: 'Call today and your protection can be under way this week.',
})}
</section>`;
}

function renderImportant(ctx: TContext): string {
  const { a, input } = ctx;
  return `<section id="important-information" class="pc-section pc-small">
${heading(ctx, 'important-information')}
<p><strong>${esc(a.disclaimer)}</strong></p>
<p>Please consult the policy documents for the exact terms, conditions, exclusions and limitations. Product descriptions are summaries.</p>
${ctx.brief ? '' : `<ul class="pc-bullets">${a.assumptions.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>`}
<p>Prepared on ${esc(formatPresentationDate(input.now))}.</p>
</section>`;
}

function styles(colours: TColourSet): string {
  return `:root{--primary:${colours.primary};--secondary:${colours.secondary};--accent:${colours.accent};--on-primary:${readableTextOn(colours.secondary)};--primary-soft:${hexWithAlpha(colours.primary, 0.08)};--ink:#0F172A;--muted:#475569;--line:#E2E8F0;--surface:#F8FAFC}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:'Inter',system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:16px;line-height:1.6;color:var(--ink);background:#F1F5F9}
main{max-width:1100px;margin:0 auto;padding:24px 16px 48px}
.pc-section{background:#fff;border:1px solid var(--line);border-radius:20px;padding:40px 36px;margin:0 0 24px}
.pc-cover{background:linear-gradient(135deg,var(--secondary),var(--primary));color:var(--on-primary);border:0;padding:72px 44px}
h1{font-size:clamp(2rem,5vw,3.25rem);line-height:1.1;font-weight:800;letter-spacing:-.02em;margin:.2em 0 .4em}
h2{font-size:clamp(1.5rem,3vw,2rem);line-height:1.2;font-weight:700;color:var(--secondary);margin:0 0 .6em}
h3{font-size:1.15rem;margin:1.2em 0 .5em;color:var(--ink)}
p{margin:.5em 0}
.pc-cover h2{color:inherit;font-size:1.25rem;font-weight:500;opacity:.92}
.pc-eyebrow{text-transform:uppercase;letter-spacing:.14em;font-size:.8rem;font-weight:600;opacity:.85;margin:0}
.pc-cover-meta{opacity:.85}
.pc-cover-stats{display:flex;flex-wrap:wrap;gap:16px;margin-top:32px}
.pc-cover-stats div{background:rgba(255,255,255,.14);border:1px solid rgba(255,255,255,.25);border-radius:14px;padding:14px 18px;min-width:180px}
.pc-cover-stats strong{display:block;font-size:1.5rem}
.pc-cover-label{font-size:.8rem;opacity:.85}
.pc-lead{font-size:1.125rem;color:var(--muted);max-width:60ch}
.pc-grid{display:grid;gap:16px;grid-template-columns:repeat(auto-fit,minmax(200px,1fr))}
.pc-grid-2{grid-template-columns:repeat(auto-fit,minmax(300px,1fr));gap:24px}
.pc-card{background:var(--surface);border:1px solid var(--line);border-radius:14px;padding:18px 20px}
.pc-card h3{margin-top:0}
.pc-icon{color:var(--primary);margin-bottom:6px}
.pc-label{font-size:.85rem;color:var(--muted);margin:.2em 0}
.pc-value{font-size:1.2rem;font-weight:600}
.pc-chips{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:8px}
.pc-chips li{background:var(--primary-soft);color:var(--secondary);border-radius:999px;padding:6px 14px;font-weight:500}
.pc-needs{display:grid;gap:24px;grid-template-columns:minmax(0,1fr) minmax(0,1.6fr);align-items:center}
.pc-chart{position:relative;height:300px;margin:12px 0}
.pc-chart-small{height:280px}
.pc-table-wrap{overflow-x:auto}
.pc-table{width:100%;border-collapse:collapse;font-size:.95rem}
.pc-table th{background:var(--secondary);color:#fff;text-align:left;padding:10px 12px;font-weight:600}
.pc-table td{border-bottom:1px solid var(--line);padding:10px 12px;vertical-align:top}
.pc-num{text-align:right;white-space:nowrap}
.pc-table th.pc-num{text-align:right}
.pc-total td{font-weight:700}
.pc-gap td{color:var(--primary);font-size:1.05rem}
.pc-plans{display:grid;gap:20px;grid-template-columns:repeat(auto-fit,minmax(260px,1fr))}
.pc-plan{border:1px solid var(--line);border-radius:16px;padding:22px;background:#fff;display:flex;flex-direction:column}
.pc-plan-primary{border:2px solid var(--primary);background:var(--primary-soft)}
.pc-plan h3{margin:.6em 0 .2em;font-size:1.3rem}
.pc-plan-head{display:flex;gap:8px;flex-wrap:wrap}
.pc-plan-price{margin-top:auto;padding-top:12px;font-size:1.1rem;color:var(--secondary)}
.pc-badge{display:inline-block;border-radius:999px;padding:3px 10px;font-size:.75rem;font-weight:600;background:var(--line);color:var(--ink)}
.pc-badge-primary{background:var(--primary);color:${readableTextOn(colours.primary)}}
.pc-badge-muted{background:#F1F5F9;color:var(--muted)}
.pc-badge-fits{background:#DCFCE7;color:#166534}
.pc-badge-partial{background:#FEF3C7;color:#92400E}
.pc-badge-short{background:#FEE2E2;color:#991B1B}
.pc-checks{list-style:none;padding:0}
.pc-checks li{margin:.4em 0}
.pc-checks i{color:var(--primary)}
.pc-features,.pc-bullets{list-style:disc;margin:.2em 0;padding-left:1.3em}
.pc-callout{border-left:4px solid var(--accent);background:var(--surface);border-radius:0 12px 12px 0;padding:14px 20px;margin:20px 0}
.pc-callout h3{margin-top:0}
.pc-faq{display:grid;gap:16px}
.pc-urgent{font-weight:600;color:var(--secondary)}
.pc-proof{color:var(--muted);font-style:italic}
.pc-steps{counter-reset:step;list-style:none;padding:0;display:grid;gap:12px;margin-top:20px}
.pc-steps li{counter-increment:step;position:relative;padding:14px 16px 14px 60px;background:var(--surface);border:1px solid var(--line);border-radius:12px}
.pc-steps li::before{content:counter(step);position:absolute;left:16px;top:12px;width:30px;height:30px;border-radius:50%;background:var(--primary);color:${readableTextOn(colours.primary)};display:flex;align-items:center;justify-content:center;font-weight:700}
.pc-advisor{display:flex;gap:20px;align-items:center;flex-wrap:wrap}
.pc-avatar{width:72px;height:72px;border-radius:50%;background:linear-gradient(135deg,var(--secondary),var(--primary));color:var(--on-primary);display:flex;align-items:center;justify-content:center;font-size:1.5rem;font-weight:700}
.pc-advisor-name{font-size:1.3rem;font-weight:700;margin:0}
.pc-contact{list-style:none;padding:0;margin:.4em 0}
.pc-contact a{color:var(--primary);text-decoration:none}
.pc-contact i{color:var(--primary);width:1.2em}
.pc-definitions dt{font-weight:600;margin-top:.6em}
.pc-definitions dd{margin:0 0 0 1em;color:var(--muted)}
.pc-small{font-size:.875rem;color:var(--muted)}
.pc-small h2{font-size:1.25rem}
@media (max-width:720px){.pc-section{padding:28px 20px;border-radius:16px}.pc-cover{padding:44px 24px}.pc-needs,.pc-grid-2{grid-template-columns:minmax(0,1fr)}}
@page{margin:14mm}
@media print{*{-webkit-print-color-adjust:exact;print-color-adjust:exact}body{background:#fff;font-size:11pt}main{max-width:none;padding:0}
.pc-section{break-before:page;page-break-before:always;border:0;border-radius:0;margin:0;padding:8mm 0}
.pc-section:first-of-type{break-before:auto;page-break-before:auto}.pc-cover{padding:20mm 12mm;border-radius:0}
.pc-chart{height:240px;break-inside:avoid}.pc-card,.pc-plan,.pc-callout,table,tr{break-inside:avoid;page-break-inside:avoid}
a{color:inherit;text-decoration:none}}`;
}

function chartScript(ctx: TContext): string {
  const { a, colours } = ctx;
  const parts = [
    ['Income replacement', a.dime.income],
    ['Debts', a.dime.debt],
    ['Mortgage', a.dime.mortgage],
    ['Education', a.dime.education],
    ['Final expenses', a.dime.finalExpenses],
  ].filter(([, value]) => Number(value) > 0);
  const data = {
    colours: {
      primary: colours.primary,
      secondary: colours.secondary,
      accent: colours.accent,
      primarySoft: hexWithAlpha(colours.primary, 0.15),
      accentSoft: hexWithAlpha(colours.accent, 0.2),
      palette: [colours.primary, colours.secondary, colours.accent, hexWithAlpha(colours.primary, 0.55), '#94A3B8'],
    },
    needs: { labels: parts.map(([label]) => label), values: parts.map(([, value]) => value) },
    premiums: {
      labels: [`Term (${a.termLengthYears}-year)`, 'Permanent', 'Your budget'],
      values: [a.premiums.termMonthly, a.premiums.permanentMonthly, a.inputs.monthlyBudget],
    },
    coverage: {
      labels: a.coverageOverTime.map((p) => `Year ${p.year}`),
      term: a.coverageOverTime.map((p) => p.termCoverage),
      permanent: a.coverageOverTime.map((p) => p.permanentCoverage),
      need: a.coverageOverTime.map((p) => p.remainingNeed),
    },
  };
  return `(function(){try{
if(typeof Chart==='undefined')return;
var d=${scriptJson(data)};
try{Chart.defaults.font.family="'Inter',system-ui,sans-serif";Chart.defaults.color='#475569';}catch(e){}
function money(v){return '$'+Math.round(Number(v)).toString().replace(/\\B(?=(\\d{3})+(?!\\d))/g,',');}
function make(id,config){var el=document.getElementById(id);if(!el)return;if(Chart.getChart&&Chart.getChart(el))return;try{new Chart(el,config);}catch(e){}}
var base={responsive:true,maintainAspectRatio:false,animation:false};
make('pc-chart-needs',{type:'doughnut',data:{labels:d.needs.labels,datasets:[{data:d.needs.values,backgroundColor:d.colours.palette,borderWidth:2,borderColor:'#fff'}]},options:Object.assign({},base,{cutout:'60%',plugins:{legend:{position:'bottom'},tooltip:{callbacks:{label:function(c){return c.label+': '+money(c.raw);}}}}})});
make('pc-chart-premiums',{type:'bar',data:{labels:d.premiums.labels,datasets:[{label:'Per month',data:d.premiums.values,backgroundColor:[d.colours.primary,d.colours.secondary,d.colours.accent],borderRadius:8}]},options:Object.assign({},base,{plugins:{legend:{display:false},tooltip:{callbacks:{label:function(c){return money(c.raw)+'/month';}}}},scales:{y:{beginAtZero:true,ticks:{callback:function(v){return money(v);}}}}})});
make('pc-chart-coverage',{type:'line',data:{labels:d.coverage.labels,datasets:[{label:'Term coverage',data:d.coverage.term,borderColor:d.colours.primary,backgroundColor:d.colours.primarySoft,fill:true,stepped:true,pointRadius:0},{label:'Permanent coverage',data:d.coverage.permanent,borderColor:d.colours.secondary,borderDash:[6,4],pointRadius:0},{label:'Remaining need',data:d.coverage.need,borderColor:d.colours.accent,backgroundColor:d.colours.accentSoft,pointRadius:0}]},options:Object.assign({},base,{interaction:{mode:'index',intersect:false},plugins:{legend:{position:'bottom'},tooltip:{callbacks:{label:function(c){return c.dataset.label+': '+money(c.raw);}}}},scales:{y:{beginAtZero:true,ticks:{callback:function(v){return money(v);}}}}})});
window.addEventListener('beforeprint',function(){var i=Chart.instances||{};for(var k in i){try{i[k].resize();}catch(e){}}});
}catch(e){}})();`;
}

const RENDERERS: Readonly<Record<TPresentationSectionId, (ctx: TContext) => string>> = {
  cover: renderCover,
  'where-you-are': renderWhereYouAre,
  'what-you-need': renderWhatYouNeed,
  recommendation: renderRecommendation,
  'costs-and-benefits': renderCosts,
  questions: renderQuestions,
  'next-steps': renderNextSteps,
  advisor: renderAdvisor,
  'important-information': renderImportant,
};

/**
 * A complete presentation for the input, in the guide's section order, styled with the chosen
 * colours, wording per style and tone, and sections per detail level. Deterministic for a given
 * input (the date comes from `now`); every interpolated text is HTML-escaped.
 */
export function generateOfflinePresentation(input: TOfflineInput): string {
  const { client, analysis } = input;
  const colours = resolveColours(client.colorScheme, client.customColorHex);
  const partnered = client.maritalStatus === 'Married' || client.maritalStatus === 'Common-law';
  const ctx: TContext = {
    input,
    a: analysis,
    colours,
    style: client.presentationStyle,
    tone: client.tonePriority,
    full: client.detailLevel === 'comprehensive',
    brief: client.detailLevel === 'concise',
    first: firstNameOf(client.clientName) || 'you',
    family: analysis.inputs.dependents > 0 || partnered ? 'your family' : 'your loved ones',
    plans: [],
  };
  ctx.plans = choosePlans(ctx);
  const sections = sectionsForDetail(client.detailLevel).map((id) => RENDERERS[id](ctx));
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Insurance Recommendations for ${esc(client.clientName)}</title>
${presentationAssetTags()}
<style>
${styles(colours)}
</style>
</head>
<body data-style="${esc(client.presentationStyle)}" data-tone="${esc(client.tonePriority)}" data-detail="${esc(client.detailLevel)}">
<main>
${sections.join('\n')}
</main>
<script>
${chartScript(ctx)}
</script>
</body>
</html>
`;
}

/**
 * Splits a document into chunks for a simulated stream. Never splits a surrogate pair;
 * joining the chunks gives the input back.
 */
export function offlineChunks(html: string, chunkSize = 400): string[] {
  const size = Number.isFinite(chunkSize) ? Math.max(2, Math.floor(chunkSize)) : 400;
  const chunks: string[] = [];
  let start = 0;
  while (start < html.length) {
    let end = Math.min(html.length, start + size);
    const last = html.charCodeAt(end - 1);
    if (end < html.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    chunks.push(html.slice(start, end));
    start = end;
  }
  return chunks;
}
