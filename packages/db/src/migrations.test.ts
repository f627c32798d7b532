// The schema and the committed migrations must agree: generating from the schema into a copy
// of drizzle/ must find nothing new to write.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

describe('migrations', () => {
  it('match the Drizzle schema', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pc-migrations-'));
    try {
      cpSync(join(root, 'drizzle'), join(dir, 'drizzle'), { recursive: true });
      writeFileSync(
        join(dir, 'drizzle.config.ts'),
        `export default { dialect: 'postgresql', schema: ${JSON.stringify(join(root, 'packages/db/src/schema/index.ts'))}, out: './drizzle' };\n`,
      );
      const before = readdirSync(join(dir, 'drizzle')).length;
      const output = execFileSync(
        join(root, 'node_modules/.bin/drizzle-kit'),
        ['generate', '--config=drizzle.config.ts'],
        {
          cwd: dir,
          encoding: 'utf8',
          env: { ...process.env, NODE_PATH: join(root, 'node_modules') },
        },
      );
      expect(output).toContain('No schema changes');
      expect(
        readdirSync(join(dir, 'drizzle')).length,
        'run `npm run db:generate` and commit the migration',
      ).toBe(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
