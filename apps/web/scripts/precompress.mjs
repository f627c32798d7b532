// Writes a brotli (.br, max quality) and a gzip (.gz, level 9) copy next to every text file of the
// built web app, once at build time: the server's static plugin (preCompressed) sends the copy the
// browser accepts, so no request pays for compression. Run after `vite build`:
// `node scripts/precompress.mjs [dist]` (apps/web/dist by default).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt']);
// Below this a compressed copy saves too little to matter; the server's threshold is the same.
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Files below `dir`, skipping dot-folders (.vite holds the build manifest, which is never served). */
async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : filesUnder(path);
      return entry.isFile() ? [path] : [];
    }),
  );
  return nested.flat();
}

/** Compresses the text files of `dist`; returns what was written, in bytes. */
export async function precompress(dist) {
  const totals = { files: 0, raw: 0, br: 0, gzip: 0 };
  const files = (await filesUnder(dist)).filter((file) =>
    COMPRESSIBLE.has(extname(file).toLowerCase()),
  );
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      if (body.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipped(body, { level: 9 }),
      ]);
      // A copy no smaller than the file is left out: the server then sends the file itself.
      if (br.length < body.length) await writeFile(`${file}.br`, br);
      if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
      totals.files += 1;
      totals.raw += body.length;
      totals.br += Math.min(br.length, body.length);
      totals.gzip += Math.min(gz.length, body.length);
    }),
  );
  return totals;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = resolve(process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url)));
  const { files, raw, br, gzip: gz } = await precompress(dist);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `precompressed ${files} files in ${dist}: ${kb(raw)} -> brotli ${kb(br)}, gzip ${kb(gz)}`,
  );
}
