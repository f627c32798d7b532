// What the writer is told to put in each section of a presentation, and which placeholders go where.
import { PRESENTATION_SECTIONS, type TPresentationSectionId } from './options';
import type { TPromptInput } from './prompt-input';

/** What each section holds and which placeholders it carries; the renderer adds the rest. */
const SECTION_GUIDANCE: Readonly<Record<TPresentationSectionId, string>> = {
  cover:
    '<h2>: the goal in the client\'s terms (e.g. "Protecting the Rivera family\'s future"). Body: a one- or two-sentence intro, then <div data-block="key-figures"></div>. The renderer adds the title, "Prepared for", the advisor and the date.',
  'where-you-are':
    '<div data-block="client-snapshot"></div>, then short, warm text in the client\'s terms about the goals they told us and what matters to them (the block already shows the facts).',
  'what-you-need':
    'A pc-lead with the total-need and gap figures; <div class="pc-needs"><figure data-chart="need-breakdown"></figure><div data-block="needs-table"></div></div>; then one sentence per part of the need above zero (income replacement with its years, debts, mortgage, education, final expenses), existing cover, savings and the gap, each with its figure and where it comes from (the assumption and its source). Parts that are zero are left out.',
  recommendation:
    'A pc-lead saying what the plan is for in the client\'s terms, then <div data-block="recommendation"></div> (the renderer lays out the analysis\'s plan: its policies, reasons, what to know and the options weighed; never restate or contradict them). Then the products as pc-plans cards, at most three: what each is and why it fits; the illustrative premium figure only on the first card of each kind (term-monthly or permanent-monthly; another insurer\'s plan of the same kind is "quoted by the insurer"), "to be confirmed by your advisor" when the analysis has none. When the plan needs no new cover, say so plainly and present the products only as options if the situation changes.',
  'costs-and-benefits':
    'What the plan costs: the recommended-monthly figure and what it buys. When the client gave a budget, <figure data-chart="premium-vs-budget"></figure> with what the premium means against it; with no budget, no budget chart and no budget words. <figure data-chart="coverage-over-time"></figure> with the plan\'s cover against the remaining need. When no new cover is needed, no charts: say the current cover and savings meet the need.',
  questions:
    'A <div class="pc-faq"> with one <div class="pc-card"><h3>question</h3><p>answer</p></div> per objection in the sales strategy, answered in the chosen sales approach.',
  'next-steps':
    'The closing strategy as chosen (pc-option cards for a choice close); pc-urgent only when urgency is on; pc-proof only when social proof is on; the cost-of-waiting figures in a pc-callout only when the ROI calculator is on; then <ol class="pc-steps"> of clear next steps.',
  advisor:
    "A short call to action only: one or two sentences. The renderer adds the card with the advisor's name, company, phone and e-mail.",
  'important-information':
    'At most one or two sentences (e.g. to read the policy documents). The renderer adds the disclaimer, the assumptions and the date.',
};

/** A section's line of guidance, with the premium table when the style or the focus asks for it. */
export function sectionGuidance(input: TPromptInput, id: TPresentationSectionId): string {
  const { client } = input;
  const wantsPremiumTable =
    client.presentationStyle === 'technical' || client.focusAreas.includes('Cost Breakdown');
  return id === 'costs-and-benefits' && wantsPremiumTable
    ? `${SECTION_GUIDANCE[id]} Also <div data-block="premium-table"></div>, with a sentence on how the premium is worked out.`
    : SECTION_GUIDANCE[id];
}

export const sectionTitleOf = (id: TPresentationSectionId): string =>
  PRESENTATION_SECTIONS.find((s) => s.id === id)?.title ?? id;
