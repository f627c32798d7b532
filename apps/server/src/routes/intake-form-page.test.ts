// An intake form's page is rendered on the server with its link's public details (and carries them
// for the app's first render); a link that is not open, or a renderer fault, gets the app's frame.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { subscribedAdvisor, type Advisor } from '@pitchcraft/api/testing/http-client';

import { createTestServer, type TestServer } from '../testing';

const SHELL =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/static/app.js"></script></body></html>';
const FRAME =
  '<!doctype html><html><body><div id="root"><p>Loading form...</p></div></body></html>';
/** A stand-in for apps/web's server build: renders the link's title, and fails for one title. */
const RENDERER = `
export const SSR_DATA_ID = 'pc-ssr-data';
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export function intakeFormData(linkId, link) { return { queries: [[['intake', 'getLink', { linkId }], link]] }; }
export async function render(path, data) {
  const link = data.queries[0][1];
  if (link.title === 'Explode') throw new Error('render fault');
  return '<main><h1>' + esc(link.title) + '</h1><form aria-label="Client information"></form></main>';
}`;

let dir: string;
let server: TestServer;
let advisor: Advisor;

const page = (url: string) =>
  server.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pitchcraft-ssr-'));
  await mkdir(join(dir, 'dist', 'prerendered'), { recursive: true });
  await mkdir(join(dir, 'dist-ssr'));
  await writeFile(join(dir, 'dist', 'index.html'), SHELL);
  await writeFile(join(dir, 'dist', 'prerendered', 'client-form.html'), FRAME);
  await writeFile(join(dir, 'dist-ssr', 'prerender.js'), RENDERER);
  server = await createTestServer({ WEB_DIST: join(dir, 'dist') });
  advisor = await subscribedAdvisor(server.http, { email: 'forms@example.com' });
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('an intake form’s page', () => {
  it('is rendered with the link’s details, which travel in the page for the app', async () => {
    const link = await advisor.trpc.links.create.mutate({
      title: 'Family review </script><script>alert(1)</script>',
      industryType: 'insurance',
    });
    const response = await page(`/client-form/${link.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(
      '<h1>Family review &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>',
    );
    const data =
      /<script type="application\/json" id="pc-ssr-data">([\s\S]*?)<\/script>/.exec(
        response.body,
      )?.[1] ?? '';
    expect(data).not.toContain('<');
    expect(JSON.parse(data)).toMatchObject({
      queries: [
        [
          ['intake', 'getLink', { linkId: link.id }],
          { id: link.id, title: 'Family review </script><script>alert(1)</script>' },
        ],
      ],
    });
    // The page carries no alert of its own making: the title is text, the data is inert JSON.
    expect(response.body.match(/<script\b/g)).toHaveLength(2);
  });

  it('is the app’s frame for a link that does not exist, has expired or cannot be rendered', async () => {
    const broken = await advisor.trpc.links.create.mutate({
      title: 'Explode',
      industryType: 'insurance',
    });
    for (const url of ['/client-form/no-such-link', `/client-form/${broken.id}`]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(FRAME);
    }
  });
});
