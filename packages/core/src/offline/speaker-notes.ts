// The advisor's speaker note for each built-in section: what to ask, what to stress and what this
// client may push back on. Plain text for the advisor only (never on the client's page), at most
// 600 characters, with no amount in it: the figures are on the page.
import { MAX_SECTION_NOTES } from '../document/schema';
import { listText } from '../format';
import {
  CLOSING_STRATEGY_LABELS,
  OBJECTION_KEYS,
  OBJECTION_LABELS,
  type TPresentationSectionId,
} from '../generation/options';
import { clip, prose } from './client-text';
import type { TOfflineContext } from './context';
import { hasPeople, needParts } from './objections';

const STRESS: Readonly<Record<string, string>> = {
  challenger: 'Teach first: say what they may not have weighed, then let the plan answer it.',
  consultative: 'Ask before you tell: let them confirm each need in their own words.',
  value: 'Keep returning to what the premium protects, and what waiting would cost.',
  relationship: 'Refer back to what they told you, and to how you will look after the plan.',
  solution: 'Take each need in turn and show the part of the plan that meets it.',
};

const CLOSES: Readonly<Record<string, string>> = {
  assumptive: 'Move straight to the application; have the forms ready.',
  choice: 'Ask which of the two options they prefer; do not add a third.',
  urgency: 'Be honest about why sooner matters (age and health), never pressure.',
  summary: 'Recap the need, the plan and the cost in a few sentences, then ask for the decision.',
  trial:
    'Ask how the plan feels before asking for a commitment; if they hesitate, ask what would need to change.',
};

function pushBack(ctx: TOfflineContext): string {
  const { a } = ctx;
  const monthly = a.recommendation.monthly;
  const budget = a.inputs.monthlyBudget;
  if (ctx.covered) return 'They may ask why they are meeting you at all: the review is the value.';
  if (ctx.rated)
    return 'They may push back on a rated price: explain that underwriting decides it.';
  if (budget !== null && monthly !== null && monthly > budget)
    return 'The premium is above their budget: offer a smaller amount before they raise it.';
  if (!ctx.budget) return 'No budget was given: ask what they are comfortable paying.';
  if (ctx.planKinds.has('term') && ctx.estate)
    return 'They may ask what happens when the term ends: the estate need does not end.';
  return 'They may feel the cover is more than they need: go through it part by part.';
}

function noteFor(id: TPresentationSectionId, ctx: TOfflineContext): string {
  const { client, strategy } = ctx.input;
  // A first name with no letter in it (a stray sign left in the name field) is not said aloud.
  const name = /\p{L}/u.test(ctx.first) ? ctx.first : 'the client';
  const approach = STRESS[strategy.salesApproach] ?? '';
  switch (id) {
    case 'cover':
      return ctx.covered
        ? `Their cover already meets the need: present this as a review, not a sale. Ask ${name} what has changed since they bought it.`
        : `Ask ${name} what made them look at cover now, and listen for the goal behind it. ${approach}`;
    case 'where-you-are': {
      const notes = ctx.words.advisorNote ? ` Your notes: ${ctx.words.advisorNote}` : '';
      const quote = ctx.words.quote
        ? ' They wrote a note of their own (quoted on the page): ask what they meant by it.'
        : '';
      return `Check the facts on the snapshot are still right${ctx.children > 0 ? ', especially the children’s ages' : ''}.${quote}${notes}`;
    }
    case 'what-you-need':
      return ctx.covered
        ? 'Confirm nothing has changed in their debts, family or cover; if it has, measure the need again.'
        : `Walk through the need part by part: ${needParts(ctx)}. Stress that the gap is what is left after their cover and savings${ctx.a.inputs.existingCoverGroup > 0 ? ', and that cover through work ends with the job' : ''}. If it seems large, ask which part feels too big.`;
    case 'recommendation': {
      const savings = client.goals.buildSavings
        ? ' They want to build savings: be candid about cash value against buying term and investing the difference.'
        : '';
      return `${approach} ${pushBack(ctx)}${savings}`;
    }
    case 'costs-and-benefits':
      return ctx.priced
        ? `Put the premium in daily terms and against what it protects. ${pushBack(ctx)}`
        : 'The price waits for underwriting: explain the steps and when they will hear.';
    case 'questions': {
      const chosen = OBJECTION_KEYS.filter((key) => strategy.objectionHandling[key]).map((key) =>
        OBJECTION_LABELS[key].toLowerCase(),
      );
      const partner =
        hasPeople(ctx) && ctx.partnered ? ' Involve their partner in the answers.' : '';
      return `${chosen.length > 0 ? `You chose to answer ${listText(chosen)}.` : 'No objections were chosen.'} Ask which concern matters most to ${name} before you answer.${partner}`;
    }
    case 'next-steps':
      return ctx.planned
        ? `${CLOSING_STRATEGY_LABELS[strategy.closingStrategy].label}: ${CLOSES[strategy.closingStrategy] ?? ''}`
        : 'Nothing to apply for: agree when you will review their cover together.';
    case 'advisor':
      return 'Agree the date of your next contact before the meeting ends.';
    case 'important-information':
      return `The figures are estimates from what ${name} told you; underwriting confirms the price.${ctx.rated ? ' Prepare them for a longer review with medical questions.' : ''}`;
  }
}

/** The section's speaker note: plain text, no amount, at most the schema's length. */
export function speakerNotes(id: TPresentationSectionId, ctx: TOfflineContext): string {
  return clip(prose(noteFor(id, ctx)).replace(/[<>]/g, ''), MAX_SECTION_NOTES);
}
