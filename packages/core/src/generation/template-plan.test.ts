import { describe, expect, it } from 'vitest';

import { filledSections, renderPresentation } from '../document/render';
import { MAX_TEMPLATE_INSTRUCTIONS, ZDocumentSection } from '../document/schema';
import { buildOfflineDocument } from '../offline/document';
import { offlineInput } from '../offline/test-input';
import { guidancePlan, withGuidance, type TWritingPlan } from './template-plan';

const GUIDANCE = 'Lead with the mortgage and the children.';
const plan: TWritingPlan = {
  templateId: 't',
  sections: [
    { type: 'cover', instructions: '  ', blockKeys: [] },
    { type: 'what-you-need', instructions: `  ${GUIDANCE}\n`, blockKeys: [] },
  ],
  blocks: [],
};

describe('a section’s guidance', () => {
  const { sections } = buildOfflineDocument(offlineInput());

  it('is the template’s instruction, on the sections that have one', () => {
    const guided = withGuidance(sections, plan);
    expect(guided.filter((s) => s.guidance).map((s) => [s.id, s.guidance])).toEqual([
      ['what-you-need', GUIDANCE],
    ]);
    // Every other section is the very same object.
    for (const [i, s] of guided.entries())
      if (s.id !== 'what-you-need') expect(s).toBe(sections[i]);
    expect(withGuidance(sections, null)).toEqual(sections);
    expect(ZDocumentSection.parse(guided[2])).toEqual(guided[2]);
  });

  it('is bounded like a template instruction', () => {
    const long = { ...sections[0]!, guidance: 'x'.repeat(MAX_TEMPLATE_INSTRUCTIONS + 1) };
    expect(ZDocumentSection.safeParse(long).success).toBe(false);
  });

  it('makes the plan a section written again follows, or none', () => {
    expect(guidancePlan('recommendation', ` ${GUIDANCE} `)).toEqual({
      templateId: null,
      sections: [{ type: 'recommendation', instructions: GUIDANCE, blockKeys: [] }],
      blocks: [],
    });
    expect(guidancePlan('recommendation', '  ')).toBeNull();
    expect(guidancePlan('recommendation', undefined)).toBeNull();
  });

  it('never reaches the client’s page, nor an export', () => {
    const input = offlineInput();
    const document = buildOfflineDocument(input);
    const guided = { ...document, sections: withGuidance(document.sections, plan) };
    const page = renderPresentation(guided, input.analysis);
    expect(page).not.toContain('Lead with the mortgage');
    expect(page).toBe(renderPresentation(document, input.analysis));
    expect(JSON.stringify(filledSections(guided, input.analysis))).not.toContain(
      'Lead with the mortgage',
    );
  });
});
