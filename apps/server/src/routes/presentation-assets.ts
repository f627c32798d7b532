// Pinned copies of what presentations load — Chart.js, Tailwind's browser build, Inter and an
// icon font — served from npm packages under /assets/ instead of third-party CDNs, and
// available as text so a downloaded presentation can inline them and render offline.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

const require = createRequire(import.meta.url);
/** A package's folder, found from its entry point (some packages do not export package.json). */
function packageDir(name: string): string {
  let dir = dirname(require.resolve(name));
  while (!existsSync(join(dir, 'package.json')) || !readFileSync(join(dir, 'package.json'), 'utf8').includes(`"name": "${name}"`)) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`cannot locate the ${name} package`);
    dir = parent;
  }
  return dir;
}

const INTER_WEIGHTS = [400, 500, 600, 700] as const;

interface Asset {
  body: Buffer;
  type: string;
}

function interCss(urlFor: (file: string) => string): string {
  return INTER_WEIGHTS.map(
    (weight) =>
      `@font-face{font-family:'Inter';font-style:normal;font-display:swap;font-weight:${weight};src:url(${urlFor(`inter-latin-${weight}-normal.woff2`)}) format('woff2');}`,
  ).join('\n');
}

export interface PresentationAssets {
  /** Files served under /assets/, by path below it. */
  files: Map<string, Asset>;
  /** Self-contained text of each top-level asset for inlining into a downloaded file. */
  inline: { chartJs: string; tailwindJs: string; interCss: string; fontAwesomeCss: string };
}

let cached: PresentationAssets | undefined;

export function loadPresentationAssets(): PresentationAssets {
  if (cached) return cached;
  const chartDir = packageDir('chart.js');
  const tailwindDir = packageDir('@tailwindcss/browser');
  const interDir = packageDir('@fontsource/inter');
  const faDir = packageDir('@fortawesome/fontawesome-free');
  const files = new Map<string, Asset>();
  const chartJs = readFileSync(join(chartDir, 'dist/chart.umd.min.js'));
  const tailwindJs = readFileSync(join(tailwindDir, 'dist/index.global.js'));
  // The stylesheet points at ../webfonts/, which from /assets/fontawesome.css would leave /assets/.
  const faCss = readFileSync(join(faDir, 'css/all.min.css'), 'utf8');
  const faCssServed = faCss.replace(/url\(\.\.\/webfonts\//g, 'url(/assets/webfonts/');
  files.set('chart.umd.js', { body: chartJs, type: 'text/javascript; charset=utf-8' });
  files.set('tailwind.js', { body: tailwindJs, type: 'text/javascript; charset=utf-8' });
  files.set('inter.css', { body: Buffer.from(interCss((f) => `/assets/fonts/${f}`)), type: 'text/css; charset=utf-8' });
  files.set('fontawesome.css', { body: Buffer.from(faCssServed), type: 'text/css; charset=utf-8' });
  const fontData: Record<string, Buffer> = {};
  for (const weight of INTER_WEIGHTS) {
    const name = `inter-latin-${weight}-normal.woff2`;
    fontData[name] = readFileSync(join(interDir, 'files', name));
    files.set(`fonts/${name}`, { body: fontData[name], type: 'font/woff2' });
  }
  const faFonts: Record<string, Buffer> = {};
  for (const name of ['fa-brands-400.woff2', 'fa-regular-400.woff2', 'fa-solid-900.woff2', 'fa-v4compatibility.woff2']) {
    faFonts[name] = readFileSync(join(faDir, 'webfonts', name));
    files.set(`webfonts/${name}`, { body: faFonts[name], type: 'font/woff2' });
  }
  const dataUrl = (buffer: Buffer | undefined) => `data:font/woff2;base64,${buffer?.toString('base64') ?? ''}`;
  cached = {
    files,
    inline: {
      chartJs: chartJs.toString('utf8'),
      tailwindJs: tailwindJs.toString('utf8'),
      interCss: interCss((f) => dataUrl(fontData[f])),
      // Only the solid and regular faces are inlined: brands add ~100 KB for logos we never draw.
      fontAwesomeCss: faCss.replace(/url\(\.\.\/webfonts\/([^)]+)\)/g, (_m, file: string) =>
        file.startsWith('fa-solid') || file.startsWith('fa-regular') ? `url(${dataUrl(faFonts[file])})` : 'url(about:blank)',
      ),
    },
  };
  return cached;
}

function send(reply: FastifyReply, asset: Asset) {
  return reply
    .header('content-type', asset.type)
    .header('cache-control', 'public, max-age=86400')
    // Presentations run in an opaque (sandboxed) origin: fonts need CORS, scripts need CORP.
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin')
    .send(asset.body);
}

export function registerPresentationAssets(app: FastifyInstance): void {
  const assets = loadPresentationAssets();
  app.get<{ Params: { '*': string } }>('/assets/*', async (request, reply) => {
    const asset = assets.files.get(request.params['*']);
    if (!asset) return reply.code(404).send({ error: 'Not found' });
    return send(reply, asset);
  });
}
