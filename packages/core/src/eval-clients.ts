// The clients the AI writer is evaluated on (npm run eval:ai and its fast replay test): the six
// advice clients plus five more, each with a strategy and settings that ask something different
// of the writer (a covered client, a concise page, a technical page with every focus area, a
// retired widow with an estate and no budget, a single parent on a tight budget). As the wizard
// sends them: the client form's fields and the sales strategy.
import { ADVICE_CLIENTS } from './advice-clients';
import {
  ZClientGoals,
  type TClientFormInput,
  type TSalesStrategyInput,
} from './generation/client-form';
import { DEFAULT_OBJECTION_HANDLING, FOCUS_AREAS } from './generation/options';

const NO_GOALS = ZClientGoals.parse({});

/** No objection ticked; each client ticks its own. */
const OBJECTIONS = { ...DEFAULT_OBJECTION_HANDLING, costConcerns: false, needUncertainty: false };

export const EVAL_CLIENTS = {
  youngRenter: {
    client: {
      ...ADVICE_CLIENTS.youngRenter,
      occupation: 'Junior software developer',
      location: 'Halifax, NS',
      detailLevel: 'balanced',
      presentationStyle: 'conversational',
      tonePriority: 'logical',
    },
    strategy: {
      salesApproach: 'challenger',
      closingStrategy: 'trial',
      objectionHandling: { ...OBJECTIONS, needUncertainty: true, costConcerns: true },
      includeSocialProof: false,
      includeROICalculator: true,
    },
  },
  youngFamily: {
    client: {
      ...ADVICE_CLIENTS.youngFamily,
      occupation: 'Civil engineer',
      location: 'Ottawa, ON',
      detailLevel: 'comprehensive',
      presentationStyle: 'professional',
      tonePriority: 'emotional',
      focusAreas: ['Family Protection', 'Coverage Details'],
    },
    strategy: {
      salesApproach: 'consultative',
      closingStrategy: 'assumptive',
      objectionHandling: { ...OBJECTIONS, costConcerns: true, timing: true },
      includeSocialProof: true,
      includeROICalculator: true,
    },
  },
  businessOwner: {
    client: {
      ...ADVICE_CLIENTS.businessOwner,
      location: 'Laval, QC',
      detailLevel: 'balanced',
      presentationStyle: 'technical',
      tonePriority: 'logical',
      focusAreas: ['Tax Advantages', 'Risk Analysis'],
    },
    strategy: {
      salesApproach: 'solution',
      closingStrategy: 'summary',
      objectionHandling: {
        ...OBJECTIONS,
        trustIssues: true,
        other: true,
        otherText: 'Should the company pay for this rather than me?',
      },
      includeSocialProof: false,
      includeROICalculator: false,
    },
  },
  widowEstate: {
    client: {
      ...ADVICE_CLIENTS.widowEstate,
      location: 'Kelowna, BC',
      detailLevel: 'balanced',
      presentationStyle: 'professional',
      tonePriority: 'balanced',
      focusAreas: ['Tax Advantages'],
    },
    strategy: {
      salesApproach: 'relationship',
      closingStrategy: 'choice',
      objectionHandling: { ...OBJECTIONS, needUncertainty: true, costConcerns: true },
      includeSocialProof: true,
      includeROICalculator: false,
    },
  },
  smokerPoorHealth: {
    client: {
      ...ADVICE_CLIENTS.smokerPoorHealth,
      occupation: 'Long-haul truck driver',
      location: 'Regina, SK',
      detailLevel: 'balanced',
      presentationStyle: 'conversational',
      tonePriority: 'emotional',
    },
    strategy: {
      salesApproach: 'value',
      closingStrategy: 'urgency',
      objectionHandling: { ...OBJECTIONS, costConcerns: true, trustIssues: true },
      includeSocialProof: false,
      includeROICalculator: true,
      highlightUrgency: true,
    },
  },
  highEarner: {
    client: {
      ...ADVICE_CLIENTS.highEarner,
      occupation: 'Partner, corporate law firm',
      location: 'Toronto, ON',
      detailLevel: 'comprehensive',
      presentationStyle: 'professional',
      tonePriority: 'logical',
      focusAreas: ['Coverage Details', 'Risk Analysis'],
    },
    strategy: {
      salesApproach: 'challenger',
      closingStrategy: 'summary',
      objectionHandling: { ...OBJECTIONS, needUncertainty: true, timing: true },
      includeSocialProof: false,
      includeROICalculator: false,
    },
  },
  /** 52, married, good individual and group cover and savings that already meet the need. */
  coveredCouple: {
    client: {
      clientName: 'Helen Park',
      age: '52',
      gender: 'Female',
      annualIncome: '88000',
      maritalStatus: 'Married',
      dependents: '0',
      budget: '150',
      occupation: 'High-school principal',
      location: 'Calgary, AB',
      homeOwnership: 'Owns with a mortgage',
      goals: { ...NO_GOALS, protectFamily: true },
      needs: {
        mortgage: '90000',
        mortgageYearsLeft: '6',
        existingCoverIndividual: '500000',
        existingCoverGroup: '176000',
        savings: '350000',
        spouseIncome: '72000',
      },
      detailLevel: 'balanced',
      presentationStyle: 'professional',
      tonePriority: 'balanced',
    },
    strategy: {
      salesApproach: 'consultative',
      closingStrategy: 'summary',
      objectionHandling: { ...OBJECTIONS, needUncertainty: true },
      includeSocialProof: false,
      includeROICalculator: false,
    },
  },
  /** 34, married, one toddler, a modest budget, and an advisor who wants it short. */
  conciseParent: {
    client: {
      clientName: 'Tom Becker',
      age: '34',
      gender: 'Male',
      annualIncome: '62000',
      maritalStatus: 'Married',
      dependents: '1',
      budget: '80',
      occupation: 'Electrician',
      location: 'Winnipeg, MB',
      homeOwnership: 'Owns with a mortgage',
      goals: { ...NO_GOALS, protectFamily: true },
      needs: { mortgage: '310000', mortgageYearsLeft: '25', childrenAges: '2', savings: '8000' },
      detailLevel: 'concise',
      presentationStyle: 'simplified',
      tonePriority: 'balanced',
    },
    strategy: {
      salesApproach: 'consultative',
      closingStrategy: 'trial',
      objectionHandling: { ...OBJECTIONS, costConcerns: true },
      includeSocialProof: false,
      includeROICalculator: false,
    },
  },
  /** 44, a physician with three children, a budget, and every focus area: the fullest page. */
  technicalPhysician: {
    client: {
      clientName: 'Amara Singh',
      age: '44',
      gender: 'Female',
      annualIncome: '310000',
      maritalStatus: 'Married',
      dependents: '3',
      budget: '400',
      occupation: 'Anaesthesiologist',
      location: 'Vancouver, BC',
      homeOwnership: 'Owns with a mortgage',
      goals: { ...NO_GOALS, protectFamily: true, buildSavings: true, planEstate: true },
      needs: {
        mortgage: '780000',
        mortgageYearsLeft: '19',
        otherDebts: '40000',
        existingCoverGroup: '250000',
        existingCoverIndividual: '500000',
        savings: '220000',
        childrenAges: '5, 9, 13',
        spouseIncome: '60000',
        registeredPlans: '380000',
      },
      detailLevel: 'comprehensive',
      presentationStyle: 'technical',
      tonePriority: 'logical',
      focusAreas: [...FOCUS_AREAS],
    },
    strategy: {
      salesApproach: 'challenger',
      closingStrategy: 'choice',
      objectionHandling: { ...OBJECTIONS, costConcerns: true, needUncertainty: true, timing: true },
      includeSocialProof: true,
      includeROICalculator: true,
      highlightUrgency: true,
    },
  },
  /** 74, widowed and retired, a house and a RRIF to pass on to two grandchildren, no budget given. */
  retiredWidow: {
    client: {
      clientName: 'Margaret Hughes',
      age: '74',
      gender: 'Female',
      annualIncome: '42000',
      maritalStatus: 'Widowed',
      dependents: '0',
      budget: '100',
      budgetGiven: false,
      occupation: 'Retired nurse',
      location: 'Victoria, BC',
      homeOwnership: 'Owns outright',
      goals: {
        ...NO_GOALS,
        planEstate: true,
        other: true,
        otherText: 'Leave something for my two grandchildren',
      },
      needs: {
        savings: '90000',
        registeredPlans: '310000',
        capitalGains: '60000',
        estateCosts: '15000',
        legacyGoal: '40000',
      },
      detailLevel: 'comprehensive',
      presentationStyle: 'simplified',
      tonePriority: 'emotional',
    },
    strategy: {
      salesApproach: 'relationship',
      closingStrategy: 'assumptive',
      objectionHandling: { ...OBJECTIONS, needUncertainty: true, trustIssues: true },
      includeSocialProof: true,
      includeROICalculator: false,
    },
  },
  /** 31, single mother of two, renting, a tight budget. */
  singleParent: {
    client: {
      clientName: 'Keisha Brown',
      age: '31',
      gender: 'Female',
      annualIncome: '52000',
      maritalStatus: 'Single',
      dependents: '2',
      budget: '45',
      occupation: 'Dental hygienist',
      location: 'Hamilton, ON',
      homeOwnership: 'Rents',
      goals: { ...NO_GOALS, protectFamily: true },
      needs: { otherDebts: '9000', savings: '4000', childrenAges: '4, 7' },
      detailLevel: 'balanced',
      presentationStyle: 'conversational',
      tonePriority: 'emotional',
    },
    strategy: {
      salesApproach: 'relationship',
      closingStrategy: 'choice',
      objectionHandling: { ...OBJECTIONS, costConcerns: true, trustIssues: true },
      includeSocialProof: true,
      includeROICalculator: false,
    },
  },
} satisfies Record<string, { client: TClientFormInput; strategy: TSalesStrategyInput }>;

export type TEvalClient = keyof typeof EVAL_CLIENTS;
