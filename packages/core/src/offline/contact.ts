// The advisor's call to action and the note on the figures. The renderer adds the advisor's card
// and, in the important information, the disclaimer, the assumptions and the date.
import { listText } from '../format';
import { lead, type TOfflineContext } from './context';

/** What the client would talk to the advisor about. */
function topic(ctx: TOfflineContext): string {
  if (ctx.estate) return 'what you will leave behind';
  if (ctx.supported) return `protecting ${ctx.family}`;
  if (ctx.retired) return 'cover in retirement';
  return ctx.a.dime.debt > 0 ? 'covering your debts and final costs' : 'your first policy';
}

export function advisorBody(ctx: TOfflineContext): string {
  const about = topic(ctx);
  return lead(ctx, {
    balanced: `Questions about ${about}? Get in touch and we will ${ctx.estate ? 'shape the plan around the people you choose' : ctx.supported ? `take the next step for ${ctx.family} together` : 'take the next step together'}.`,
    emotional: ctx.supported
      ? 'Let’s make sure the people you love are protected. I am here to help.'
      : `Let’s talk about ${about}. I am here to help.`,
    logical: `Contact me to confirm the figures for ${about} and start your application.`,
    persuasive: 'Call today and your protection can be under way this week.',
  });
}

/** What the figures were calculated from, as the client gave it. */
export function importantInformationBody(ctx: TOfflineContext): string {
  const { a } = ctx;
  const facts = [
    'your age and income',
    ...(ctx.budget ? ['your budget'] : []),
    ...(a.dime.debt > 0 ? ['your debts'] : []),
    ...(a.dime.mortgage > 0 ? ['your mortgage'] : []),
    ...(a.existingCoverage > 0 ? ['the cover you hold'] : []),
    ...(a.savings > 0 ? ['your savings'] : []),
    ...(ctx.children > 0 ? ['your children’s ages'] : []),
  ];
  return `<p>The figures in this presentation are estimates calculated from the information you provided: ${listText(facts)}.</p>`;
}
