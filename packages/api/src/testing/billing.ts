// Billing test setup shared by the billing tests and the server's webhook tests: a harness whose
// provider is Stripe's real SDK talking to a local fake of Stripe's API, a caller of a procedure
// guarded as generation is, and an organisation's paid seats as stored.
import { eq, organizations, type Executor } from '@pitchcraft/db';

import { createContext } from '../context';
import type { StripeBillingProvider } from '../domains/billing/provider';
import { createStripeBillingProvider } from '../domains/billing/stripe';
import {
  createFakeStripeServer,
  type FakeStripeServer,
} from '../domains/billing/testing/fake-stripe-server';
import { silentLogger } from '../logger';
import { createCallerFactory, router, subscribedProcedure } from '../trpc';
import { createHarness, type Harness, type TestBrowser } from './index';

/** A day in seconds, as the billing providers' timestamps count. */
export const DAY = 24 * 60 * 60;

export interface StripeHarness {
  fake: FakeStripeServer;
  provider: StripeBillingProvider;
  h: Harness;
  /** Closes the harness, then the fake. */
  close: () => Promise<void>;
}

/** A fresh harness billing through Stripe (no retries: a failure shows at once). */
export async function createStripeHarness(options: {
  priceId: string;
  webhookSecret: string;
}): Promise<StripeHarness> {
  const fake = await createFakeStripeServer();
  const provider = createStripeBillingProvider({
    secretKey: 'sk_test_pitchcraft_secret',
    priceId: options.priceId,
    webhookSecret: options.webhookSecret,
    apiHost: fake.host,
    apiPort: fake.port,
    apiProtocol: 'http',
    maxNetworkRetries: 0,
  });
  const h = await createHarness({ services: { billing: provider } });
  return {
    fake,
    provider,
    h,
    close: async () => {
      await h.close();
      await fake.close();
    },
  };
}

/** One procedure guarded as generation is (subscribedProcedure). */
export const guardedRouter = router({ generate: subscribedProcedure.query(() => 'generated') });

/** The request context of browser `b`'s calls. */
export function browserContext(h: Pick<Harness, 'deps'>, b: TestBrowser) {
  return createContext(h.deps, {
    cookies: b.cookies,
    log: silentLogger,
    meta: { ip: b.ip, userAgent: 'vitest', headers: {} },
  });
}

/** A caller of guardedRouter as browser `b`. */
export function guardedCaller(h: Pick<Harness, 'deps'>, b: TestBrowser) {
  return createCallerFactory(guardedRouter)(() => browserContext(h, b));
}

/** The paid seats the organisation last sent to the billing provider. */
export async function seatQuantityOf(db: Executor, organizationId: string) {
  const [org] = await db
    .select({ seats: organizations.seatQuantity })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return org?.seats;
}
