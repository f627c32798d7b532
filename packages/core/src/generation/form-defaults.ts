// The wizard's initial values (presentations spec §3): the client form and the sales strategy, as
// fresh copies a form may change.
import type { TClientFormDraft, TSalesStrategy } from './client-form';
import { DEFAULT_NEEDS_ASSUMPTIONS, EMPTY_NEEDS_FACTS } from './needs-facts';
import {
  BUDGET_SLIDER,
  DEFAULT_COLOUR_SCHEME,
  DEFAULT_CUSTOM_COLOUR_HEX,
  DEFAULT_INSURANCE_TYPE,
  DEFAULT_OBJECTION_HANDLING,
  DEFAULT_RISK_TOLERANCE,
} from './options';

/** Sales-strategy defaults (presentations spec §3). */
export const DEFAULT_SALES_STRATEGY: Readonly<TSalesStrategy> = {
  salesApproach: 'consultative',
  valueProposition: '',
  competitiveAdvantages: '',
  objectionHandling: { ...DEFAULT_OBJECTION_HANDLING },
  closingStrategy: 'assumptive',
  includeSocialProof: true,
  includeROICalculator: true,
  highlightUrgency: false,
  focusEmotional: true,
  focusLogical: true,
};

/** The wizard's initial values. Use `createClientFormDefaults()` for a fresh, mutable copy. */
export const DEFAULT_CLIENT_FORM_VALUES: Readonly<TClientFormDraft> = {
  clientName: '',
  email: '',
  phone: '',
  age: '',
  gender: '',
  incomeLevel: '',
  annualIncome: '',
  maritalStatus: '',
  occupation: '',
  location: '',
  insuranceType: DEFAULT_INSURANCE_TYPE,
  companyId: '',
  productId: '',
  products: null,
  dependents: '0',
  healthStatus: '',
  smoker: 'Non-Smoker',
  healthConditions: '',
  homeOwnership: '',
  vehicleOwnership: '',
  riskTolerance: DEFAULT_RISK_TOLERANCE,
  budget: String(BUDGET_SLIDER.default),
  // The slider shows its default, but the budget is the client's only once someone sets it.
  budgetGiven: false,
  goals: {
    protectFamily: false,
    buildSavings: false,
    planEstate: false,
    other: false,
    otherText: '',
  },
  presentationStyle: 'professional',
  tonePriority: 'balanced',
  detailLevel: 'comprehensive',
  focusAreas: [],
  customInstructions: '',
  colorScheme: DEFAULT_COLOUR_SCHEME,
  customColorHex: DEFAULT_CUSTOM_COLOUR_HEX,
  advisorNotes: '',
  clientNotes: '',
  recommendedProductType: '',
  advisorPriority: '',
  showAdvisorSection: false,
  potentialPlans: [],
  advisorInfo: { name: '', company: '', phone: '', email: '', jurisdiction: 'CA' },
  needs: { ...EMPTY_NEEDS_FACTS },
  assumptions: { ...DEFAULT_NEEDS_ASSUMPTIONS },
  showContactDetails: false,
  mentionHealth: false,
};

export function createClientFormDefaults(): TClientFormDraft {
  return structuredClone(DEFAULT_CLIENT_FORM_VALUES);
}

export function createSalesStrategyDefaults(): TSalesStrategy {
  return structuredClone(DEFAULT_SALES_STRATEGY);
}
