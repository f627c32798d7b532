/// <reference types="node" />
// The public pages are painted before any script runs: the build writes each one with its markup
// (run after `npm run build`, with the budgets; the unit test run excludes this file).
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { describe, expect, it } from 'vitest';

import { ZPublicIntakeLink } from '@pitchcraft/core';

const dist = fileURLToPath(new URL('../dist/prerendered/', import.meta.url));

describe('prerendered public pages', () => {
  it.each([
    ['index.html', 'AI-Powered Client Presentations'],
    ['auth.html', 'Welcome Back'],
    ['signup.html', 'Client presentations that win the meeting'],
    ['client-form.html', 'Loading form...'],
  ])('%s carries its content in the HTML', (file, text) => {
    const html = readFileSync(`${dist}${file}`, 'utf8');
    const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
    expect(root).toContain(text);
    // The same scripts and styles as the app's shell, so the app takes the page over.
    expect(html).toMatch(/<script type="module" crossorigin src="\/static\/[\w-]+\.js"><\/script>/);
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/static\/[\w-]+\.css">/);
  });

  it('renders the sign-in form itself, not a placeholder, so it can be used at once', () => {
    const html = readFileSync(`${dist}auth.html`, 'utf8');
    expect(html).toMatch(/<input[^>]*type="email"/);
    expect(html).toMatch(/<input[^>]*type="password"/);
  });

  it('renders an intake form with its link’s details, as the server does per request', async () => {
    const entry = fileURLToPath(new URL('../dist-ssr/prerender.js', import.meta.url));
    const ssr = (await import(pathToFileURL(entry).href)) as {
      intakeFormData: (linkId: string, link: unknown) => unknown;
      render: (path: string, data: unknown) => Promise<string>;
    };
    const link = ZPublicIntakeLink.parse({
      id: 'link-1',
      title: 'Rivera family <review>',
      description: null,
      expiresAt: null,
      industryType: 'insurance',
      templateData: {},
    });
    const markup = await ssr.render('/client-form/link-1', ssr.intakeFormData('link-1', link));
    expect(markup).toContain('Rivera family &lt;review&gt;');
    expect(markup).toContain('Full Name');
    expect(markup).not.toContain('Loading form...');
  });
});
