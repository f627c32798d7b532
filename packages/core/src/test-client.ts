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
