// A local stand-in for the Stripe API endpoints billing uses, so tests drive the real `stripe`
// SDK over HTTP: form-encoded requests in, Stripe-shaped JSON out, every request recorded.
import { randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import Stripe from 'stripe';

import { parseStripeForm, readBody, type FormValue } from './stripe-form';

type Json = Record<string, unknown>;

interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, FormValue>;
  stripeVersion: string | undefined;
  authorized: boolean;
}

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  trial_start: number | null;
  trial_end: number | null;
  current_period_start: number;
  current_period_end: number;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  created: number;
  metadata: Record<string, string>;
  items: { object: 'list'; data: Json[] };
  /** The proration_behavior of the last seat change (not a Stripe field: for assertions). */
  last_proration_behavior?: string;
}

const DAY = 24 * 60 * 60;
const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

export async function createFakeStripeServer() {
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, FakeSubscription>();
  const failures: { method: string; path: string; status: number; message: string }[] = [];

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
    response.end(JSON.stringify(body));
  };
  const notFound = (response: ServerResponse, what: string, id: string) =>
    send(response, 404, {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${what}: '${id}'`,
      },
    });

  /** A seat change: the item's new quantity, and how the change was prorated (recorded to assert). */
  function setQuantities(subscription: FakeSubscription, body: Record<string, FormValue>) {
    for (const change of body.items as Record<string, FormValue>[]) {
      const item = subscription.items.data.find((i) => i.id === change.id);
      if (item && typeof change.quantity === 'string') item.quantity = Number(change.quantity);
    }
    if (typeof body.proration_behavior === 'string')
      subscription.last_proration_behavior = body.proration_behavior;
  }

  function route(
    method: string,
    path: string,
    query: Record<string, string>,
    body: Record<string, FormValue>,
    response: ServerResponse,
  ) {
    const failure = failures.findIndex((f) => f.method === method && path.startsWith(f.path));
    if (failure >= 0) {
      const [f] = failures.splice(failure, 1);
      return send(response, f!.status, {
        error: {
          type: f!.status >= 500 ? 'api_error' : 'invalid_request_error',
          message: f!.message,
        },
      });
    }
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        email: body.email ?? null,
        metadata: body.metadata ?? {},
        created: now(),
      };
      customers.set(customer.id, customer);
      return send(response, 200, customer);
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = newId('cs_test');
      const session = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        customer: body.customer ?? null,
        mode: body.mode,
        status: 'open',
        payment_status: 'unpaid',
        subscription: null,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        metadata: body.metadata ?? {},
        client_reference_id: null,
        subscription_data: body.subscription_data ?? null,
        line_items: body.line_items ?? [],
        created: now(),
      };
      sessions.set(id, session);
      return send(response, 200, session);
    }
    if (method === 'GET' && path === '/v1/subscriptions') {
      const limit = Number(query.limit ?? 10);
      const data = [...subscriptions.values()]
        .filter((s) => !query.customer || s.customer === query.customer)
        .filter(
          (s) =>
            query.status === 'all' ||
            (query.status ? s.status === query.status : s.status !== 'canceled'),
        )
        .sort((a, b) => b.created - a.created)
        .slice(0, limit);
      return send(response, 200, {
        object: 'list',
        url: '/v1/subscriptions',
        has_more: false,
        data,
      });
    }
    const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (match?.[1]) {
      const subscription = subscriptions.get(match[1]);
      if (!subscription) return notFound(response, 'subscription', match[1]);
      if (method === 'POST' && body.cancel_at_period_end !== undefined)
        subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
      if (method === 'POST' && Array.isArray(body.items)) setQuantities(subscription, body);
      if (method === 'DELETE') {
        Object.assign(subscription, {
          status: 'canceled',
          canceled_at: now(),
          ended_at: now(),
          cancel_at_period_end: false,
        });
      }
      return send(response, 200, subscription);
    }
    return send(response, 404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${path})`,
      },
    });
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const text = await readBody(request);
      const method = request.method ?? 'GET';
      const query = Object.fromEntries(url.searchParams);
      const body = parseStripeForm(text);
      requests.push({
        method,
        path: url.pathname,
        query,
        body,
        stripeVersion: request.headers['stripe-version'] as string | undefined,
        authorized: (request.headers.authorization ?? '').startsWith('Bearer sk_'),
      });
      route(method, url.pathname, query, body, response);
    })().catch((error: unknown) =>
      send(response, 500, { error: { type: 'api_error', message: String(error) } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    host: '127.0.0.1',
    port,
    requests,
    customers,
    sessions,
    subscriptions,

    /** Requests to one endpoint, e.g. requestsTo('POST', '/v1/checkout/sessions'). */
    requestsTo(method: string, path: string) {
      return requests.filter((r) => r.method === method && r.path === path);
    },

    /** The next matching request answers with this error instead. */
    failNext(method: string, path: string, status = 400, message = 'Simulated failure') {
      failures.push({ method, path, status, message });
    },

    /** What Stripe does when the advisor pays on the hosted page: a subscription for the session. */
    completeCheckout(sessionId: string, options: { status?: string } = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no checkout session ${sessionId}`);
      const trialDays = Number((session.subscription_data as Json | null)?.trial_period_days ?? 0);
      const [line] = session.line_items as Json[];
      const start = now();
      const trialEnd = trialDays ? start + trialDays * DAY : null;
      const periodEnd = trialEnd ?? start + 30 * DAY;
      const subscription: FakeSubscription = {
        id: newId('sub'),
        object: 'subscription',
        customer: String(session.customer),
        status: options.status ?? (trialEnd ? 'trialing' : 'active'),
        trial_start: trialEnd ? start : null,
        trial_end: trialEnd,
        current_period_start: start,
        current_period_end: periodEnd,
        cancel_at_period_end: false,
        canceled_at: null,
        ended_at: null,
        // Strictly increasing, so "newest first" is well defined within one second.
        created: start + subscriptions.size,
        metadata: {},
        items: {
          object: 'list',
          data: [
            {
              id: newId('si'),
              object: 'subscription_item',
              price: {
                id: typeof line?.price === 'string' ? line.price : 'price_test',
                object: 'price',
              },
              quantity: Number(line?.quantity ?? 1),
              current_period_start: start,
              current_period_end: periodEnd,
            },
          ],
        },
      };
      subscriptions.set(subscription.id, subscription);
      Object.assign(session, {
        status: 'complete',
        payment_status: trialEnd ? 'no_payment_required' : 'paid',
        subscription: subscription.id,
      });
      return { session: { ...session }, subscription: { ...subscription } };
    },

    updateSubscription(id: string, patch: Partial<FakeSubscription>) {
      const subscription = subscriptions.get(id);
      if (!subscription) throw new Error(`no subscription ${id}`);
      Object.assign(subscription, patch);
      return { ...subscription };
    },

    /** A webhook event around a copy of `object` as it is now; the payload is the JSON to post. */
    event(type: string, object: object, options: { id?: string } = {}) {
      const event = {
        id: options.id ?? newId('evt'),
        object: 'event',
        api_version: '2025-02-24.acacia',
        created: now(),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: JSON.parse(JSON.stringify(object)) as Json },
      };
      return { id: event.id, payload: JSON.stringify(event) };
    },

    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}

export type FakeStripeServer = Awaited<ReturnType<typeof createFakeStripeServer>>;

/** A valid Stripe-Signature header for `payload`, as Stripe computes it. */
export function signStripeWebhook(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}
