// A product card's features: at most three, on a comprehensive page or when the client asked about
// coverage details, and none that only repeats the recommended card's description.
import type { TOfflineContext } from './context';
import type { TPlanCard } from './plans';

function featureCount(ctx: TOfflineContext): number {
  if (ctx.brief) return 0;
  // Three at most: the card's own line says what the cover is; more reads as a brochure.
  return ctx.full || ctx.input.client.focusAreas.includes('Coverage Details') ? 3 : 0;
}

const words = (text: string) => text.toLowerCase().match(/[a-z]{4,}/g) ?? [];

/** Whether a feature only repeats the card's description (most of its words are in it). */
function restates(feature: string, description: string): boolean {
  const said = new Set(words(description));
  const own = words(feature);
  return own.length > 0 && own.filter((w) => said.has(w)).length / own.length >= 0.6;
}

/** The features a card lists (its description is shown on the recommended card only). */
export function cardFeatures(card: TPlanCard, primary: boolean, ctx: TOfflineContext): string[] {
  return card.features
    .filter((f) => !(primary && restates(f, card.description)))
    .slice(0, featureCount(ctx));
}
