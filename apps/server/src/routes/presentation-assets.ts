// Pinned copies of what presentations load — Chart.js, Tailwind's browser build, Inter and an
// icon font — served from npm packages under /assets/ instead of third-party CDNs, and
// available as text so a downloaded presentation can inline them and render offline.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';

import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const require = createRequire(import.meta.url);
/** A package's folder, found from its entry point (some packages do not export package.json). */
function packageDir(name: string): string {
  let dir = dirname(require.resolve(name));
  while (
    !existsSync(join(dir, 'package.json')) ||
    !readFileSync(join(dir, 'package.json'), 'utf8').includes(`"name": "${name}"`)
  ) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`cannot locate the ${name} package`);
    dir = parent;
  }
  return dir;
}

const INTER_WEIGHTS = [400, 500, 600, 700] as const;

type Encoding = 'br' | 'gzip';
/** In order of preference when the browser accepts both. */
const ENCODINGS: Encoding[] = ['br', 'gzip'];

interface Asset {
  body: Buffer;
  type: string;
  /** Brotli and gzip copies of a text asset once compressPresentationAssets() made them. */
  encoded?: Record<Encoding, Buffer>;
}

/** Scripts and stylesheets; the fonts (woff2) are compressed already. */
const isText = (asset: Asset) => asset.type.startsWith('text/');

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
  files.set('inter.css', {
    body: Buffer.from(interCss((f) => `/assets/fonts/${f}`)),
    type: 'text/css; charset=utf-8',
  });
  files.set('fontawesome.css', { body: Buffer.from(faCssServed), type: 'text/css; charset=utf-8' });
  const fontData: Record<string, Buffer> = {};
  for (const weight of INTER_WEIGHTS) {
    const name = `inter-latin-${weight}-normal.woff2`;
    fontData[name] = readFileSync(join(interDir, 'files', name));
    files.set(`fonts/${name}`, { body: fontData[name], type: 'font/woff2' });
  }
  const faFonts: Record<string, Buffer> = {};
  for (const name of [
    'fa-brands-400.woff2',
    'fa-regular-400.woff2',
    'fa-solid-900.woff2',
    'fa-v4compatibility.woff2',
  ]) {
    faFonts[name] = readFileSync(join(faDir, 'webfonts', name));
    files.set(`webfonts/${name}`, { body: faFonts[name], type: 'font/woff2' });
  }
  const dataUrl = (buffer: Buffer | undefined) =>
    `data:font/woff2;base64,${buffer?.toString('base64') ?? ''}`;
  cached = {
    files,
    inline: {
      chartJs: chartJs.toString('utf8'),
      tailwindJs: tailwindJs.toString('utf8'),
      interCss: interCss((f) => dataUrl(fontData[f])),
      // Only the solid and regular faces are inlined: brands add ~100 KB for logos we never draw.
      fontAwesomeCss: faCss.replace(/url\(\.\.\/webfonts\/([^)]+)\)/g, (_m, file: string) =>
        file.startsWith('fa-solid') || file.startsWith('fa-regular')
          ? `url(${dataUrl(faFonts[file])})`
          : 'url(about:blank)',
      ),
    },
  };
  return cached;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
let compressing: Promise<void> | undefined;

/**
 * Makes the brotli (max quality) and gzip -9 copies of the text assets, once per process. It takes
 * about 2 s of CPU (Tailwind alone 1.3 s), so it runs on zlib's thread pool instead of blocking
 * start-up; until it is done the compression plugin compresses these answers on the fly.
 */
export function compressPresentationAssets(): Promise<void> {
  compressing ??= Promise.all(
    [...loadPresentationAssets().files.values()].filter(isText).map(async (asset) => {
      const [br, gz] = await Promise.all([
        brotli(asset.body, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: asset.body.length,
          },
        }),
        gzipped(asset.body, { level: 9 }),
      ]);
      asset.encoded = { br, gzip: gz };
    }),
  ).then(() => undefined);
  return compressing;
}

function send(request: FastifyRequest, reply: FastifyReply, asset: Asset) {
  void reply
    .header('content-type', asset.type)
    .header('cache-control', 'public, max-age=86400')
    // Presentations run in an opaque (sandboxed) origin: fonts need CORS, scripts need CORP.
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin');
  if (!isText(asset)) return reply.send(asset.body);
  // The answer depends on Accept-Encoding, whether the compressed copies are ready yet or not.
  void reply.header('vary', 'accept-encoding');
  const encoding = negotiate((request.headers['accept-encoding'] ?? '').toLowerCase(), ENCODINGS);
  if (!encoding || !asset.encoded) return reply.send(asset.body);
  return reply.header('content-encoding', encoding).send(asset.encoded[encoding]);
}

export function registerPresentationAssets(app: FastifyInstance): void {
  const assets = loadPresentationAssets();
  // Compressed once the server listens, or at the first request of one that never does (tests).
  let started = false;
  const compressOnce = () => {
    if (started) return;
    started = true;
    compressPresentationAssets().catch((err: unknown) =>
      app.log.warn({ err }, 'presentation assets left uncompressed'),
    );
  };
  app.addHook('onListen', (done) => {
    compressOnce();
    done();
  });
  app.get<{ Params: { '*': string } }>('/assets/*', async (request, reply) => {
    const asset = assets.files.get(request.params['*']);
    if (!asset) return reply.code(404).send({ error: 'Not found' });
    compressOnce();
    return send(request, reply, asset);
  });
}
