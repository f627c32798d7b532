// Typed-caller test harness: a fresh database, real services (outbox mail, database rate
// limits) and one cookie jar per simulated browser, so tests call procedures as users do.
import { and, desc, emailOutbox, eq, like } from '@pitchcraft/db';
import { createTestDatabase, type TestDatabase } from '@pitchcraft/db/testing';

import { createContext, type ApiConfig, type CookieJar, type CookieOptions } from '../context';
import { silentLogger, type Logger } from '../logger';
import { createCaller } from '../root';
import type { MailTransport, Services } from '../services';
import { createServices } from '../services/create-services';

export const TEST_CONFIG: ApiConfig = {
  appOrigin: 'http://localhost:3000',
  contentOrigin: 'http://localhost:3000',
  secureCookies: false,
  production: false,
};

export class MemoryCookieJar implements CookieJar {
  readonly values = new Map<string, string>();
  get(name: string) {
    return this.values.get(name);
  }
  set(name: string, value: string, options: CookieOptions) {
    if (options.expires && options.expires.getTime() <= Date.now()) this.values.delete(name);
    else this.values.set(name, value);
  }
  clear(name: string) {
    this.values.delete(name);
  }
}

export interface HarnessOptions {
  mailTransport?: MailTransport;
  log?: Logger;
  rateLimits?: boolean;
  /** A local stand-in for the AI vendor, and the server key the harness pretends to have. */
  anthropicBaseURL?: string;
  anthropicServerKey?: string;
  /** Replace or add services (billing, AI) for a domain's tests. */
  services?: Partial<Services>;
  /** A database to seed instead of a fresh test database (the browser journeys' server seeds its own). */
  database?: TestDatabase;
}

export interface TestBrowser {
  caller: ReturnType<typeof createCaller>;
  cookies: MemoryCookieJar;
  ip: string;
}

export async function createHarness(options: HarnessOptions = {}) {
  const database: TestDatabase = options.database ?? (await createTestDatabase());
  const log = options.log ?? silentLogger;
  // The product's own services on the test database (a failed e-mail is retried after a second).
  const wired = await createServices({
    database,
    log,
    config: TEST_CONFIG,
    queue: { mailRetryDelaySeconds: 1 },
    mail: { from: 'Pitchcraft <no-reply@pitchcraft.test>', transport: options.mailTransport },
    rateLimits: { disabled: options.rateLimits === false },
    ai: {
      model: 'claude-test',
      baseURL: options.anthropicBaseURL,
      serverApiKey: options.anthropicServerKey,
      offlineChunkDelayMs: 0,
    },
    viewDigestPollSeconds: 1,
    overrides: options.services,
  });
  const { services } = wired;
  await wired.start();
  const deps = { db: database.db, config: TEST_CONFIG, services };
  let ipCounter = 0;

  function browser(ip = `10.0.0.${++ipCounter}`): TestBrowser {
    const cookies = new MemoryCookieJar();
    const caller = createCaller(() =>
      createContext(deps, { cookies, log, meta: { ip, userAgent: 'vitest', headers: {} } }),
    );
    return { caller, cookies, ip };
  }

  /** A browser whose requests carry these headers (e.g. DNT: 1). */
  function browserWithHeaders(
    headers: Record<string, string>,
    ip = `10.1.0.${++ipCounter}`,
  ): TestBrowser {
    const cookies = new MemoryCookieJar();
    const caller = createCaller(() =>
      createContext(deps, { cookies, log, meta: { ip, userAgent: 'vitest', headers } }),
    );
    return { caller, cookies, ip };
  }

  let userCounter = 0;
  async function signedUpBrowser(
    overrides: { email?: string; password?: string; fullName?: string } = {},
  ) {
    const b = browser();
    userCounter += 1;
    const password = overrides.password ?? 'correct horse';
    const email =
      overrides.email ??
      `advisor${userCounter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await b.caller.auth.signUp({
      email,
      password,
      confirmPassword: password,
      fullName: overrides.fullName ?? `Advisor ${userCounter}`,
      companyName: 'Northwind Advisors',
    });
    // The account is written after sign-up answers; then its owner signs in with the password,
    // leaving the address unconfirmed (verifiedBrowser opens the mailed link as well).
    await services.mail.idle();
    const { user } = await b.caller.auth.signIn({ email, password });
    return { ...b, user, password };
  }

  /** A signed-up advisor who confirmed their e-mail address through the link mailed at sign-up. */
  async function verifiedBrowser(
    overrides: { email?: string; password?: string; fullName?: string } = {},
  ) {
    const b = await signedUpBrowser(overrides);
    await verifyEmailOf(b.user.email);
    return b;
  }

  /** Opens the newest confirmation link mailed to `email`, as its owner would. */
  async function verifyEmailOf(email: string) {
    await services.mail.idle();
    const [mail] = await database.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toAddress, email),
          like(emailOutbox.subject, 'Confirm your e-mail address%'),
        ),
      )
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    const token = /#token=([a-z0-9]+)/.exec(mail?.textBody ?? '')?.[1];
    if (!token) throw new Error(`no confirmation link was mailed to ${email}`);
    await browser().caller.auth.verifyEmail({ token });
  }

  /** A signed-up advisor who started the free trial through the test-mode checkout. */
  async function subscribedBrowser(
    overrides: { email?: string; password?: string; fullName?: string } = {},
  ) {
    const b = await signedUpBrowser(overrides);
    const { checkout_url } = await b.caller.billing.createCheckoutSession();
    const id = checkout_url.split('/').pop()!;
    await b.caller.billing.testCheckout.complete({ id });
    return b;
  }

  async function outbox() {
    await services.mail.idle();
    return database.db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt));
  }

  async function close() {
    await wired.drain(5_000);
    await wired.stop();
    await database.close();
  }

  return {
    db: database.db,
    database,
    services,
    deps,
    browser,
    browserWithHeaders,
    signedUpBrowser,
    verifiedBrowser,
    verifyEmailOf,
    subscribedBrowser,
    outbox,
    close,
  };
}

export type Harness = Awaited<ReturnType<typeof createHarness>>;

export {
  createFakeStripeServer,
  signStripeWebhook,
  type FakeStripeServer,
} from '../domains/billing/testing/fake-stripe-server';
export { startFakeAnthropic, type FakeAnthropic, type FakeAnthropicStep } from './fake-anthropic';
export { collectEvents, startInput } from './generation';
export { startSmtpServer, type ReceivedMail, type TestSmtpServer } from './smtp-server';
