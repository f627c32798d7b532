/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const api = process.env.PITCHCRAFT_API ?? 'http://127.0.0.1:3000';

// react-router 7's package exports resolve to its development build (dev warnings and all) even
// in production (remix-run/react-router#12532); a production bundle takes its production build.
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * Preloads the Inter faces the first screen of the public pages uses (latin 400, 500, 600), so the
 * text paints once in Inter instead of swapping from the fallback font when the CSS finds it.
 */
function preloadInterFonts(): Plugin {
  return {
    name: 'pitchcraft:preload-inter',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) =>
        Object.keys(context.bundle ?? {})
          .filter((file) => /\/inter-latin-(400|500|600)-normal-[\w-]+\.woff2$/.test(file))
          .sort()
          .map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `/${file}`,
              crossorigin: true,
            },
            injectTo: 'head' as const,
          })),
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), preloadInterFonts()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
    ],
  },
  // /assets/ belongs to the presentation assets the server serves; the app's own files go to /static/.
  // The manifest lets scripts/bundle-budget.ts tell which chunks each route loads.
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsDir: 'static',
    chunkSizeWarningLimit: 600,
    manifest: true,
    modulePreload: { polyfill: false },
    // @pitchcraft/core is pure (schemas, constants, functions): a page importing one constant from its
    // barrel then loads only the modules it uses, not every schema of the package.
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/core/src/') },
    },
  },
  test: {
    setupFiles: ['../../scripts/vitest-console-guard.ts'],
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      [
        '/trpc',
        '/assets',
        '/content',
        '/shared-presentation',
        '/shared-page',
        '/beacons',
        '/brand-assets',
        '/exports',
        '/webhooks',
        '/dev',
        '/healthz',
      ].map((path) => [path, { target: api, changeOrigin: false }]),
    ),
  },
}));
