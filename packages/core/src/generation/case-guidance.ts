// What each section must say, chosen by the case the built-in writer also reads
// (presentation-case.ts) and by the style: a covered client hears no premiums, an estate with a
// permanent plan gets hedged tax notes, nobody without dependents hears family arguments, no
// budget means no budget words, a rated client hears that underwriting sets the price, and only
// the technical style shows the second method. Nothing here asks the writer to explain what a
// block or the renderer already shows.
import type { TClientFormData, TSalesStrategy } from './client-form';
import type { TPresentationSectionId } from './options';
import type { TPresentationCase } from './presentation-case';

interface TGuidanceInput {
  client: Pick<
    TClientFormData,
    'presentationStyle' | 'focusAreas' | 'mentionHealth' | 'detailLevel'
  >;
  strategy: TSalesStrategy;
  case: TPresentationCase;
}

/** The sentences whose condition holds, joined. */
const say = (...parts: readonly (string | false)[]): string =>
  parts.filter((p): p is string => p !== false && p !== '').join(' ');

function cover({ case: c }: TGuidanceInput): string {
  const example = c.supported
    ? '"Protecting the Rivera family\'s future"'
    : c.estate
      ? '"Leaving your estate in order"'
      : '"What you owe, never anyone else\'s burden"';
  return `<h2> the goal in the client's terms (e.g. ${example}); a sentence or two; the key-figures block.`;
}

function whereYouAre({ case: c }: TGuidanceInput): string {
  return say(
    'The client-snapshot block, then warm words on their goals and what matters to them.',
    !c.supported && 'Nobody relies on their income: no family or children arguments.',
    c.savingsGoal && 'They want to build savings: protection comes first and fits that goal.',
    c.estate && 'They plan what they leave behind: name that wish.',
    c.business && 'Their business depends on them: name it.',
  );
}

function whatYouNeed({ client, case: c }: TGuidanceInput): string {
  return say(
    client.presentationStyle === 'technical'
      ? 'A pc-lead with the total need and gap, then the pc-needs layout of the example: its table shows every part by both methods, so restate no part and no method total; one sentence on which column the plan is sized on.'
      : 'A pc-lead with the total need and gap, the pc-needs layout of the example, then a sentence per part, the largest first. The lead method only.',
    c.covered && 'Say plainly that existing cover and savings meet the need.',
  );
}

function recommendation({ client, case: c }: TGuidanceInput): string {
  if (c.covered)
    return 'Say plainly that no new cover is needed now, then the recommendation block. Products only as options if life changes, with no prices.';
  return say(
    client.presentationStyle === 'technical'
      ? "A pc-lead on what the plan does for the client, the recommendation block, then one pc-plans card for the primary product (the block's table weighs the alternatives): what it is, why it fits."
      : 'A pc-lead on what the plan does for the client, the recommendation block, then at most three pc-plans cards in the product order: what each is, why it fits.',
    c.priced
      ? 'Price: recommended-monthly on the primary card only, others "quoted by the insurer".'
      : 'Price: "to be confirmed by your advisor".',
    c.rated &&
      (client.mentionHealth
        ? 'Underwriting decides the final price: say so, with care about health.'
        : 'Underwriting decides the final price: say so, never why (no health words).'),
    c.permanent && c.estate && 'Say why cover for life suits what they leave behind.',
    c.business && 'Name the business needs (key person, buy-sell) in words.',
  );
}

function costsAndBenefits({ client, case: c }: TGuidanceInput): string {
  const premiumTable =
    c.priced &&
    (client.presentationStyle === 'technical' || client.focusAreas.includes('Cost Breakdown'));
  if (c.covered)
    return 'No premiums and no charts: say plainly that current cover and savings meet the need, and when to review it (a new home, a child, a new loan).';
  return say(
    c.priced
      ? 'What the plan costs and buys.'
      : 'What the plan buys; underwriting sets the premium, the advisor confirms it.',
    c.budget
      ? c.priced &&
          (client.detailLevel === 'comprehensive'
            ? 'The premium-vs-budget chart: the premium against the budget.'
            : 'The premium-vs-budget chart only if the premium is above the budget; else say it fits.')
      : 'No budget given: no budget chart or words.',
    c.planned && 'The coverage-over-time chart: cover against the falling need.',
    premiumTable && 'The premium-table block with a sentence on how the premium is worked out.',
    c.taxNotes
      ? 'Tax and cash-value notes, hedged (rules and the client decide).'
      : 'No tax or cash-value talk.',
  );
}

function questions({ strategy, case: c }: TGuidanceInput): string {
  return say(
    'div.pc-faq of div.pc-card (<h3>question</h3><p>answer</p>), one per objection, answered for this client in the sales approach.',
    c.covered && 'Answers explain why nothing new is needed now.',
    !c.budget && strategy.objectionHandling.costConcerns && 'Answer cost without a budget.',
  );
}

function nextSteps({ strategy, case: c }: TGuidanceInput): string {
  const waiting = strategy.includeROICalculator && c.priced && !c.covered;
  return say(
    strategy.closingStrategy === 'choice'
      ? 'The choice close: two pc-option cards.'
      : 'The closing as chosen.',
    strategy.highlightUrgency && !c.covered ? 'One pc-urgent note.' : 'No pressure.',
    strategy.includeSocialProof
      ? 'One pc-proof line (general: no names, no numbers).'
      : 'No social proof.',
    waiting && 'The cost of waiting in a pc-callout.',
    c.covered
      ? 'Then <ol class="pc-steps">: when and how to review the cover.'
      : 'Then <ol class="pc-steps"> of clear next steps.',
    c.rated && 'A step for the underwriting questions.',
  );
}

const GUIDES: Readonly<Record<TPresentationSectionId, (i: TGuidanceInput) => string>> = {
  cover,
  'where-you-are': whereYouAre,
  'what-you-need': whatYouNeed,
  recommendation,
  'costs-and-benefits': costsAndBenefits,
  questions,
  'next-steps': nextSteps,
  advisor: () => "A sentence or two inviting the client to talk (the advisor's card follows).",
  'important-information': () => 'One short sentence at most (the disclaimer follows).',
};

/** What one section must say for this case and style. */
export const caseGuidance = (input: TGuidanceInput, id: TPresentationSectionId): string =>
  GUIDES[id](input);
