// The harnesses' one way to call the API over HTTP, as the web app does: a typed tRPC client with a
// cookie jar and the Origin header the server's cross-site guard wants, and the account flows
// written once (sign up, confirm the address, subscribe). Framework-free: server tests hand it a
// fetch over Fastify's inject, the browser journeys one over Playwright's request context, the
// fault tests and benchmarks Node's own. It imports the router's types only, so nothing of the
// API's runtime comes with it.
import { createTRPCClient, httpBatchLink, TRPCClientError, type TRPCClient } from '@trpc/client';

import type { AppRouter } from '../root';

/** A fetch as the client calls it: a URL string and the request's method, headers and body. */
export type HttpFetch = (url: string, init?: RequestInit) => Promise<Response>;

/** Where and how a client reaches the server. */
export interface HttpTarget {
  /** The server's base URL; tRPC is at `${url}/trpc`. */
  url: string;
  /** The Origin a state-changing request carries (the server's APP_ORIGIN); the URL's origin if unset. */
  origin?: string;
  /** Headers added to every request, e.g. x-forwarded-for behind a proxy. */
  headers?: Record<string, string>;
  /** Node's fetch unless given (Fastify's inject, Playwright's request context). */
  fetch?: HttpFetch;
  /**
   * The fetch keeps the cookies itself (Playwright's request context shares the browser's), so the
   * client's jar records the cookies it is sent but never sends them.
   */
  fetchKeepsCookies?: boolean;
}

/** The session cookie's names: __Host- prefixed over https. */
const SESSION_COOKIE_NAMES = ['pc_session', '__Host-pc_session'];

/** The cookies a client was sent, sent back on its requests, as a browser keeps them. */
export class HttpCookieJar {
  readonly values = new Map<string, string>();

  /** Starts with `cookie`: a Cookie header ("pc_session=...; other=..."), e.g. another client's. */
  constructor(cookie?: string) {
    for (const pair of (cookie ?? '').split(';')) {
      const cut = pair.indexOf('=');
      if (cut > 0) this.values.set(pair.slice(0, cut).trim(), pair.slice(cut + 1).trim());
    }
  }

  /** Takes the Set-Cookie headers of a response: a cookie set empty, or expired, is removed. */
  receive(setCookies: string[]): void {
    for (const setCookie of setCookies) {
      const [pair = '', ...attributes] = setCookie.split(';');
      const cut = pair.indexOf('=');
      if (cut <= 0) continue;
      const name = pair.slice(0, cut).trim();
      const value = pair.slice(cut + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', setting = ''] = attribute.split('=').map((part) => part.trim());
        if (/^max-age$/i.test(key)) return Number(setting) <= 0;
        if (/^expires$/i.test(key)) return Date.parse(setting) <= Date.now();
        return false;
      });
      if (expired || !value) this.values.delete(name);
      else this.values.set(name, value);
    }
  }

  /** The Cookie header for a request, or undefined when the jar is empty. */
  header(): string | undefined {
    if (this.values.size === 0) return undefined;
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** The session cookie as a Cookie header pair ("pc_session=..."), or undefined without one. */
  get session(): string | undefined {
    const name = SESSION_COOKIE_NAMES.find((n) => this.values.has(n));
    return name ? `${name}=${this.values.get(name)}` : undefined;
  }
}

export interface SeenResponse {
  /** The request's path and query (a batch's path names its calls: /trpc/a.b,c.d). */
  path: string;
  status: number;
  headers: Headers;
}

/** A simulated browser: the typed client, its cookies, and plain requests with the same cookies. */
export interface HttpSession {
  trpc: TRPCClient<AppRouter>;
  cookies: HttpCookieJar;
  target: HttpTarget;
  /** Every response the session had, oldest first (their bodies are read by whoever asked). */
  readonly responses: readonly SeenResponse[];
  /** The last response to a request for `path` (e.g. "/trpc/auth.signIn"), whatever its query. */
  lastResponseTo(path: string): SeenResponse | undefined;
  /** A plain request to a path of the server (or a full URL), with the session's cookies and Origin. */
  request(path: string, init?: RequestInit): Promise<Response>;
}

