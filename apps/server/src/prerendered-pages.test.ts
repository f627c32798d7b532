// Public pages are answered with the HTML the web build prerendered for them (painted before any
// script runs); every other app route, and a build without prerendered pages, get the app's shell.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { createTestServer, type TestServer } from './testing';

const SHELL = '<!doctype html><html><body><div id="root"></div></body></html>';
const page = (name: string) =>
  `<!doctype html><html><body><div id="root"><h1>${name}</h1></div></body></html>`;

const servers: TestServer[] = [];
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

async function serverWith(prerendered: Record<string, string>): Promise<TestServer> {
  const dist = await mkdtemp(join(tmpdir(), 'pitchcraft-prerendered-'));
  dirs.push(dist);
  await writeFile(join(dist, 'index.html'), SHELL);
  if (Object.keys(prerendered).length > 0) await mkdir(join(dist, 'prerendered'));
  for (const [file, html] of Object.entries(prerendered))
    await writeFile(join(dist, 'prerendered', file), html);
  const server = await createTestServer({ WEB_DIST: dist });
  servers.push(server);
  return server;
}

const html = (server: TestServer, url: string) =>
  server.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('prerendered public pages', () => {
  it('answers each public page with its prerendered HTML, and other routes with the shell', async () => {
    const server = await serverWith({
      'index.html': page('Landing'),
      'auth.html': page('Welcome Back'),
      'signup.html': page('Sign up'),
      'client-form.html': page('Loading form...'),
    });
    for (const [url, text] of [
      ['/', 'Landing'],
      ['/auth', 'Welcome Back'],
      ['/auth?next=%2Fgenerate', 'Welcome Back'],
      ['/signup', 'Sign up'],
      ['/client-form/3f1c9a2e-77aa-4c1b-9d0e-1a2b3c4d5e6f', 'Loading form...'],
    ] as const) {
      const response = await html(server, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(`<h1>${text}</h1>`);
      // Never kept without asking again: the page names this build's scripts.
      expect(response.headers['cache-control'], url).toMatch(/no-cache|max-age=0/);
    }
    for (const url of ['/profile', '/presentations', '/client-form/not/a/form', '/authx']) {
      expect((await html(server, url)).body, url).toBe(SHELL);
    }
  });

  it('falls back to the shell when the build prerendered nothing', async () => {
    const server = await serverWith({});
    for (const url of ['/', '/auth', '/client-form/abc'])
      expect((await html(server, url)).body, url).toBe(SHELL);
  });
});
