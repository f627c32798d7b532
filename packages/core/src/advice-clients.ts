// Six contrasting clients an advisor meets, as the wizard records them, for the tests that hold the
// advice to what a licensed advisor would sign: each case (no dependents, a young family, a business
// owner, an estate, rated health, a high earner leaning on group cover) must read right.
const NO_GOALS = {
  protectFamily: false,
  buildSavings: false,
  planEstate: false,
  other: false,
  otherText: '',
} as const;

export const ADVICE_CLIENTS = {
  /** 29, single, renting, $28,000 of student loans: nobody relies on his income. */
  youngRenter: {
    clientName: 'Jordan Lee',
    age: '29',
    gender: 'Male',
    annualIncome: '45000',
    maritalStatus: 'Single',
    dependents: '0',
    budget: '40',
    homeOwnership: 'Rents',
    goals: { ...NO_GOALS, buildSavings: true },
    needs: { otherDebts: '28000', savings: '6000' },
  },
  /** 38, married, two children (3 and 6), a $420,000 mortgage with 22 years left, group cover. */
  youngFamily: {
    clientName: 'Daniel Okafor',
    age: '38',
    gender: 'Male',
    annualIncome: '95000',
    maritalStatus: 'Married',
    dependents: '2',
    budget: '120',
    homeOwnership: 'Owns with a mortgage',
    goals: { ...NO_GOALS, protectFamily: true },
    needs: {
      mortgage: '420000',
      mortgageYearsLeft: '22',
      otherDebts: '15000',
      existingCoverGroup: '190000',
      savings: '30000',
      childrenAges: '3, 6',
      spouseIncome: '55000',
    },
  },
  /** 55, owns a business with a partner: key-person and buy-sell needs, an estate with gains. */
  businessOwner: {
    clientName: 'Marc Tremblay',
    age: '55',
    gender: 'Male',
    annualIncome: '180000',
    maritalStatus: 'Married',
    dependents: '0',
    budget: '900',
    occupation: 'Owner, Tremblay Machining Inc.',
    goals: { ...NO_GOALS, protectFamily: true, planEstate: true },
    needs: {
      mortgage: '150000',
      mortgageYearsLeft: '10',
      existingCoverIndividual: '250000',
      savings: '200000',
      keyPerson: '500000',
      buySell: '750000',
      capitalGains: '400000',
      registeredPlans: '600000',
      spouseIncome: '40000',
    },
  },
  /** 67, widowed, a RRIF and a cottage to pass on, a gift to her church, a paid-up policy. */
  widowEstate: {
    clientName: 'Eleanor Watts',
    age: '67',
    gender: 'Female',
    annualIncome: '38000',
    maritalStatus: 'Widowed',
    dependents: '0',
    budget: '600',
    homeOwnership: 'Owns outright',
    goals: { ...NO_GOALS, planEstate: true },
    needs: {
      existingCoverIndividual: '50000',
      savings: '120000',
      registeredPlans: '450000',
      capitalGains: '180000',
      estateCosts: '20000',
      legacyGoal: '50000',
    },
  },
  /** 45, smoker in poor health, common-law, a 12-year-old, a mortgage: a rated class. */
  smokerPoorHealth: {
    clientName: 'Ray Dubois',
    age: '45',
    gender: 'Male',
    annualIncome: '70000',
    maritalStatus: 'Common-law',
    dependents: '1',
    budget: '150',
    smoker: 'Smoker',
    healthStatus: 'Poor',
    healthConditions: 'Type 2 diabetes, high blood pressure',
    goals: { ...NO_GOALS, protectFamily: true },
    needs: { mortgage: '250000', mortgageYearsLeft: '18', childrenAges: '12' },
  },
  /** $450,000 a year, two children, a large mortgage, large group cover, and no budget given. */
  highEarner: {
    clientName: 'Sophie Laurent',
    age: '41',
    gender: 'Female',
    annualIncome: '450000',
    maritalStatus: 'Married',
    dependents: '2',
    budget: '100',
    budgetGiven: false,
    goals: { ...NO_GOALS, protectFamily: true },
    needs: {
      mortgage: '1200000',
      mortgageYearsLeft: '24',
      existingCoverGroup: '900000',
      savings: '300000',
      childrenAges: '8, 11',
      spouseIncome: '120000',
    },
  },
} as const;

export type TAdviceClient = keyof typeof ADVICE_CLIENTS;