/** A client for `target`; `cookies` starts its jar (another session's jar, or a Cookie header). */
export function createHttpClient(
  target: HttpTarget,
  cookies: HttpCookieJar | string = new HttpCookieJar(),
): HttpSession {
  const jar = typeof cookies === 'string' ? new HttpCookieJar(cookies) : cookies;
  const base = target.url.replace(/\/$/, '');
  const origin = target.origin ?? new URL(base).origin;
  const send = target.fetch ?? ((url: string, init?: RequestInit) => fetch(url, init));
  const responses: SeenResponse[] = [];

  async function request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(target.headers ?? {})) headers.set(name, value);
    const method = (init.method ?? 'GET').toUpperCase();
    // As a browser does: Origin on what changes state, which the cross-site guard checks.
    if (method !== 'GET' && method !== 'HEAD' && !headers.has('origin'))
      headers.set('origin', origin);
    const cookie = jar.header();
    if (cookie && !target.fetchKeepsCookies && !headers.has('cookie'))
      headers.set('cookie', cookie);
    const url = /^https?:\/\//.test(path) ? path : `${base}${path}`;
    const response = await send(url, { ...init, headers });
    jar.receive(response.headers.getSetCookie());
    const { pathname, search } = new URL(url);
    responses.push({ path: pathname + search, status: response.status, headers: response.headers });
    return response;
  }

  // The web app's link: calls made together travel as one batch, in the app's wire format.
  const trpc = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${base}/trpc`,
        // tRPC's links call fetch with the URL as a string.
        fetch: (url, init) => request(url as string, init as RequestInit),
      }),
    ],
  });
  return {
    trpc,
    cookies: jar,
    target,
    responses,
    lastResponseTo: (path) => responses.findLast((r) => r.path.split('?')[0] === path),
    request,
  };
}

// ---------------------------------------------------------------------------------------------
// A failed call, as the tests look at it.

export interface CallFailure {
  /** The HTTP status of the answer. */
  status: number;
  /** The tRPC error code (UNAUTHORIZED, BAD_REQUEST, ...); undefined for an answer not from tRPC. */
  code: string | undefined;
  message: string;
  /** The input field a BAD_REQUEST is about, and an AppError's reason, when the server names them. */
  field?: string;
  reason?: string;
  /** The answer's JSON body, whole. */
  body: unknown;
}

/** The failure a call answered, or undefined when it succeeded; throws when it never reached the server. */
async function settled(call: Promise<unknown>): Promise<CallFailure | undefined> {
  try {
    await call;
    return undefined;
  } catch (error) {
    if (!(error instanceof TRPCClientError)) throw error;
    const failed = error as TRPCClientError<AppRouter>;
    const meta = failed.meta as { response?: Response; responseJSON?: unknown } | undefined;
    const status = failed.data?.httpStatus ?? meta?.response?.status;
    if (status === undefined) throw error;
    return {
      status,
      code: failed.data?.code,
      message: failed.message,
      field: failed.data?.field,
      reason: failed.data?.reason,
      body: meta?.responseJSON,
    };
  }
}

/** What a call that should fail answered; throws if it succeeded or never reached the server. */
export async function failureOf(call: Promise<unknown>): Promise<CallFailure> {
  const failure = await settled(call);
  if (!failure) throw new Error('the call succeeded');
  return failure;
}

/** The HTTP status a call answered: 200 when it succeeded, else its failure's. */
export async function statusOf(call: Promise<unknown>): Promise<number> {
  return (await settled(call))?.status ?? 200;
}

// ---------------------------------------------------------------------------------------------
// The dev outbox (GET /dev/outbox.json), where a server outside production keeps the mail it sent.

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The subjects of the mail sign-up sends: the new account's link, or the word to an existing account's owner. */
export const SIGN_UP_MAIL = {
  confirm: 'Confirm your e-mail address for Pitchcraft',
  attempt: 'Someone tried to sign up for Pitchcraft with your e-mail address',
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The newest mail to `to` whose subject starts with `subject` (or one of them). Mail is often
 * written just after the answer that sends it, so this waits up to `timeoutMs` for it; undefined
 * when none came, or when the server has no dev outbox (production).
 */
export async function outboxMail(
  session: HttpSession,
  to: string,
  subject: string | string[],
  timeoutMs = 3_000,
): Promise<OutboxMail | undefined> {
  const subjects = Array.isArray(subject) ? subject : [subject];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await session.request('/dev/outbox.json');
    if (response.status === 404) return undefined;
    const mail = ((await response.json()) as OutboxMail[]).find(
      (m) =>
        m.to.toLowerCase() === to.toLowerCase() &&
        subjects.some((start) => m.subject.startsWith(start)),
    );
    if (mail || Date.now() > deadline) return mail;
    await wait(20);
  }
}

/** The token of the link in the newest mail to `to` whose subject starts with `subject`. */
export async function mailedToken(
  session: HttpSession,
  to: string,
  subject: string,
): Promise<string> {
  const token = /#token=([A-Za-z0-9_-]+)/.exec(
    (await outboxMail(session, to, subject))?.text ?? '',
  )?.[1];
  if (!token) throw new Error(`no "${subject}" mail with a link to ${to}`);
  return token;
}

// ---------------------------------------------------------------------------------------------
// The account flows.

export interface AdvisorDetails {
  email: string;
  password: string;
  fullName: string;
  companyName: string;
}

/** A signed-in advisor's browser, and the details they signed up with. */
export interface Advisor extends HttpSession, AdvisorDetails {
  userId: string;
  /** The session cookie as a Cookie header pair ("pc_session=..."), for raw requests and streams. */
  readonly cookie: string;
}

let advisorCounter = 0;

/** Details for a new advisor: a fresh address unless given. */
export function advisorDetails(details: Partial<AdvisorDetails> = {}): AdvisorDetails {
  advisorCounter += 1;
  return {
    email: `advisor-${Date.now().toString(36)}-${advisorCounter}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'correct-horse-1',
    fullName: 'Test Advisor',
    companyName: 'Test Co',
    ...details,
  };
}

