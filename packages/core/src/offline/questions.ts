// Your questions, answered: one answer per objection the advisor selected, each written for the
// client's case (objections.ts) and argued in the chosen sales approach, which also decides the
// order. A challenger opens each answer with what the client may not know; a consultative advisor
// ends it with a question back; value-based sets it against what the cover protects; relationship
// draws on what the client told us; solution selling ties it to the plan's answer to each need.
import { icon } from '../document/placeholders';
import type { TObjectionKey, TSalesApproach } from '../generation/options';
import { clip, prose } from './client-text';
import { esc, type TOfflineContext } from './context';
import {
  costAnswer,
  costQuestion,
  hasPeople,
  needAnswer,
  needQuestion,
  timingAnswer,
  trustAnswer,
} from './objections';
import { noNewCover, protects } from './phrases';

/** The order each approach answers the objections in. */
const ORDER: Readonly<Record<TSalesApproach, readonly TObjectionKey[]>> = {
  challenger: ['needUncertainty', 'timing', 'costConcerns', 'trustIssues', 'other'],
  consultative: ['other', 'needUncertainty', 'costConcerns', 'timing', 'trustIssues'],
  value: ['costConcerns', 'timing', 'needUncertainty', 'trustIssues', 'other'],
  relationship: ['trustIssues', 'other', 'needUncertainty', 'costConcerns', 'timing'],
  solution: ['needUncertainty', 'trustIssues', 'costConcerns', 'timing', 'other'],
};

/** The question as a heading: long enough for a real question, short enough for a heading. */
const MAX_QUESTION = 300;

/** Who the client protects, for a sentence ('your family', or 'the people close to you'). */
const whom = (ctx: TOfflineContext): string =>
  hasPeople(ctx) || ctx.estate ? ctx.family : 'the people close to you';

/** What a relationship advisor draws on: the client's own goal or words, else their first goal. */
function heardLine(ctx: TOfflineContext): string {
  const { goals } = ctx.input.client;
  if (goals.protectFamily) return `You told us protecting ${whom(ctx)} comes first.`;
  if (goals.planEstate) return 'You told us you want to plan what you leave behind.';
  if (ctx.words.quote || ctx.words.ownGoal)
    return 'You told us in your own words what matters to you.';
  return 'You told us where you stand, and the plan starts from that.';
}

/** The approach's argument for one objection (one sentence, HTML), fitted to the case. */
function angle(key: TObjectionKey, approach: TSalesApproach, ctx: TOfflineContext): string {
  const people = whom(ctx);
  const angles: Readonly<Record<TObjectionKey, Readonly<Record<TSalesApproach, string>>>> = {
    costConcerns: {
      challenger: `Most people weigh the premium against nothing; the real comparison is with what ${people} would face without it.`,
      consultative: ctx.budget
        ? 'Which would you rather adjust, the amount or the term?'
        : 'What monthly amount would feel comfortable to you?',
      value: `Set it against what it protects: ${protects(ctx)}.`,
      relationship:
        'We will revisit the amount with you as your income and needs change, so you never pay for cover you no longer need.',
      solution:
        'The cover is sized to the gap and no more, so you pay only for a need that is there.',
    },
    trustIssues: {
      challenger:
        'A claim is most at risk when the application left something out: answering every question fully is what protects it.',
      consultative:
        'What would help you feel sure: reading the policy wording together, or walking through how a claim works?',
      value:
        'You are paying for a promise, so we will show you the policy wording and the insurer’s standing before you sign.',
      relationship: `We will be there at a claim too, to help ${people} through it.`,
      solution:
        'The policy wording names exactly what it pays for; we will go through each point with you.',
    },
    needUncertainty: {
      challenger:
        ctx.supported && ctx.a.dime.income > 0
          ? 'The need feels smaller than it is: most people count the mortgage and the debts, and forget the years of income behind them.'
          : 'The need feels smaller than it is: what you owe and the final costs all fall due at once, when nobody is ready for them.',
      consultative:
        'Which part of the need feels too large to you? We can go through it line by line.',
      value:
        'Each part is measured from your own figures, so every dollar of cover has a job to do.',
      relationship: heardLine(ctx),
      solution: 'Each part of the need has its own answer in the plan, as set out above.',
    },
    timing: {
      challenger:
        'Waiting feels free, but both the price and the chance of being accepted depend on your health on the day you apply.',
      consultative:
        'Is there a moment that would suit you better? We can prepare the application so it is ready.',
      value: 'Each year of waiting raises the price of the same cover for as long as you hold it.',
      relationship:
        'There is no pressure from us; the one fact to weigh is that protection starts only once a policy is in force.',
      solution: 'Applying now closes the gap from the day the policy is in force.',
    },
    other: {
      challenger:
        'It may not be the question that decides this, so we will answer it and check what else is on your mind.',
      consultative: 'Tell us more about it, so the answer fits you.',
      value: 'We will show you what each answer means for the cost and the cover.',
      relationship: 'We would rather talk it through with you than leave it on a page.',
      solution: 'If it points to a need the plan does not meet yet, we will adjust the plan.',
    },
  };
  return angles[key][approach];
}

