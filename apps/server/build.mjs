// Bundles the server and our workspace packages into one ES module, so production starts with
// plain `node` (no TypeScript compilation at start-up). Third-party packages stay in node_modules.
import { build } from 'esbuild';

import { buildSharedPageAssets } from './src/shared-page/build-browser.mjs';

// The shared page's browser script and stylesheet, carried inside the bundle (src/shared-page/assets.ts).
const sharedPage = await buildSharedPageAssets();

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  define: { __SHARED_PAGE_ASSETS__: JSON.stringify(sharedPage) },
  // dist/main.mjs sits as deep as src/ does, so paths relative to import.meta.url (the migrations
  // folder, the repository root) resolve the same in both.
  plugins: [
    {
      name: 'external-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@pitchcraft/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
