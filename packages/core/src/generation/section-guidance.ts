// One line per section of a request: its length target for the detail level (so a page reads in
// at most 12 phone screens when comprehensive, 9 balanced, 6 concise, blocks and charts
// included), what it must say for this case and style, and the placeholders it may use.
import { caseGuidance } from './case-guidance';
import type { TDetailLevel, TPresentationSectionId } from './options';
import { presentationCase } from './presentation-case';
import type { TPromptInput } from './prompt-input';
import { placeholderText, sectionPlaceholders } from './section-placeholders';

/**
 * Words per section by detail level. A 375 px wide screen holds about 110 words of body text
 * beside nothing else; the blocks and charts take about half of each page, so the text is held
 * to about 900, 600 and 300 words.
 */
export const SECTION_WORDS: Readonly<
  Record<TDetailLevel, Readonly<Partial<Record<TPresentationSectionId, number>>>>
> = {
  comprehensive: {
    cover: 40,
    'where-you-are': 90,
    'what-you-need': 130,
    recommendation: 170,
    'costs-and-benefits': 120,
    questions: 160,
    'next-steps': 110,
    advisor: 35,
    'important-information': 25,
  },
  balanced: {
    cover: 30,
    'where-you-are': 60,
    'what-you-need': 90,
    recommendation: 120,
    'costs-and-benefits': 80,
    questions: 100,
    'next-steps': 70,
    advisor: 30,
    'important-information': 20,
  },
  concise: {
    cover: 25,
    'what-you-need': 60,
    recommendation: 90,
    'next-steps': 60,
    advisor: 25,
    'important-information': 20,
  },
};

/** '~N words: what to say. Ids: …' for one section of this request. */
export function sectionGuidance(input: TPromptInput, id: TPresentationSectionId): string {
  const { client, strategy, analysis } = input;
  const c = presentationCase(analysis, client);
  const words = SECTION_WORDS[client.detailLevel][id] ?? SECTION_WORDS.balanced[id] ?? 60;
  const guidance = caseGuidance({ client, strategy, case: c }, id);
  const allowed = placeholderText(sectionPlaceholders({ analysis, client, strategy, case: c }, id));
  return `~${words} words: ${guidance} Ids: ${allowed}.`;
}