/** A covered client has nothing to buy: the only argument is the review. */
function coveredAngle(approach: TSalesApproach, ctx: TOfflineContext): string {
  if (approach === 'consultative')
    return `Tell us what matters most to you${ctx.supported ? ` and ${ctx.family}` : ''}, and we will keep your cover in step with it.`;
  return approach === 'challenger'
    ? 'Needs change faster than most people expect; the figures above are worth checking each time yours do.'
    : 'We will review it with you as your situation changes, not just today.';
}

/** [question (HTML), answer (HTML)] for each objection selected, in the approach's order. */
function answers(ctx: TOfflineContext): [TObjectionKey | null, string, string][] {
  const { objectionHandling: chosen } = ctx.input.strategy;
  const order = ORDER[ctx.input.strategy.salesApproach];
  const list: [TObjectionKey | null, string, string][] = [];
  for (const key of order) {
    if (!chosen[key]) continue;
    switch (key) {
      case 'costConcerns':
        list.push([key, costQuestion(ctx), costAnswer(ctx)]);
        break;
      case 'trustIssues':
        list.push([key, 'How do I know it will pay out?', trustAnswer(ctx)]);
        break;
      case 'needUncertainty':
        list.push([key, needQuestion(ctx), needAnswer(ctx)]);
        break;
      case 'timing':
        list.push([key, 'Why not wait?', timingAnswer(ctx)]);
        break;
      case 'other': {
        if (chosen.otherText.trim() === '') break;
        // A question that quotes its own figures is asked in general terms: only our figures are shown.
        const question =
          clip(prose(chosen.otherText), MAX_QUESTION) || 'Anything else on your mind?';
        list.push([
          key,
          esc(question),
          'We will go through this with you in person and make sure you have a clear answer before you decide.',
        ]);
        break;
      }
    }
  }
  if (list.length === 0)
    list.push([
      null,
      'Is this the right plan for me?',
      ctx.covered
        ? 'Your current cover and savings meet the need we measured; we will review it with you as your situation changes.'
        : !ctx.planned
          ? noNewCover(ctx)
          : 'It is sized to the gap above, with the reasons and the options we weighed set out above.',
    ]);
  return list;
}

export function questionsBody(ctx: TOfflineContext): string {
  const approach = ctx.input.strategy.salesApproach;
  const cards = answers(ctx).map(([key, question, answer]) => {
    const argument =
      ctx.covered || !ctx.planned || key === null
        ? coveredAngle(approach, ctx)
        : angle(key, approach, ctx);
    // A challenger leads with the insight; every other approach answers first. A technical page
    // answers plainly: its tables make the case.
    const text =
      ctx.style === 'technical'
        ? answer
        : approach === 'challenger'
          ? `${argument} ${answer}`
          : `${answer} ${argument}`;
    return `<div class="pc-card"><h3>${icon('question')} ${question}</h3><p>${text}</p></div>`;
  });
  return `<div class="pc-faq">\n${cards.join('\n')}\n</div>`;
}
