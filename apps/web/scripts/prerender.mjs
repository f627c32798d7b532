// After `vite build` and the SSR build of src/prerender.tsx: writes dist/prerendered/<page>.html,
// the app's index.html with each public page's markup inside #root (the server sends it for that
// path; the app hydrates it). A page that renders nothing fails the build.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const ssrDir = fileURLToPath(new URL('../dist-ssr/', import.meta.url));
const { render, PRERENDERED_PAGES } = await import(pathToFileURL(`${ssrDir}prerender.js`).href);

const shell = readFileSync(`${dist}index.html`, 'utf8');
const ROOT = '<div id="root"></div>';
if (!shell.includes(ROOT)) throw new Error('dist/index.html has no empty #root to prerender into');

mkdirSync(`${dist}prerendered`, { recursive: true });
for (const page of PRERENDERED_PAGES) {
  const markup = await render(page.path);
  if (markup.length < 200)
    throw new Error(`prerendering ${page.path} gave almost nothing (${markup.length} characters)`);
  writeFileSync(
    `${dist}prerendered/${page.file}`,
    shell.replace(ROOT, `<div id="root">${markup}</div>`),
  );
  console.log(
    `prerendered ${page.path} → dist/prerendered/${page.file} (${markup.length} characters)`,
  );
}
// dist-ssr/ stays: the server renders intake forms with it per request.
