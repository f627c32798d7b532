// Builds the shared page's browser script (./browser/main.ts) and stylesheet (./shared-page.css),
// minified, in memory. The server bundle carries them (build.mjs); run from source (tsx, vitest),
// the server builds them on first use (./assets.ts).
import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

/** @returns {Promise<{ script: string, css: string }>} */
export async function buildSharedPageAssets() {
  // Imported here, not above: the production bundle includes this file but never calls it.
  const { build } = await import('esbuild');
  const common = { write: false, minify: true, legalComments: 'none', logLevel: 'warning' };
  const [script, css] = await Promise.all([
    build({
      ...common,
      entryPoints: [here('./browser/main.ts')],
      bundle: true,
      format: 'iife',
      target: ['es2020', 'safari14'],
      tsconfig: here('./browser/tsconfig.json'),
    }),
    // Not bundled: the font URLs are the server's own /assets/ paths, left as they are.
    build({
      ...common,
      entryPoints: [here('./shared-page.css')],
      target: ['chrome90', 'safari14', 'firefox90'],
    }),
  ]);
  return { script: script.outputFiles[0].text, css: css.outputFiles[0].text };
}
