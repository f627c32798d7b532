// The client tests and benchmarks start from unless they need another: Maria Rivera, 38, married
// with two dependents, as the wizard's client form sends her (strings, as typed).
export const TEST_CLIENT = {
  clientName: 'Maria Rivera',
  age: '38',
  gender: 'Female',
  annualIncome: '85000',
  maritalStatus: 'Married',
  dependents: '2',
  budget: '150',
} as const;

/**
 * Three contrasting clients a needs analysis and its presentation must each fit: a young single
 * renter with a student loan, a married parent of three with a mortgage and group cover, and a
 * widow planning her estate with a paid-up policy. As the wizard's client form sends them.
 */
export const CONTRASTING_CLIENTS = {
  singleRenter: {
    clientName: 'Jordan Lee',
    age: '29',
    gender: 'Male',
    annualIncome: '45000',
    maritalStatus: 'Single',
    dependents: '0',
    budget: '50',
    homeOwnership: 'Rents',
    goals: {
      protectFamily: false,
      buildSavings: true,
      planEstate: false,
      other: false,
      otherText: '',
    },
    needs: { otherDebts: '28000' },
  },
  familyWithMortgage: {
    clientName: 'Priya Shah',
    age: '42',
    gender: 'Female',
    annualIncome: '140000',
    maritalStatus: 'Married',
    dependents: '3',
    budget: '150',
    homeOwnership: 'Owns with a mortgage',
    goals: {
      protectFamily: true,
      buildSavings: false,
      planEstate: false,
      other: false,
      otherText: '',
    },
    needs: {
      mortgage: '380000',
      otherDebts: '22000',
      existingCoverGroup: '280000',
      childrenAges: '4, 7, 11',
    },
  },
  widowPlanningEstate: {
    clientName: 'Eleanor Watts',
    age: '63',
    gender: 'Female',
    annualIncome: '38000',
    maritalStatus: 'Widowed',
    dependents: '0',
    budget: '250',
    homeOwnership: 'Owns outright',
    goals: {
      protectFamily: false,
      buildSavings: false,
      planEstate: true,
      other: false,
      otherText: '',
    },
    needs: { existingCoverIndividual: '50000' },
  },
} as const;
export { ADVICE_CLIENTS, type TAdviceClient } from './advice-clients';
export { EVAL_CLIENTS, type TEvalClient } from './eval-clients';
