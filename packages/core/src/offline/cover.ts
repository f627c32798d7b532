// The cover's body: a short intro and the key figures. The renderer draws the eyebrow, the
// headline (the section's title), "Prepared for", the advisor and the date.
import { block } from '../document/placeholders';
import { lead, type TOfflineContext } from './context';
import { purpose } from './phrases';

function heart(ctx: TOfflineContext): string {
  if (ctx.estate) return 'making sure what you have built reaches the people you love';
  if (ctx.supported) return `keeping ${ctx.family} secure, whatever happens`;
  return 'making sure nothing you owe becomes someone else’s burden';
}

export function coverBody(ctx: TOfflineContext): string {
  const kind = ctx.recommendedKind === 'term' ? 'term life' : 'permanent life';
  return [
    lead(ctx, {
      balanced: `This presentation sets out ${purpose(ctx)}, the plan we recommend and what it would cost.`,
      emotional: `These pages are about one thing: ${heart(ctx)}.`,
      logical: `Your needs analysis, the recommended ${kind} plan and its estimated cost, at a glance.`,
      persuasive: `In a few pages: ${purpose(ctx)}, the plan that delivers it, and how to put it in place.`,
    }),
    block('key-figures'),
  ].join('\n');
}
