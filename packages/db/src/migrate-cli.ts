// `npm run db:migrate`: applies the versioned migrations to DATABASE_URL or the embedded database.
import { createDatabase, migrate } from './client';

const handle = await createDatabase({ url: process.env.DATABASE_URL || undefined, dataDir: process.env.PGLITE_DIR ?? './data/pglite' });
await migrate(handle);
await handle.close();
process.stdout.write(`Migrations applied (${handle.kind}).\n`);
