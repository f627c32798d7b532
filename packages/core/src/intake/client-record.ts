// What a submitted intake form becomes (accounts spec §3): the client record, the saved client's
// industry data and the submission's stored fields, keeping only what the link's template asked for.
import type { TRealEstateTemplate } from '../clients/link-schemas';
import { CLIENT_DEFAULT_RISK_TOLERANCE } from '../clients/options';
import { cleanSingleLine } from '../form-text';
import { parseChildrenAges } from '../generation/needs-limits';
import { goalLabels, parseIntegerOr0 } from './lenient-parsing';
import {
  INTAKE_MESSAGES,
  type TInsuranceIntake,
  type TIntake,
  type TRealEstateIntake,
} from './schemas';

/** Blanks the real-estate parts the link's template does not show, so only asked-for data is kept. */
export function applyRealEstateTemplate(
  intake: TRealEstateIntake,
  template: TRealEstateTemplate,
): TRealEstateIntake {
  const preApproved = template.includePreApproval && intake.preApproved;
  return {
    ...intake,
    preApproved,
    preApprovalAmount: preApproved ? intake.preApprovalAmount : '',
    timeline: template.includeTimeline ? intake.timeline : '',
    desiredFeatures: template.includeFeatures ? intake.desiredFeatures : '',
  };
}

/** The insurance client record built from the public form (spec §3), as the wizard's record reads it. */
export function buildInsuranceClientRecord(intake: TInsuranceIntake) {
  return {
    clientName: cleanSingleLine(intake.fullName) || INTAKE_MESSAGES.anonymousName,
    email: intake.email,
    phone: intake.phone,
    age: parseIntegerOr0(intake.age),
    gender: intake.gender,
    maritalStatus: intake.maritalStatus,
    occupation: intake.occupation,
    location: intake.location,
    incomeLevel: intake.incomeLevel,
    annualIncome: parseIntegerOr0(intake.annualIncome),
    insuranceType: intake.insuranceType,
    dependents: parseIntegerOr0(intake.dependents),
    healthStatus: intake.healthStatus,
    smoker: intake.smoker,
    healthConditions: intake.healthConditions,
    budget: parseIntegerOr0(intake.budget),
    goals: intake.goals,
    notes: intake.notes,
    companyId: '',
    productId: '',
    homeOwnership: '',
    vehicleOwnership: '',
    riskTolerance: '',
  };
}
export type TInsuranceClientRecord = ReturnType<typeof buildInsuranceClientRecord>;

/** The optional finances and family answers as the client record keeps them: numbers, blanks left out. */
function financesFromIntake(intake: TInsuranceIntake): Record<string, unknown> {
  const finances: Record<string, unknown> = {};
  for (const key of [
    'mortgage',
    'otherDebts',
    'existingCoverIndividual',
    'existingCoverGroup',
    'savings',
  ] as const) {
    if (intake[key] !== '') finances[key] = parseIntegerOr0(intake[key]);
  }
  const ages = parseChildrenAges(intake.childrenAges);
  if (ages && ages.length > 0) finances.childrenAges = ages;
  return finances;
}

/** The industry_data of a client saved from a form (spec §3 Client). */
export function industryDataFromIntake(submission: TIntake): Record<string, unknown> {
  if (submission.industryType === 'insurance') {
    const record = buildInsuranceClientRecord(submission.intake);
    return {
      age: record.age,
      gender: record.gender,
      income: record.annualIncome,
      incomeLevel: record.incomeLevel,
      maritalStatus: record.maritalStatus,
      occupation: record.occupation,
      location: record.location,
      insuranceType: record.insuranceType,
      dependents: record.dependents,
      healthStatus: record.healthStatus,
      smoker: record.smoker === 'Smoker',
      healthConditions: record.healthConditions,
      homeOwnership: record.homeOwnership,
      vehicleOwnership: record.vehicleOwnership,
      riskTolerance: record.riskTolerance || CLIENT_DEFAULT_RISK_TOLERANCE,
      budget: record.budget,
      goals: goalLabels(record.goals),
      ...financesFromIntake(submission.intake),
      // The client's own words: kept as untrusted notes, read by the presentation as data only.
      ...(record.notes ? { notes: record.notes } : {}),
    };
  }
  const intake = submission.intake;
  return {
    location: intake.location,
    budget: parseIntegerOr0(intake.budget),
    riskTolerance: CLIENT_DEFAULT_RISK_TOLERANCE,
    propertyType: intake.propertyType,
    bedrooms: intake.bedrooms,
    bathrooms: intake.bathrooms,
    preApproved: intake.preApproved,
    preApprovalAmount: parseIntegerOr0(intake.preApprovalAmount),
    timeline: intake.timeline,
    desiredFeatures: intake.desiredFeatures,
  };
}

/** What a submission keeps in submission_data: the sanitised fields, goals as their labels. */
export function submissionFieldsFromIntake(submission: TIntake): Record<string, unknown> {
  if (submission.industryType === 'insurance')
    return { ...submission.intake, goals: goalLabels(submission.intake.goals) };
  return { ...submission.intake };
}
