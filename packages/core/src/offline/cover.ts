// The cover's body: a short intro and the key figures. The renderer draws the eyebrow, the
// headline (the section's title), "Prepared for", the advisor and the date.
import { block } from '../document/placeholders';
import { lead, type TOfflineContext } from './context';

export function coverBody(ctx: TOfflineContext): string {
  const { family } = ctx;
  return [
    lead(ctx, {
      balanced: `This presentation sets out what ${family} would need, the plan we recommend and what it would cost.`,
      emotional: `These pages are about one thing: keeping ${family} secure, whatever happens.`,
      logical: 'Your needs analysis, the recommended plan and its estimated cost, at a glance.',
      persuasive: `In a few pages: what ${family} needs, the plan that delivers it, and how to put it in place.`,
    }),
    block('key-figures'),
  ].join('\n');
}
