// POST /webhooks/stripe: a plain Fastify route outside tRPC that hands the raw, signed body to the
// billing domain. Its own content-type parser (scoped to this plugin) keeps the bytes intact for
// the signature check, while the rest of the app keeps Fastify's JSON parsing.
import type { FastifyInstance } from 'fastify';

import {
  handleStripeWebhook,
  providerErrorSummary,
  WebhookSignatureError,
  type Logger,
  type StripeWebhookDeps,
} from '@pitchcraft/api';

const WEBHOOK_BODY_LIMIT_BYTES = 1_000_000;

export async function registerStripeWebhookRoute(
  app: FastifyInstance,
  deps: StripeWebhookDeps,
): Promise<void> {
  await app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );

    scope.post('/webhooks/stripe', async (request, reply) => {
      const header = request.headers['stripe-signature'];
      const signature = typeof header === 'string' ? header : undefined;
      const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const log = request.log as unknown as Logger;
      try {
        const outcome = await handleStripeWebhook({ ...deps, log }, payload, signature);
        return reply.code(200).send({ received: true, outcome });
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          // Neither the header nor the body is logged: a signature is a credential's output.
          log.warn(
            { hasSignature: Boolean(signature) },
            'stripe webhook refused: invalid signature',
          );
          return reply.code(400).send({ error: 'Invalid signature' });
        }
        log.error(
          { ...providerErrorSummary(error) },
          'stripe webhook processing failed; Stripe will retry',
        );
        return reply.code(500).send({ error: 'Webhook processing failed' });
      }
    });
    done();
  });
}
