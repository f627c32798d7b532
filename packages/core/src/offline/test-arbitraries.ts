// Client inputs for the built-in writer's property tests: every option, free text often carrying
// typed amounts and shares, extreme amounts, estate and group-cover facts, rated and specialist
// underwriting, with and without a budget.
import fc from 'fast-check';

import { ZAdvisorInfo, ZClientFormData, ZSalesStrategy } from '../generation/client-form';
import { createClientFormDefaults, createSalesStrategyDefaults } from '../generation/form-defaults';
import { INSURERS } from '../generation/insurers';
import { analyseNeeds, needsInputFromClient } from '../generation/needs-analysis';
import {
  ADVISOR_PRIORITIES,
  CLOSING_STRATEGIES,
  COLOUR_SCHEME_OPTIONS,
  DETAIL_LEVELS,
  FOCUS_AREAS,
  HEALTH_STATUSES,
  INSURANCE_TYPES,
  MARITAL_STATUSES,
  PLAN_PRIORITIES,
  PRESENTATION_STYLES,
  RECOMMENDED_PRODUCT_TYPES,
  SALES_APPROACHES,
  SMOKER_STATUSES,
  TONES,
} from '../generation/options';
import type { TOfflineInput } from './context';
import { NOW } from './test-input';

/** Free text as people type it, often with amounts and shares in it. */
const typed = (maxLength: number) =>
  fc.oneof(
    fc.string({ maxLength }),
    fc.constantFrom(
      '$500 a month',
      'Save 20% now',
      'USD 5000 for the kids',
      '5 000 $',
      'ten percent more',
      '$ 1,000,000. Then retire.',
      '$$5 k 6',
      '<b>$5</b>',
      'USD',
      '5 stars',
    ),
    fc
      .tuple(
        fc.string({ maxLength: 20 }),
        fc.constantFrom('$', '% ', ' $ ', '$\u00a0'),
        fc.nat(),
        fc.string({ maxLength: 20 }),
      )
      .map((parts) => parts.join('')),
  );
const name = typed(60).filter((s) => s.trim() !== '');
/** A needs fact as the wizard sends it: blank (not given) or an amount. */
const factAmount = fc.oneof(fc.constant(''), fc.integer({ min: 0, max: 2_000_000 }).map(String));
const productIds = INSURERS.flatMap((insurer) =>
  insurer.products.map((p) => [insurer.id, p.id] as const),
);

const clientInput = fc.record({
  clientName: fc.oneof(name, fc.constantFrom('Maria Rivera', 'Ana', '$100 Smith', 'Jo 50% Lee')),
  age: fc.integer({ min: 18, max: 100 }).map(String),
  gender: fc.constantFrom('Female', 'Male', 'Other'),
  annualIncome: fc.integer({ min: 0, max: 5_000_000 }).map(String),
  maritalStatus: fc.constantFrom(...MARITAL_STATUSES),
  dependents: fc.integer({ min: 0, max: 10 }).map(String),
  budget: fc.integer({ min: 0, max: 5_000 }).map(String),
  budgetGiven: fc.boolean(),
  mentionHealth: fc.boolean(),
  healthStatus: fc.constantFrom('', ...HEALTH_STATUSES),
  smoker: fc.constantFrom(...SMOKER_STATUSES),
  insuranceType: fc.constantFrom(...INSURANCE_TYPES),
  occupation: typed(40),
  location: typed(40),
  goals: fc.record({
    protectFamily: fc.boolean(),
    buildSavings: fc.boolean(),
    planEstate: fc.boolean(),
    other: fc.boolean(),
    otherText: typed(80),
  }),
  presentationStyle: fc.constantFrom(...PRESENTATION_STYLES),
  tonePriority: fc.constantFrom(...TONES),
  detailLevel: fc.constantFrom(...DETAIL_LEVELS),
  focusAreas: fc.subarray([...FOCUS_AREAS]),
  colorScheme: fc.constantFrom(...COLOUR_SCHEME_OPTIONS),
  recommendedProductType: fc.constantFrom('', ...RECOMMENDED_PRODUCT_TYPES),
  advisorPriority: fc.constantFrom('', ...ADVISOR_PRIORITIES),
  chosen: fc.option(fc.constantFrom(...productIds)),
  needs: fc.record({
    savings: factAmount,
    capitalGains: factAmount,
    registeredPlans: factAmount,
    legacyGoal: factAmount,
    existingCoverGroup: factAmount,
    childrenAges: fc.constantFrom('', '4', '2, 9', '19, 22'),
  }),
  assumptions: fc.record({
    rateClass: fc.constantFrom('', 'preferred', 'table-2', 'table-6', 'specialist'),
  }),
  potentialPlans: fc.array(
    fc.record({
      companyName: typed(30),
      productName: typed(30),
      priority: fc.constantFrom(...PLAN_PRIORITIES),
    }),
    { maxLength: 4 },
  ),
});

const strategyInput = fc.record({
  salesApproach: fc.constantFrom(...SALES_APPROACHES),
  valueProposition: typed(120),
  competitiveAdvantages: typed(120),
  objectionHandling: fc.record({
    costConcerns: fc.boolean(),
    trustIssues: fc.boolean(),
    needUncertainty: fc.boolean(),
    timing: fc.boolean(),
    other: fc.boolean(),
    otherText: typed(80),
  }),
  closingStrategy: fc.constantFrom(...CLOSING_STRATEGIES),
  includeSocialProof: fc.boolean(),
  includeROICalculator: fc.boolean(),
  highlightUrgency: fc.boolean(),
});

const amount = fc.oneof(
  fc.constant(0),
  fc.integer({ min: 0, max: 3_000_000 }),
  fc.constant(100_000_000),
);
export const anyOfflineInput = fc
  .record({
    client: clientInput,
    strategy: strategyInput,
    debts: amount,
    mortgage: amount,
    existingCoverage: amount,
  })
  .map(({ client: { chosen, ...client }, strategy, ...extras }): TOfflineInput => {
    const parsed = ZClientFormData.parse({
      ...createClientFormDefaults(),
      ...client,
      companyId: chosen?.[0] ?? '',
      productId: chosen?.[1] ?? '',
    });
    return {
      client: parsed,
      advisor: ZAdvisorInfo.parse({
        name: 'Jordan Lee',
        company: 'Harbor Life',
        phone: '',
        email: 'j@example.com',
      }),
      strategy: ZSalesStrategy.parse({ ...createSalesStrategyDefaults(), ...strategy }),
      analysis: analyseNeeds(needsInputFromClient(parsed, extras)),
      now: NOW,
    };
  });
