import { createDatabase, migrate } from '@pitchcraft/db';

import { buildServer } from './app';
import { ConfigError, readConfig } from './env';

async function main(): Promise<void> {
  const config = readConfig();
  const database = await createDatabase({ url: config.DATABASE_URL, dataDir: config.pgliteDir });
  await migrate(database);
  const app = await buildServer(config, database);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    // Refuse new connections now: app.close() keeps listening while its preClose hook drains
    // generations. Requests and streams already running may finish; whatever is left near the
    // deadline (a stream following another process's job) is cut, so the database still closes
    // and the process exits cleanly; a browser's event stream reconnects to another process.
    app.server.close();
    const cut = setTimeout(
      () => app.server.closeAllConnections(),
      Math.floor(config.SHUTDOWN_TIMEOUT_MS * 0.8),
    );
    cut.unref();
    try {
      await app.close();
      clearTimeout(cut);
      await database.close();
      app.log.info('shut down cleanly');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(
    `Pitchcraft is running at ${config.appOrigin} (database: ${database.kind}, mail: ${config.SMTP_URL ? 'smtp' : 'dev outbox'})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Pitchcraft failed to start:', error);
  }
  process.exit(1);
});
