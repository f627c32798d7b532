// Vitest global setup: the fault tests run the built server (dist/main.mjs) in separate
// processes, so it is built once, from this tree, before any test file starts.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export default function buildServerBundle(): void {
  execFileSync(process.execPath, ['build.mjs'], {
    cwd: fileURLToPath(new URL('../../', import.meta.url)),
    stdio: 'inherit',
  });
}
