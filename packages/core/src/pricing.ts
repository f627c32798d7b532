// The price, the trial and the benefits as every screen and e-mail states them. No imports: the
// public pages take these constants without the schemas (and zod) of the rest of the package.

export const TRIAL_PERIOD_DAYS = 7;
/** The one fixed monthly price at the payment provider, in whole dollars (spec: $20 per month). */
export const MONTHLY_PRICE_DOLLARS = 20;
/** '$20' */
export const MONTHLY_PRICE = `$${MONTHLY_PRICE_DOLLARS}`;
/** '$20 per month', as sentences say it. */
export const MONTHLY_PRICE_PER_MONTH = `${MONTHLY_PRICE} per month`;
/** '$20.00 / month', as the plan, the bill dates and the e-mails show it. */
export const MONTHLY_PRICE_LABEL = `${MONTHLY_PRICE}.00 / month`;
/** '7-day free trial' */
export const FREE_TRIAL_LABEL = `${TRIAL_PERIOD_DAYS}-day free trial`;
/** How an organisation pays: per seat, with the roles that do not take one. */
export const SEAT_PRICING_NOTE = `${MONTHLY_PRICE} per advisor seat a month · reviewers and assistants free`;
/** '7 days free, then $20/mo': the note under a Start Free Trial button. */
export const TRIAL_NOTE = `${TRIAL_PERIOD_DAYS} days free, then ${MONTHLY_PRICE}/mo`;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The moment a trial started at `start` ends: `days` × 24 hours later, as the payment provider
 * counts `trial_period_days`. The one computation of a trial's end: sign-up's trial step, the
 * test-mode checkout page, the checkout the server opens and the test-mode provider all use it.
 */
export function trialEndsAt(
  start: Date | number = Date.now(),
  days: number = TRIAL_PERIOD_DAYS,
): Date {
  const from = start instanceof Date ? start.getTime() : start;
  return new Date(from + days * DAY_MS);
}

/** trialEndsAt in the provider's epoch seconds. */
export function trialEndEpochSeconds(
  start: Date | number = Date.now(),
  days: number = TRIAL_PERIOD_DAYS,
): number {
  return Math.floor(trialEndsAt(start, days).getTime() / 1000);
}

/**
 * The first bill date of a trial started at `start`: the trial's end, when the provider converts it
 * to the paid plan. (The spec's sign-up shows 30 days from today; we show the date the card is
 * actually charged — see README, Sessions.)
 */
export function firstBillDate(
  start: Date | number = Date.now(),
  days: number = TRIAL_PERIOD_DAYS,
): Date {
  return trialEndsAt(start, days);
}

/** What the subscription includes, as the pricing section and signup list it (spec: benefits listed). */
export const SUBSCRIPTION_BENEFITS = [
  'Unlimited presentations',
  'Advanced AI generation',
  'All industry templates',
  'Priority support',
  'Advanced analytics',
  'Custom branding',
  'PDF exports',
  'Multi-platform delivery',
] as const;
