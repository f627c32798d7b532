// Which kind of cover the analysis leads with, and why in sentences without figures (the offline
// writer's plan cards read them): the kind of the plan's main policy.
import type { TNeedsBasis } from './needs-inputs';
import type { TRecommendation, TSuitability } from './needs-types';

export function suitabilityFor(
  b: TNeedsBasis,
  r: Omit<TRecommendation, 'caveats'> | TRecommendation,
  termAvailable: boolean,
): TSuitability {
  const main = [...r.policies].sort((x, y) => y.cover - x.cover)[0];
  const recommendedKind = main?.kind ?? (termAvailable ? 'term' : 'permanent');
  const reasons: string[] = [];
  if (r.shape === 'none')
    reasons.push('Your existing cover and savings already meet the need the analysis finds.');
  else if (b.recommendedProductType === 'Term' && recommendedKind === 'term')
    reasons.push('Your advisor chose term life for this plan.');
  else if (recommendedKind === 'permanent' && !termAvailable)
    reasons.push('Level term is rarely issued at your age, so permanent cover is shown.');
  else if (recommendedKind === 'permanent')
    reasons.push('The needs it meets last for life, so the cover must too.');
  else if (b.basis === 'single')
    reasons.push('Term life covers your debts and final costs at the lowest cost.');
  else
    reasons.push(
      b.basis === 'dependents'
        ? 'Term life covers the years your family relies on your income at the lowest cost.'
        : 'Term life covers the years your partner relies on your income at the lowest cost.',
    );
  if (r.shape === 'term-and-permanent')
    reasons.push('Permanent cover is added for the needs that do not end.');
  return { recommendedKind, termAvailable, reasons };
}
