// The case a presentation is written for, read once from the needs analysis and the client's
// record. Both writers decide from it what each section must say: the AI's section guidance and
// the built-in writer's arguments (a covered client is not sold a premium; an estate client hears
// about taxes; nobody without dependents is told about "your children"; no budget, no budget words).
import type { TClientFormData } from './client-form';
import type { TNeedsAnalysis } from './needs-types';

export interface TPresentationCase {
  /** Existing cover and savings meet the need: nothing new to buy. */
  covered: boolean;
  /** The plan holds new cover. */
  planned: boolean;
  /** The plan has an estimated premium (new cover, not left to specialist underwriting). */
  priced: boolean;
  /** The client plans what they leave behind (a goal, or the analysis's estate facts). */
  estate: boolean;
  /** Someone relies on the client's income (dependents or a partner the analysis counts). */
  supported: boolean;
  /** The client gave a monthly budget (a slider left at its default is not one). */
  budget: boolean;
  /** Underwriting is expected to rate the client (a table rating or specialist underwriting). */
  rated: boolean;
  /** The plan holds permanent cover / term cover. */
  permanent: boolean;
  term: boolean;
  /** The analysis counts business needs (key person, buy-sell). */
  business: boolean;
  /** At or past the retirement age the analysis assumes. */
  retired: boolean;
  /** The client wants to build savings. */
  savingsGoal: boolean;
  /** Tax and cash-value notes belong on the page: asked for, or a permanent plan for an estate. */
  taxNotes: boolean;
}

export type TCaseLabel = Exclude<keyof TPresentationCase, 'planned' | 'priced' | 'term'>;

export function presentationCase(
  analysis: TNeedsAnalysis,
  client: Pick<TClientFormData, 'goals' | 'focusAreas'>,
): TPresentationCase {
  const { rateClass } = analysis.underwriting;
  const kinds = new Set(analysis.recommendation.policies.map((p) => p.kind));
  const planned = analysis.recommendedCoverage > 0;
  const estate = client.goals.planEstate || analysis.inputs.planEstate;
  const permanent = planned && kinds.has('permanent');
  const focusTax =
    client.focusAreas.includes('Tax Advantages') ||
    client.focusAreas.includes('Investment Component');
  return {
    covered: analysis.gap <= 0,
    planned,
    priced: planned && analysis.recommendation.monthly !== null,
    estate,
    supported: analysis.incomeReplacement.basis !== 'single',
    budget: analysis.inputs.monthlyBudget !== null,
    rated: rateClass === 'specialist' || rateClass.startsWith('table-'),
    permanent,
    term: planned && kinds.has('term'),
    business: analysis.businessNeeds.total > 0,
    retired: analysis.inputs.age >= analysis.assumptionValues.retirementAge,
    savingsGoal: client.goals.buildSavings,
    taxNotes: focusTax || (permanent && (estate || analysis.permanentNeeds.total > 0)),
  };
}

/** The case's labels that hold, for tests and the evaluation table ('covered', 'estate', …). */
export function caseLabels(c: TPresentationCase): TCaseLabel[] {
  const labels: TCaseLabel[] = [
    'covered',
    'estate',
    'supported',
    'budget',
    'rated',
    'permanent',
    'business',
    'retired',
    'savingsGoal',
    'taxNotes',
  ];
  return labels.filter((label) => c[label]);
}
