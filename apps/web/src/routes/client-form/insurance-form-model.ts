// The insurance intake form's schema, blank answers and the words that tie a server message to
// its field.
import { z } from 'zod';

import {
  INTAKE_DEFAULT_INSURANCE_TYPE,
  INTAKE_DEFAULT_SMOKER,
  INTAKE_DEPENDENTS_RANGE,
  ZInsuranceIntake,
} from '@pitchcraft/core';

// The browser sends goals as the checkboxes' object; the server also accepts lists and strings.
export const ZInsuranceForm = ZInsuranceIntake.extend({
  goals: z.object({
    protectFamily: z.boolean(),
    buildSavings: z.boolean(),
    planEstate: z.boolean(),
    other: z.boolean(),
    otherText: z.string().max(500, 'Other goals must be at most 500 characters'),
  }),
});
export type InsuranceFormInput = z.input<typeof ZInsuranceForm>;
export type InsuranceFormOutput = z.output<typeof ZInsuranceForm>;

export const DEFAULTS = {
  fullName: '',
  email: '',
  phone: '',
  age: '',
  gender: '',
  maritalStatus: '',
  occupation: '',
  annualIncome: '',
  location: '',
  insuranceType: INTAKE_DEFAULT_INSURANCE_TYPE,
  dependents: String(INTAKE_DEPENDENTS_RANGE.min),
  healthStatus: '',
  smoker: INTAKE_DEFAULT_SMOKER,
  healthConditions: '',
  budget: '',
  goals: {
    protectFamily: false,
    buildSavings: false,
    planEstate: false,
    other: false,
    otherText: '',
  },
  mortgage: '',
  otherDebts: '',
  existingCoverIndividual: '',
  existingCoverGroup: '',
  savings: '',
  childrenAges: '',
  notes: '',
} satisfies InsuranceFormInput;
export type FieldName = Exclude<keyof typeof DEFAULTS, 'goals'> | 'goals.otherText';

export const MESSAGE_FIELDS: readonly (readonly [FieldName, string])[] = [
  ['fullName', 'name'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['age', 'age'],
  ['gender', 'gender'],
  ['maritalStatus', 'marital'],
  ['occupation', 'occupation'],
  ['annualIncome', 'income'],
  ['location', 'location'],
  ['insuranceType', 'insurance type'],
  ['dependents', 'dependents'],
  ['healthStatus', 'health status'],
  ['smoker', 'smoker'],
  ['healthConditions', 'health conditions'],
  ['budget', 'budget'],
  ['goals.otherText', 'goal'],
  ['mortgage', 'mortgage'],
  ['otherDebts', 'other debts'],
  ['existingCoverIndividual', 'you own'],
  ['existingCoverGroup', 'through work'],
  ['savings', 'savings'],
  ['childrenAges', 'children'],
  ['notes', 'notes'],
];

export const FINANCE_FIELDS = [
  ['mortgage', 'Mortgage Balance', 'What is still owed on your home'],
  ['otherDebts', 'Other Debts', 'Car loans, student loans, credit cards'],
  ['existingCoverIndividual', 'Life Insurance You Own', 'The total of your own policies'],
  ['existingCoverGroup', 'Life Insurance Through Work', 'Group cover from your employer'],
  ['savings', 'Savings and Investments', 'What your family could draw on'],
] as const;
