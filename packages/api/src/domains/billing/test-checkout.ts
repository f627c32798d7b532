// The test-mode stand-in for the provider's hosted checkout: the advisor's own open checkout is
// shown, completed (applied as the webhook would) or cancelled. Anyone else's is NOT_FOUND.
import { MONTHLY_PRICE_LABEL, type TTestCheckoutInput } from '@pitchcraft/core';

import { AppError } from '../../errors';
import { isTestModeProvider, type TestModeBillingProvider } from './provider';
import { adoptProviderQuantity, syncSeats } from './seats';
import { findProfile, type BillingCtx } from './service';
import { applyCheckoutCompleted, markCheckoutAbandoned } from './subscription-state';

const CHECKOUT_NOT_FOUND = 'Checkout not found';

async function ownedTestCheckout(ctx: BillingCtx, userId: string, checkoutId: string) {
  const provider = ctx.services.billing;
  if (!isTestModeProvider(provider)) throw new AppError('NOT_FOUND', CHECKOUT_NOT_FOUND);
  const checkout = await provider.getCheckout(checkoutId);
  // Someone else's checkout is as unknown as a made-up id.
  if (checkout?.userId !== userId) throw new AppError('NOT_FOUND', CHECKOUT_NOT_FOUND);
  return { provider, checkout };
}

export async function getTestCheckout(ctx: BillingCtx, userId: string, input: TTestCheckoutInput) {
  const { checkout } = await ownedTestCheckout(ctx, userId, input.id);
  const profile = await findProfile(ctx, userId);
  return {
    id: checkout.id,
    trialPeriodDays: checkout.trialPeriodDays,
    priceLabel: MONTHLY_PRICE_LABEL,
    email: profile?.email ?? '',
    status: checkout.status,
  };
}

async function completeOpenCheckout(
  ctx: BillingCtx,
  provider: TestModeBillingProvider,
  checkoutId: string,
  userId: string,
) {
  let completed;
  try {
    completed = await provider.completeCheckout(checkoutId);
  } catch (error) {
    // A double click: the other request completed it.
    if ((await provider.getCheckout(checkoutId))?.status === 'complete') return;
    throw error;
  }
  const result = await applyCheckoutCompleted(ctx.db, {
    customerId: completed.checkout.customerId,
    userId,
    subscription: completed.subscription,
  });
  if (!result?.applied) return;
  // Members who joined while the checkout page was open get their seats now.
  const org = await adoptProviderQuantity(ctx.db, userId, completed.subscription.quantity);
  if (org) await syncSeats(ctx, org);
}

export async function completeTestCheckout(
  ctx: BillingCtx,
  userId: string,
  { id: checkoutId }: TTestCheckoutInput,
): Promise<{ redirectUrl: string }> {
  const { provider, checkout } = await ownedTestCheckout(ctx, userId, checkoutId);
  if (checkout.status === 'expired')
    throw new AppError('PRECONDITION_FAILED', 'This checkout has expired. Please start again.');
  if (checkout.status === 'open') await completeOpenCheckout(ctx, provider, checkoutId, userId);
  return {
    redirectUrl: `${ctx.config.appOrigin}/payment-success?session_id=${encodeURIComponent(checkout.id)}`,
  };
}

export async function cancelTestCheckout(
  ctx: BillingCtx,
  userId: string,
  { id: checkoutId }: TTestCheckoutInput,
): Promise<{ redirectUrl: string }> {
  const { provider, checkout } = await ownedTestCheckout(ctx, userId, checkoutId);
  if (checkout.status === 'open') {
    await provider.expireCheckout(checkoutId);
    await markCheckoutAbandoned(ctx.db, userId, checkoutId);
  }
  return { redirectUrl: `${ctx.config.appOrigin}/signup` };
}
