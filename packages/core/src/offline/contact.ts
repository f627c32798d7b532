// The advisor's call to action and the note on the figures. The renderer adds the advisor's card
// and, in the important information, the disclaimer, the assumptions and the date.
import { lead, type TOfflineContext } from './context';

export function advisorBody(ctx: TOfflineContext): string {
  return lead(ctx, {
    balanced: 'Questions? Get in touch and we will take the next step together.',
    emotional: 'Let’s make sure the people you love are protected. I am here to help.',
    logical: 'Contact me to confirm the figures and start your application.',
    persuasive: 'Call today and your protection can be under way this week.',
  });
}

export function importantInformationBody(): string {
  return '<p>The figures in this presentation are estimates calculated from the information you provided.</p>';
}
