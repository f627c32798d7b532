// `npm run db:migrate`: applies the versioned migrations to DATABASE_URL or the embedded database.
import { createDatabase, migrate } from './client';

// An empty DATABASE_URL, like an unset one, means the embedded database.
const databaseUrl = process.env.DATABASE_URL;
const handle = await createDatabase({
  url: databaseUrl !== '' ? databaseUrl : undefined,
  dataDir: process.env.PGLITE_DIR ?? './data/pglite',
});
await migrate(handle);
await handle.close();
process.stdout.write(`Migrations applied (${handle.kind}).\n`);
