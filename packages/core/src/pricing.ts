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
/** '7 days free, then $20/mo': the note under a Start Free Trial button. */
export const TRIAL_NOTE = `${TRIAL_PERIOD_DAYS} days free, then ${MONTHLY_PRICE}/mo`;
/** Signup step 2 shows the first bill date this many days from today. */
export const FIRST_BILL_AFTER_DAYS = 30;

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
