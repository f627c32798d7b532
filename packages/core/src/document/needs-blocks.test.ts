// The needs and premium tables and the charts for what the analysis recommends: the lead method
// (both methods in the technical style), the term length offered, no term where none is issued,
// and health only when the advisor chose to mention it.
import { describe, expect, it } from 'vitest';

import { COLOUR_SCHEMES } from '../generation/colour-schemes';
import { analyseNeeds, formatCurrency, type TNeedsAnalysis } from '../generation/needs-analysis';
import { blockHtml } from './blocks';
import { chartScript, chartShown, chartSummary } from './charts';
import { kindMonthly, perMonth } from './figures';
import { shownAssumptions } from './page-assumptions';
import type { TPresentationDocument } from './schema';

const base = analyseNeeds({
  age: 45,
  annualIncome: 90_000,
  dependents: 2,
  maritalStatus: 'Married',
  monthlyBudget: 200,
  mortgage: 200_000,
  debts: 10_000,
});

function documentWith(
  style: TPresentationDocument['theme']['style'],
  health = false,
): TPresentationDocument {
  return {
    version: 1,
    title: 'Insurance Recommendations for Ana Rivera',
    preparedAt: '2025-03-14T10:00:00.000Z',
    theme: {
      colorScheme: 'blue',
      customColorHex: '',
      colours: COLOUR_SCHEMES.blue,
      style,
      tone: 'balanced',
      detail: 'comprehensive',
    },
    advisor: { name: 'Sam Lee', company: '', phone: '', email: '' },
    client: {
      fullName: 'Ana Rivera',
      firstName: 'Ana',
      insuranceType: 'Life Insurance',
      maritalStatus: 'Married',
      occupation: '',
      location: '',
      healthStatus: health ? 'Good' : '',
      smoker: health ? 'Non-Smoker' : '',
      goals: [],
    },
    primaryPlanKind: 'term',
    sections: [],
  };
}

describe('the needs table', () => {
  it('shows the lead method only, with where each part comes from', () => {
    const html = blockHtml('needs-table', base, documentWith('professional'));
    expect(html.match(/<th scope="col" class="pc-num">/g)).toHaveLength(1);
    expect(html).toContain('Where it comes from');
    expect(html).toContain(
      `<td>Total need</td><td class="pc-num">${formatCurrency(base.totalNeed)}</td>`,
    );
    expect(html).not.toContain('Lead</span>');
  });

  it('shows both methods side by side in the technical style, the lead one marked', () => {
    const html = blockHtml(
      'needs-table',
      { ...base, leadMethod: 'hlv', totalNeed: base.hlv.total },
      documentWith('technical'),
    );
    expect(html).toContain('<th scope="col" class="pc-num">DIME</th>');
    expect(html).toContain(
      '<th scope="col" class="pc-num">Income replacement <span class="pc-badge pc-badge-primary">Lead</span></th>',
    );
    expect(html).toContain(
      `<td class="pc-num">${formatCurrency(base.dime.total)}</td><td class="pc-num">${formatCurrency(base.hlv.total)}</td>`,
    );
  });

  it('names group cover as cover that ends with the job, and savings as what counts against the need', () => {
    const covered: TNeedsAnalysis = {
      ...base,
      inputs: { ...base.inputs, existingCoverGroup: 100_000, existingCoverIndividual: 0 },
      existingCoverage: 100_000,
      savings: 30_000,
    };
    const html = blockHtml('needs-table', covered, documentWith('professional'));
    expect(html).toContain('<td>Group life cover</td><td class="pc-num">&minus;$100,000</td>');
    expect(html).toContain('usually ends when you leave the job');
    expect(html).toContain('<td>Savings</td><td class="pc-num">&minus;$30,000</td>');
  });
});

