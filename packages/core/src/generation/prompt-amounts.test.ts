import { describe, expect, it } from 'vitest';

import { ADVICE_CLIENTS } from '../advice-clients';
import { ZClientFormData } from './client-form';
import { analyseNeeds, needsInputFromClient } from './needs-analysis';
import { AMOUNT_MARKER, amountsAsFigures, figureValues, RATE_MARKER } from './prompt-amounts';

const analysis = analyseNeeds(
  needsInputFromClient(ZClientFormData.parse(ADVICE_CLIENTS.youngFamily)),
);

describe('amountsAsFigures', () => {
  it('names an amount the analysis shows by its figure, and marks every other amount', () => {
    const figures = figureValues(analysis);
    expect(figures.get(420_000)).toBe('mortgage');
    expect(figures.get(analysis.recommendedCoverage)).toBe('recommended-coverage');
    expect(amountsAsFigures('A $420,000 mortgage and $1,234 extra', figures)).toBe(
      `A {mortgage} mortgage and ${AMOUNT_MARKER} extra`,
    );
    expect(amountsAsFigures('Rates rise 8% a year, +100% rated, 5 percent more', figures)).toBe(
      `Rates rise ${RATE_MARKER} a year, ${RATE_MARKER} rated, ${RATE_MARKER} more`,
    );
    expect(amountsAsFigures('A 20-year term at age 38 in 2031', figures)).toBe(
      'A 20-year term at age 38 in 2031',
    );
  });
});
