// The built-in writer's section headings per presentation style, and the cover's headline: the
// client's goal in their own terms. Titles are plain text; the renderer escapes them.
import type { TPresentationSectionId, TPresentationStyle } from '../generation/options';
import { clip, phrase } from './client-text';
import { possessive, type TOfflineContext } from './context';

export const HEADINGS: Readonly<
  Record<TPresentationStyle, Readonly<Record<Exclude<TPresentationSectionId, 'cover'>, string>>>
> = {
  professional: {
    'where-you-are': 'Your Current Situation',
    'what-you-need': 'Your Protection Needs',
    recommendation: 'Our Recommendation',
    'costs-and-benefits': 'Costs and Benefits',
    questions: 'Your Questions, Answered',
    'next-steps': 'Why Act Now: Next Steps',
    advisor: 'Your Advisor',
    'important-information': 'Important Information',
  },
  conversational: {
    'where-you-are': 'Where you are today',
    'what-you-need': 'What you need',
    recommendation: 'What we recommend for you',
    'costs-and-benefits': 'What it costs and what it gives you',
    questions: 'Your questions, answered',
    'next-steps': 'Why now, and what happens next',
    advisor: "Let's talk",
    'important-information': 'Important information',
  },
  technical: {
    'where-you-are': 'Client Profile',
    'what-you-need': 'Needs Analysis (DIME Method)',
    recommendation: 'Recommended Solution',
    'costs-and-benefits': 'Premium and Coverage Analysis',
    questions: 'Considerations and Responses',
    'next-steps': 'Implementation Plan',
    advisor: 'Advisor Contact',
    'important-information': 'Disclosures and Assumptions',
  },
  simplified: {
    'where-you-are': 'About you',
    'what-you-need': 'What you need',
    recommendation: 'Our pick for you',
    'costs-and-benefits': 'What it costs',
    questions: 'Questions you may have',
    'next-steps': 'What to do next',
    advisor: 'Who to call',
    'important-information': 'Good to know',
  },
};

const MAX_HEADLINE = 140;

/** The cover's headline: the client's own goal, else one from their goals and names. */
function coverHeadline(ctx: TOfflineContext): string {
  const { client } = ctx.input;
  const goals = client.goals;
  const own = goals.other ? clip(phrase(goals.otherText), MAX_HEADLINE) : '';
  if (own !== '') return own;
  if (goals.protectFamily && !ctx.supported)
    return clip(`Protecting the people who matter to ${ctx.first || 'you'}`, MAX_HEADLINE);
  if (goals.protectFamily) {
    return ctx.last
      ? clip(`Protecting the ${ctx.last} family's future`, MAX_HEADLINE)
      : "Protecting your family's future";
  }
  if (goals.planEstate) return clip(`Planning ${possessive(ctx)} legacy`, MAX_HEADLINE);
  if (goals.buildSavings)
    return clip(`Building ${possessive(ctx)} financial security`, MAX_HEADLINE);
  const type = phrase(client.insuranceType).toLowerCase() || 'insurance';
  if (!ctx.first) return clip(`Your ${type} plan`, MAX_HEADLINE);
  return clip(`${/^[aeiou]/.test(type) ? 'An' : 'A'} ${type} plan for ${ctx.first}`, MAX_HEADLINE);
}

/** A section's heading in the chosen style (the cover's is its headline). */
export function sectionTitle(id: TPresentationSectionId, ctx: TOfflineContext): string {
  return id === 'cover' ? coverHeadline(ctx) : HEADINGS[ctx.style][id];
}
