import type { FastifyInstance } from 'fastify';

import type { DatabaseHandle } from '@pitchcraft/db';

export function registerHealthRoute(app: FastifyInstance, database: DatabaseHandle): void {
  app.get('/healthz', async (_request, reply) => {
    try {
      await Promise.race([
        database.ping(),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('database ping timed out')), 2000),
        ),
      ]);
      return { status: 'ok', database: 'up' };
    } catch {
      return reply.code(503).send({ status: 'degraded', database: 'down' });
    }
  });
}
