// The cover's body: a short intro and the key figures; a client whose cover already meets the need
// is told so from the first page. The renderer draws the eyebrow, the headline (the section's
// title), "Prepared for", the advisor and the date.
import { block } from '../document/placeholders';
import { lead, type TOfflineContext } from './context';
import { purpose } from './phrases';

function heart(ctx: TOfflineContext): string {
  if (ctx.estate) return 'making sure what you have built reaches the people you love';
  if (ctx.supported) return `keeping ${ctx.family} secure, whatever happens`;
  return 'making sure nothing you owe becomes someone else’s burden';
}

const MET = 'your current cover and savings meet the need we measured';

export function coverBody(ctx: TOfflineContext): string {
  const kinds =
    ctx.planKinds.size > 1
      ? 'term and permanent life'
      : ctx.recommendedKind === 'term'
        ? 'term life'
        : 'permanent life';
  const texts = ctx.covered
    ? {
        balanced: `This presentation sets out ${purpose(ctx)}, and shows that ${MET}.`,
        emotional: `These pages are about one thing: ${heart(ctx)}. The good news: ${MET}.`,
        logical: `Your needs analysis at a glance: ${MET}.`,
        persuasive: `In a few pages: ${purpose(ctx)}, and why ${MET}.`,
      }
    : {
        balanced: `This presentation sets out ${purpose(ctx)}, the plan we recommend and ${ctx.priced ? 'what it would cost' : 'what decides its cost'}.`,
        emotional: `These pages are about one thing: ${heart(ctx)}.`,
        logical: `Your needs analysis, the recommended ${kinds} plan and ${ctx.priced ? 'its estimated cost' : 'what decides its cost'}, at a glance.`,
        persuasive: `In a few pages: ${purpose(ctx)}, the plan that delivers it, and how to put it in place.`,
      };
  return [lead(ctx, texts), block('key-figures')].join('\n');
}