/**
 * Signs up, then signs in with the password (sign-up itself starts no session), leaving the address
 * unconfirmed. The account is written just after sign-up answers: signing in first waits for its
 * mail in the dev outbox (a failed sign-in counts against the address's limit), then still retries
 * a refusal for about 3 s (a production server has no dev outbox).
 */
export async function signedUpAdvisor(
  target: HttpTarget,
  details: Partial<AdvisorDetails> = {},
): Promise<Advisor> {
  const advisor = advisorDetails(details);
  const session = createHttpClient(target);
  await session.trpc.auth.signUp.mutate({ ...advisor, confirmPassword: advisor.password });
  await outboxMail(session, advisor.email, [SIGN_UP_MAIL.confirm, SIGN_UP_MAIL.attempt]);
  const signIn = () =>
    session.trpc.auth.signIn.mutate({ email: advisor.email, password: advisor.password });
  let signedIn: Awaited<ReturnType<typeof signIn>> | undefined;
  for (const delayMs of [50, 100, 200, 400, 800, 1_500, 0]) {
    try {
      signedIn = await signIn();
      break;
    } catch (error) {
      const refused =
        error instanceof TRPCClientError &&
        (error as TRPCClientError<AppRouter>).data?.code === 'UNAUTHORIZED';
      if (!refused || delayMs === 0) throw error;
      await wait(delayMs);
    }
  }
  return {
    ...advisor,
    ...session,
    userId: signedIn!.user.id,
    get cookie() {
      const cookie = session.cookies.session;
      if (!cookie) throw new Error(`${advisor.email} holds no session cookie`);
      return cookie;
    },
  };
}

/** Opens the confirmation link mailed to the advisor at sign-up, as its owner would. */
export async function confirmEmail(advisor: Advisor): Promise<void> {
  const token = await mailedToken(advisor, advisor.email, SIGN_UP_MAIL.confirm);
  // From a mail client: a browser of its own, whose new session the advisor's does not need.
  await createHttpClient(advisor.target).trpc.auth.verifyEmail.mutate({ token });
}

/** A signed-up advisor who confirmed their address through the link mailed at sign-up. */
export async function verifiedAdvisor(
  target: HttpTarget,
  details: Partial<AdvisorDetails> = {},
): Promise<Advisor> {
  const advisor = await signedUpAdvisor(target, details);
  await confirmEmail(advisor);
  return advisor;
}

/** Starts the advisor's free trial through the test-mode checkout (BILLING_MODE=test). */
export async function subscribe(advisor: HttpSession): Promise<void> {
  const { checkout_url } = await advisor.trpc.billing.createCheckoutSession.mutate();
  const id = checkout_url.split('/').pop() ?? '';
  await advisor.trpc.billing.testCheckout.complete.mutate({ id });
}

/** A signed-up advisor (address unconfirmed) on the free trial, started through the test-mode checkout. */
export async function subscribedAdvisor(
  target: HttpTarget,
  details: Partial<AdvisorDetails> = {},
): Promise<Advisor> {
  const advisor = await signedUpAdvisor(target, details);
  await subscribe(advisor);
  return advisor;
}
