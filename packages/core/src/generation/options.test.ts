import { describe, expect, it } from 'vitest';

import { ZClientFormData, ZSalesStrategy, type TClientFormInput } from './client-form';
import {
  createClientFormDefaults,
  createSalesStrategyDefaults,
  DEFAULT_CLIENT_FORM_VALUES,
  DEFAULT_SALES_STRATEGY,
} from './form-defaults';
import {
  BUDGET_SLIDER,
  budgetLabel,
  CLOSING_STRATEGIES,
  COLOUR_SCHEME_OPTIONS,
  DEPENDENT_OPTIONS,
  FOCUS_AREAS,
  GENDERS,
  INDUSTRIES,
  INSURANCE_TYPES,
  MARITAL_STATUSES,
  PRESENTATION_SECTIONS,
  SALES_APPROACHES,
  sectionsForDetail,
} from './options';

describe('option lists', () => {
  it('match the spec enumerations', () => {
    expect(GENDERS).toEqual(['Male', 'Female', 'Other', 'Prefer not to say']);
    expect(MARITAL_STATUSES).toEqual([
      'Single',
      'Married',
      'Common-law',
      'Divorced',
      'Widowed',
      'Separated',
    ]);
    expect(INSURANCE_TYPES).toHaveLength(10);
    expect(INSURANCE_TYPES.at(-1)).toBe('Other');
    expect(DEPENDENT_OPTIONS).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(FOCUS_AREAS).toHaveLength(8);
    expect(SALES_APPROACHES).toEqual([
      'consultative',
      'solution',
      'value',
      'relationship',
      'challenger',
    ]);
    expect(CLOSING_STRATEGIES).toEqual(['assumptive', 'choice', 'urgency', 'summary', 'trial']);
    expect(COLOUR_SCHEME_OPTIONS).toHaveLength(17);
    expect(BUDGET_SLIDER).toEqual({ min: 10, max: 5000, step: 10, default: 100 });
  });

  it('offers insurance as the only available industry', () => {
    expect(INDUSTRIES.filter((i) => i.available).map((i) => i.id)).toEqual(['insurance']);
    expect(INDUSTRIES).toHaveLength(6);
  });

  it.each([
    [100, '$100/month'],
    [1999.6, '$2000/month'],
    [Number.NaN, '$100/month'],
  ])('budgetLabel(%s) is %s', (value, label) => {
    expect(budgetLabel(value)).toBe(label);
  });
});

describe('sections', () => {
  it('keeps the guide order and drops sections 2, 5 and 6 when concise', () => {
    expect(sectionsForDetail('comprehensive')).toEqual(PRESENTATION_SECTIONS.map((s) => s.id));
    expect(sectionsForDetail('balanced')).toHaveLength(9);
    expect(sectionsForDetail('concise')).toEqual([
      'cover',
      'what-you-need',
      'recommendation',
      'next-steps',
      'advisor',
      'important-information',
    ]);
  });
});

describe('defaults', () => {
  it('are the spec defaults', () => {
    const d = DEFAULT_CLIENT_FORM_VALUES;
    expect([
      d.budget,
      d.dependents,
      d.smoker,
      d.presentationStyle,
      d.tonePriority,
      d.detailLevel,
    ]).toEqual(['100', '0', 'Non-Smoker', 'professional', 'balanced', 'comprehensive']);
    expect([d.colorScheme, d.customColorHex, d.riskTolerance, d.insuranceType]).toEqual([
      'blue',
      '#3B82F6',
      'Medium',
      'Life Insurance',
    ]);
  });

  it('validate once the required fields are filled in', () => {
    const draft: TClientFormInput = {
      ...createClientFormDefaults(),
      clientName: 'Ana',
      age: '40',
      gender: 'Female',
      annualIncome: '50000',
      maritalStatus: 'Single',
    };
    expect(ZClientFormData.safeParse(draft).success).toBe(true);
  });

  it('equal what the sales-strategy schema fills in', () => {
    expect(ZSalesStrategy.parse({})).toEqual(DEFAULT_SALES_STRATEGY);
  });

  it('are copied, never shared', () => {
    const a = createClientFormDefaults();
    (a.focusAreas as string[]).push('Cost Breakdown');
    expect(DEFAULT_CLIENT_FORM_VALUES.focusAreas).toEqual([]);
    const s = createSalesStrategyDefaults();
    s.objectionHandling.timing = true;
    expect(DEFAULT_SALES_STRATEGY.objectionHandling.timing).toBe(false);
  });
});
