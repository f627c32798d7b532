// Heartbeat and section beacons of shared pages, as plain routes: they are the hottest write path
// (every open page, every 10 s) and navigator.sendBeacon posts them as the page closes. Same
// validation and the same service functions as the typed `analytics` procedures.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';

import { AppError, recordHeartbeat, recordSections } from '@pitchcraft/api';
import {
  findUnstorableText,
  UNSTORABLE_TEXT_MESSAGE,
  ZHeartbeatInput,
  ZSectionsInput,
} from '@pitchcraft/core';
import type { Database } from '@pitchcraft/db';

const BEACON_BODY_LIMIT = 8 * 1024;

function parse<T extends z.ZodType>(
  schema: T,
  body: unknown,
  reply: FastifyReply,
): z.output<T> | null {
  let value = body;
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body);
    } catch {
      void reply.code(400).send({ error: { message: 'Invalid JSON' } });
      return null;
    }
  }
  // Text PostgreSQL cannot store (NUL, unpaired surrogates) is refused like the tRPC procedures do.
  const unstorable = findUnstorableText(value);
  if (unstorable) {
    void reply
      .code(400)
      .send({ error: { message: UNSTORABLE_TEXT_MESSAGE, field: unstorable.join('.') } });
    return null;
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    void reply.code(400).send({
      error: { message: issue?.message ?? 'Invalid input', field: issue?.path.join('.') },
    });
    return null;
  }
  return result.data;
}

async function answer(reply: FastifyReply, work: () => Promise<unknown>) {
  try {
    await work();
    return reply.code(204).send();
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND')
      return reply.code(404).send({ error: { message: error.message } });
    throw error;
  }
}

export function registerBeaconRoutes(app: FastifyInstance, db: Database): void {
  app.register((scope, _options, done) => {
    // sendBeacon may send text/plain; both are JSON text.
    scope.addContentTypeParser(
      'text/plain',
      { parseAs: 'string', bodyLimit: BEACON_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    scope.post('/beacons/heartbeat', { bodyLimit: BEACON_BODY_LIMIT }, async (request, reply) => {
      const input = parse(ZHeartbeatInput, request.body, reply);
      if (!input) return reply;
      return answer(reply, () => recordHeartbeat({ db }, input));
    });
    scope.post('/beacons/sections', { bodyLimit: BEACON_BODY_LIMIT }, async (request, reply) => {
      const input = parse(ZSectionsInput, request.body, reply);
      if (!input) return reply;
      return answer(reply, () => recordSections({ db }, input));
    });
    done();
  });
}
