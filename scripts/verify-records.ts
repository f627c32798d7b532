// `npm run verify:records`: recomputes every presentation's chain of versions in the database the
// server uses (DATABASE_URL, else the embedded database under PGLITE_DIR or ./data/pglite) and names
// the first broken link of each; exits 1 when any is broken. Reads only: nothing is migrated or
// changed. The embedded database is one process's at a time, so stop the server first.
import { createDatabase } from '@pitchcraft/db';

import { readConfig } from '../apps/server/src/env';
import { describeCheck, verifyChain } from '../packages/api/src/domains/records/verify-chain';

const config = readConfig();
const handle = await createDatabase({ url: config.DATABASE_URL, dataDir: config.pgliteDir });
const where = handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : config.pgliteDir;
let broken = 0;
try {
  const checks = await verifyChain(handle.db);
  const versions = checks.reduce((sum, check) => sum + check.versions, 0);
  for (const check of checks) {
    if (check.ok) continue;
    broken += 1;
    process.stdout.write(`BROKEN  presentation ${check.presentationId}: ${describeCheck(check)}\n`);
  }
  process.stdout.write(
    `${checks.length} presentation${checks.length === 1 ? '' : 's'}, ${versions} version${versions === 1 ? '' : 's'} checked in ${where}: ` +
      (broken === 0 ? 'every chain is intact.\n' : `${broken} broken.\n`),
  );
} catch (error) {
  // A database not yet migrated to the hashes cannot be checked: say what to do.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  process.stderr.write(
    `Could not verify the records in ${where}: ${cause instanceof Error ? cause.message : String(cause)}\n` +
      'Is the database migrated (npm run db:migrate) and, for the embedded one, the server stopped?\n',
  );
  broken = -1;
} finally {
  await handle.close();
}
process.exit(broken === 0 ? 0 : 1);