describe('the premium table', () => {
  it("lists the plan's own policies with their cover, rate, fee and premium", () => {
    const html = blockHtml(
      'premium-table',
      { ...base, premiums: { ...base.premiums, policyFeeAnnual: 60 } },
      documentWith('technical'),
    );
    for (const policy of base.recommendation.policies) {
      expect(html).toContain(
        policy.kind === 'term' ? `Term (${policy.length}-year)` : 'Permanent (whole life)',
      );
      expect(html).toContain(`<td class="pc-num">${formatCurrency(policy.cover)}</td>`);
      expect(html).toContain(`<td class="pc-num">${formatCurrency(policy.monthly ?? 0)}</td>`);
    }
    expect(html).toContain('Each premium includes a policy fee of $60 a year.');
  });

  it('shows permanent cover alone when term is not issued, and no premium when nothing is needed', () => {
    const old = analyseNeeds({ age: 84, debts: 50_000, monthlyBudget: 200 });
    const html = blockHtml('premium-table', old, documentWith('technical'));
    expect(html).not.toContain('Term (');
    expect(html).toContain('Permanent (whole life)');
    const covered = analyseNeeds({ age: 30, annualIncome: 50_000, existingCoverage: 10_000_000 });
    expect(blockHtml('premium-table', covered, documentWith('technical'))).toBe(
      '<p class="pc-small">Your existing cover and savings meet the need, so there is no premium to work out.</p>',
    );
  });

  it('shows the smoker and health factors only when health may be mentioned', () => {
    expect(blockHtml('premium-table', base, documentWith('technical'))).not.toContain('health');
    expect(blockHtml('premium-table', base, documentWith('technical', true))).toContain(
      'Smoker &times; class',
    );
  });
});

describe('the charts', () => {
  it('draw the plan, not a kind that is not issued, and no flat line', () => {
    const old = analyseNeeds({ age: 84, debts: 50_000, monthlyBudget: 200 });
    expect(old.recommendation.shape).toBe('permanent');
    const script = chartScript(
      ['premium-vs-budget', 'coverage-over-time'],
      old,
      COLOUR_SCHEMES.blue,
    );
    expect(script).toContain('"labels":["Recommended plan","Your budget"]');
    expect(script).toContain('"term":null');
    expect(chartSummary('coverage-over-time', old)).toMatch(/^Permanent cover of/);
    const withTerm = chartScript(
      ['premium-vs-budget', 'coverage-over-time'],
      base,
      COLOUR_SCHEMES.blue,
    );
    expect(withTerm).toContain('"permanent":null');
  });

  it('keep the recommended plan legible: whole life far above it is named, not drawn', () => {
    const whole = kindMonthly(base, 'permanent') ?? 0;
    const plan = base.recommendation.monthly ?? 0;
    expect(whole).toBeGreaterThan(3 * Math.max(plan, 200));
    const dwarfed = chartScript(['premium-vs-budget'], base, COLOUR_SCHEMES.blue);
    expect(dwarfed).toContain('"labels":["Recommended plan","Your budget"]');
    expect(dwarfed).toContain(`"values":[${plan},200]`);
    expect(dwarfed).toContain("indexAxis:'y'");
    expect(chartSummary('premium-vs-budget', base)).toBe(
      `The plan ${perMonth(plan)}, against a budget of ${perMonth(200)}. Whole life for the same cover would be ${perMonth(whole)}, too large to draw to the same scale.`,
    );
    // A budget near whole life's premium puts the three on one readable scale.
    const nearer: TNeedsAnalysis = { ...base, inputs: { ...base.inputs, monthlyBudget: whole } };
    expect(chartScript(['premium-vs-budget'], nearer, COLOUR_SCHEMES.blue)).toContain(
      '"labels":["Recommended plan","Whole life, same cover","Your budget"]',
    );
    expect(chartSummary('premium-vs-budget', nearer)).toContain(
      `whole life for the same cover ${perMonth(whole)}, against a budget`,
    );
  });

  it('never compare a plan already holding permanent cover with whole life for all of it', () => {
    const first = base.recommendation.policies[0];
    if (!first) throw new Error('the base plan holds a policy');
    const mixed: TNeedsAnalysis = {
      ...base,
      recommendation: {
        ...base.recommendation,
        policies: [...base.recommendation.policies, { ...first, kind: 'permanent' }],
      },
    };
    const caption = chartSummary('premium-vs-budget', mixed);
    expect(caption).not.toContain('whole life');
    expect(caption).not.toContain('Whole life');
    const noBudget: TNeedsAnalysis = { ...mixed, inputs: { ...mixed.inputs, monthlyBudget: null } };
    expect(chartSummary('premium-vs-budget', noBudget)).toMatch(/^The plan \$[\d,]+\/month\.$/);
  });

  it('leave out a chart with nothing true to show', () => {
    const covered = analyseNeeds({
      age: 30,
      annualIncome: 50_000,
      existingCoverage: 10_000_000,
      monthlyBudget: 100,
    });
    expect(chartShown('coverage-over-time', covered)).toBe(false);
    expect(chartShown('premium-vs-budget', covered)).toBe(false);
    const noBudget = analyseNeeds({ age: 30, annualIncome: 50_000, dependents: 1 });
    expect(chartShown('premium-vs-budget', noBudget)).toBe(false);
    expect(chartShown('coverage-over-time', noBudget)).toBe(true);
    expect(chartShown('need-breakdown', analyseNeeds({}))).toBe(true);
  });
});

describe('the assumptions on the page', () => {
  it('leave out smoking and health unless the advisor chose to mention them', () => {
    const smoker = analyseNeeds({
      age: 45,
      annualIncome: 90_000,
      smoker: true,
      healthStatus: 'Fair',
      monthlyBudget: 200,
    });
    const hidden = shownAssumptions(smoker, documentWith('professional')).join(' ');
    expect(hidden).not.toMatch(/smok|health/i);
    expect(shownAssumptions(smoker, documentWith('technical', true))).toEqual(
      smoker.assumptions.filter((s) => !s.startsWith('Capital methods:')),
    );
  });

  it('show the second method only in the technical style, and no method the page does not show', () => {
    expect(base.leadMethod).toBe('dime');
    const starts = (style: TPresentationDocument['theme']['style']) =>
      shownAssumptions(base, documentWith(style)).map((s) => s.split(':')[0]);
    const technical = starts('technical');
    for (const start of ['Method', 'Income (DIME)', 'Income replacement', 'Present values'])
      expect(technical).toContain(start);
    // DIME beside income replacement: the capital methods' shortfall is not on the page.
    expect(technical).not.toContain('Capital methods');
    const professional = starts('professional');
    expect(professional).toContain('Income (DIME)');
    for (const start of ['Method', 'Income replacement', 'Present values', 'Capital methods'])
      expect(professional).not.toContain(start);
    expect(professional.length).toBeGreaterThan(3);
    // An income-replacement lead keeps its own assumptions, not DIME's.
    const hlv = shownAssumptions({ ...base, leadMethod: 'hlv' }, documentWith('simplified')).map(
      (s) => s.split(':')[0],
    );
    expect(hlv).toContain('Income replacement');
    expect(hlv).toContain('Present values');
    expect(hlv).not.toContain('Income (DIME)');
    expect(hlv).not.toContain('Method');
  });

  it("leave to a technical page's needs table what its rows already state, with their source", () => {
    const withTable = (detail: TPresentationDocument['theme']['detail']) => {
      const document = documentWith('technical');
      return shownAssumptions(base, {
        ...document,
        theme: { ...document.theme, detail },
        sections: [
          {
            id: 'what-you-need',
            kind: 'what-you-need',
            title: 'What you need',
            html: '<div data-block="needs-table"></div>',
            charts: [],
            hidden: false,
            source: 'built-in',
          },
        ],
      }).map((s) => s.split(':')[0]);
    };
    const stated = withTable('comprehensive');
    for (const start of ['Income (DIME)', 'Income replacement', 'Final expenses', 'Method'])
      expect(stated).not.toContain(start);
    // Not stated in the table: how long support lasts, discounting, what the client gave.
    for (const start of ['Income support', 'Present values', 'As provided'])
      expect(stated).toContain(start);
    // A concise page's table has no "where it comes from" column: the list keeps everything.
    expect(withTable('concise')).toContain('Final expenses');
  });
});
