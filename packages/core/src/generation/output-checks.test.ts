import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { isDocumentPage, presentationAssetTags, repairHtml } from './html-repair';
import {
  checkGeneratedHtml,
  decodeHtmlEntities,
  OUTPUT_CHECK_MESSAGES as M,
  simplifiedText,
  VIEWER_ERROR_MESSAGES as V,
  viewerErrorFor,
  viewerErrorForBodyLength,
} from './output-checks';

const filler = `<p>${'Protecting your family matters. '.repeat(40)}</p>`;
const page = (head: string, body = filler) =>
  `<!DOCTYPE html>\n<html lang="en">\n<head>\n<title>T</title>\n${head}\n</head>\n<body>\n<section id="cover"><h2>Cover</h2>${body}</section>\n</body>\n</html>`;

function count(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1;
}

describe('checkGeneratedHtml', () => {
  it.each([
    ['plain text', 'Sorry, I cannot do that.', M.notHtml],
    ['no closing tags', `<!DOCTYPE html><html><body>${filler}`, M.incomplete],
    ['no closing html', `<html><body>${filler}</body>`, M.incomplete],
    ['no body open tag', `<!DOCTYPE html><div>${filler}</div></body></html>`, M.invalidStructure],
    ['no html open tag', `<!DOCTYPE html><body>${filler}</body></html>`, M.invalidStructure],
    ['too short', '<!DOCTYPE html><html><body><p>Hi</p></body></html>', M.tooShort],
    ['a full page', page(''), null],
  ])('%s → %j', (_label, html, message) => {
    expect(checkGeneratedHtml(html)).toBe(message);
  });

  it('counts the trimmed length against the 1000-character minimum', () => {
    const shell = '<html><body></body></html>';
    const exactly = `<html><body>${'x'.repeat(1000 - shell.length)}</body></html>`;
    expect(exactly.length).toBe(1000);
    expect(checkGeneratedHtml(`   ${exactly}   `)).toBeNull();
    expect(checkGeneratedHtml(`   ${exactly.replace('x', '')}   `)).toBe(M.tooShort);
  });
});

describe('repairHtml', () => {
  const cdnHead = [
    '<script src="https://cdn.jsdelivr.net/npm/chart.js@3.9.1/dist/chart.min.js"></script>',
    '<script src="https://cdn.tailwindcss.com"></script>',
    '<link href="https://cdn.jsdelivr.net/npm/tailwindcss@2.2.19/dist/tailwind.min.css" rel="stylesheet">',
    '<link rel="preconnect" href="https://fonts.googleapis.com">',
    '<link href="https://fonts.googleapis.com/css2?family=Inter:wght@400;700&display=swap" rel="stylesheet">',
    '<link rel="stylesheet" href="https://cdnjs.cloudflare.com/ajax/libs/font-awesome/6.4.0/css/all.min.css">',
    '<script src="https://tracker.example.com/t.js"></script>',
    "<script src='//evil.example/x.js' async></script>",
    '<base href="https://evil.example/">',
    '<meta http-equiv="refresh" content="0;url=https://evil.example">',
    '<style>@import url("https://fonts.googleapis.com/css?family=Roboto"); body { color: red }</style>',
  ].join('\n');

  it('replaces CDN assets with our pinned ones and removes other foreign requests', () => {
    const out = repairHtml(page(cdnHead));
    expect(out).not.toMatch(/https?:\/\/|\/\/evil/);
    expect(out).not.toMatch(/<base\b|http-equiv/);
    for (const tag of [
      '<script src="/assets/chart.umd.js"></script>',
      '<script src="/assets/tailwind.js"></script>',
      '<link rel="stylesheet" href="/assets/inter.css">',
      '<link rel="stylesheet" href="/assets/fontawesome.css">',
    ]) {
      expect(count(out, tag)).toBe(1);
    }
    expect(out).toContain('body { color: red }');
  });

  it('adds the viewport meta, assets and the runtime once to a bare page', () => {
    const out = repairHtml(page(''));
    expect(count(out, 'name="viewport"')).toBe(1);
    expect(count(out, '<meta charset="utf-8">')).toBe(1);
    expect(count(out, 'data-pitchcraft-runtime')).toBe(1);
    expect(out.indexOf('/assets/chart.umd.js')).toBeLessThan(out.indexOf('<body'));
    expect(checkGeneratedHtml(out)).toBeNull();
  });

  it('keeps an existing viewport and charset and inline scripts', () => {
    const head = '<meta charset="UTF-8"><meta name="viewport" content="width=device-width">';
    const out = repairHtml(
      page(head, `${filler}<script>new Chart(document.getElementById('c'), {})</script>`),
    );
    expect(count(out, 'viewport')).toBe(1);
    expect(count(out.toLowerCase(), 'charset')).toBe(1);
    expect(out).toContain("<script>new Chart(document.getElementById('c'), {})</script>");
  });

  it('creates a head when the document has none', () => {
    const out = repairHtml(`<!DOCTYPE html><html><body>${filler}</body></html>`);
    expect(out).toMatch(/<html><head>|<html>\s*<head>/);
    expect(checkGeneratedHtml(out)).toBeNull();
    expect(out.indexOf('data-pitchcraft-runtime')).toBeLessThan(out.indexOf('<body'));
  });

  it('uses the asset base for our assets and keeps scripts from our own origin', () => {
    const own = '<script src="https://app.pitchcraft.example/assets/extra.js"></script>';
    const out = repairHtml(page(own), { assetBase: 'https://app.pitchcraft.example' });
    expect(out).toContain(
      '<script src="https://app.pitchcraft.example/assets/chart.umd.js"></script>',
    );
    expect(out).toContain(
      '<link rel="stylesheet" href="https://app.pitchcraft.example/assets/inter.css">',
    );
    expect(out).toContain(own);
    expect(out).toContain('"https://app.pitchcraft.example/assets/chart.umd.js"');
  });

  it('replaces a forged runtime script', () => {
    const out = repairHtml(
      page('<script data-pitchcraft-runtime>parent.postMessage("x","*")</script>'),
    );
    expect(out).not.toContain('parent.postMessage("x","*")');
    expect(count(out, 'data-pitchcraft-runtime')).toBe(1);
  });

  it('is idempotent', () => {
    const heads = fc.constantFrom(
      '',
      cdnHead,
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width"><meta charset="utf-8">',
      '<title>x</title><meta charset="utf-8">',
      '<script src="/assets/chart.umd.js"></script>',
    );
    fc.assert(
      fc.property(heads, fc.string({ maxLength: 40 }), (head, text) => {
        const once = repairHtml(page(head, `<p>${text.replace(/[<>]/g, '')}</p>`));
        expect(repairHtml(once)).toBe(once);
      }),
    );
  });
});

describe('repairHtml on a page rendered from a document', () => {
  const generator = '<meta name="generator" content="Pitchcraft document 1">';
  const chartFigure =
    '<figure><canvas id="pc-chart-need-breakdown" role="img" aria-label="Need">Need</canvas></figure>';
  const rendered = ({ canvas = true, head = '' } = {}) =>
    [
      '<!DOCTYPE html>',
      '<html lang="en">',
      '<head>',
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      generator,
      '<title>Insurance Recommendations for Maria Rivera</title>',
      '<link rel="stylesheet" href="/assets/inter.css">',
      ...(canvas ? ['<script src="/assets/chart.umd.js" defer></script>'] : []),
      head,
      '<style>.pc-section{padding:40px}</style>',
      '</head>',
      '<body>',
      '<main>',
      `<section id="cover" class="pc-section"><h2>Protecting the Rivera family's future</h2>${filler}</section>`,
      `<section id="what-you-need" class="pc-section"><h2>Your needs</h2>${canvas ? chartFigure : '<p>No chart here.</p>'}</section>`,
      '</main>',
      ...(canvas
        ? [
            '<script>document.addEventListener("DOMContentLoaded",function(){new Chart(document.getElementById("pc-chart-need-breakdown"),{})})</script>',
          ]
        : []),
      '</body>',
      '</html>',
    ].join('\n');

  it('recognises the generator meta', () => {
    expect(isDocumentPage(rendered())).toBe(true);
    expect(isDocumentPage(page(''))).toBe(false);
    expect(isDocumentPage(page('<meta name="generator" content="Pitchcraft">'))).toBe(false);
    expect(isDocumentPage(page(`<meta content='Pitchcraft document 2' name=generator>`))).toBe(
      true,
    );
  });

  it('is unchanged by a second repair', () => {
    for (const canvas of [true, false]) {
      const once = repairHtml(rendered({ canvas }));
      expect(repairHtml(once)).toBe(once);
      expect(checkGeneratedHtml(once)).toBeNull();
    }
  });

  it('gets the font, deferred Chart.js and the runtime, without Tailwind or Font Awesome', () => {
    const out = repairHtml(rendered());
    expect(out).not.toMatch(/tailwind|fontawesome|font-awesome/i);
    expect(count(out, '<link rel="stylesheet" href="/assets/inter.css">')).toBe(1);
    expect(count(out, '<script src="/assets/chart.umd.js" defer></script>')).toBe(1);
    expect(count(out, '<script src="/assets/chart.umd.js"')).toBe(1);
    expect(count(out, 'data-pitchcraft-runtime')).toBe(1);
    expect(count(out, generator)).toBe(1);
    expect(out).toContain('new Chart(document.getElementById("pc-chart-need-breakdown"),{})');
  });

  it('gets no Chart.js when it has no canvas', () => {
    const out = repairHtml(rendered({ canvas: false }));
    expect(out).not.toContain('<script src="/assets/chart.umd.js"');
    expect(count(out, '<link rel="stylesheet" href="/assets/inter.css">')).toBe(1);
    expect(count(out, 'data-pitchcraft-runtime')).toBe(1);
  });

  it('removes an injected CDN Tailwind or Chart.js and does not replace Tailwind', () => {
    const head = [
      '<script src="https://cdn.tailwindcss.com"></script>',
      '<link rel="stylesheet" href="https://cdnjs.cloudflare.com/ajax/libs/font-awesome/6.4.0/css/all.min.css">',
      '<script src="https://cdn.jsdelivr.net/npm/chart.js@3.9.1/dist/chart.min.js"></script>',
    ].join('\n');
    for (const canvas of [true, false]) {
      const out = repairHtml(rendered({ canvas, head }));
      expect(out).not.toMatch(/https?:\/\/|tailwind|font-?awesome/i);
      expect(count(out, '<script src="/assets/chart.umd.js" defer></script>')).toBe(canvas ? 1 : 0);
      expect(count(out, '<script src="/assets/chart.umd.js"')).toBe(canvas ? 1 : 0);
      expect(repairHtml(out)).toBe(out);
    }
  });

  it('uses the asset base', () => {
    const out = repairHtml(rendered(), { assetBase: 'https://app.pitchcraft.example' });
    expect(out).toContain(
      '<link rel="stylesheet" href="https://app.pitchcraft.example/assets/inter.css">',
    );
    expect(out).toContain(
      '<script src="https://app.pitchcraft.example/assets/chart.umd.js" defer></script>',
    );
    expect(repairHtml(out, { assetBase: 'https://app.pitchcraft.example' })).toBe(out);
  });
});

describe('presentationAssetTags', () => {
  it('keeps the legacy set by default', () => {
    expect(presentationAssetTags()).toBe(
      [
        '<link rel="stylesheet" href="/assets/inter.css">',
        '<link rel="stylesheet" href="/assets/fontawesome.css">',
        '<script src="/assets/tailwind.js"></script>',
        '<script src="/assets/chart.umd.js"></script>',
      ].join('\n'),
    );
  });

  it('gives a document page the font and, with charts, deferred Chart.js', () => {
    const preloads =
      '<link rel="preload" href="/assets/fonts/inter-latin-400-normal.woff2" as="font" type="font/woff2" crossorigin>\n' +
      '<link rel="preload" href="/assets/fonts/inter-latin-700-normal.woff2" as="font" type="font/woff2" crossorigin>\n';
    expect(presentationAssetTags('', { documentPage: true, charts: true })).toBe(
      `${preloads}<link rel="stylesheet" href="/assets/inter.css">\n<script src="/assets/chart.umd.js" defer></script>`,
    );
    expect(presentationAssetTags('', { documentPage: true, charts: false })).toBe(
      `${preloads}<link rel="stylesheet" href="/assets/inter.css">`,
    );
  });
});

describe('viewer checks', () => {
  it.each([
    ['', V.empty],
    ['   ', V.empty],
    [null, V.empty],
    ['<div>no document</div>', V.invalid],
    ['<html><div></div></html>', V.invalid],
    ['<html><body>No recommendations generated</body></html>', V.placeholder],
    ['<html><body>Failed to generate content</body></html>', V.placeholder],
    [page(''), null],
  ])('%j → %j', (html, message) => {
    expect(viewerErrorFor(html)).toBe(message);
  });

  it('flags a nearly empty body', () => {
    expect(viewerErrorForBodyLength(49)).toBe(V.nearlyEmpty);
    expect(viewerErrorForBodyLength(50)).toBeNull();
  });
});

describe('simplifiedText', () => {
  it('recovers readable text without scripts, styles or the head', () => {
    const html = page(
      '<style>.x{color:red}</style><script>var secret = 1;</script>',
      '<h3>Plan &amp; price</h3><p>Only $45&nbsp;a month &#8212; &#x2713;</p><script>alert(1)</script>',
    );
    const text = simplifiedText(html);
    expect(text).toContain('Cover');
    expect(text).toContain('Plan & price');
    expect(text).toContain('Only $45 a month — ✓');
    expect(text).not.toMatch(/secret|alert|color:red|<|\bT\b/);
  });

  it('shows no literal entities: named, numeric and legacy ones decoded once, as a browser shows them', () => {
    const text = simplifiedText(
      '<p>By Sam &middot; March&nbsp;14 &minus;$5 &amp; &lt;b&gt; &#8212; &#x2014; &#X41;&#65 &hellip;&euro;&trade;&times;&frac12;&Eacute;&eacute;&Omega;&check;&dollar;&percnt;&rarr;&lang;</p><p>&copy 2025 &notit; &amp;middot; &#150; &#0; &#xD800; &bogus; AT&T R&D</p>',
    );
    expect(text).toBe(
      'By Sam · March 14 −$5 & <b> — — AA …€™×½ÉéΩ✓$%→⟨\n© 2025 ¬it; &middot; – \ufffd \ufffd &bogus; AT&T R&D',
    );
    expect(decodeHtmlEntities('&NewLine;&Tab;&QUOT;&apos;&quot;')).toBe('\n\t"\'"');
  });

  it.each([
    'middot',
    'minus',
    'nbsp',
    'amp',
    'mdash',
    'ndash',
    'rsquo',
    'ldquo',
    'bull',
    'copy',
    'reg',
    'trade',
    'hellip',
    'euro',
    'times',
    'divide',
  ])('decodes &%s;', (name) => {
    expect(simplifiedText(`<p>a &${name}; b</p>`)).not.toMatch(/&[a-z]+;/i);
  });

  it('cuts at 5000 characters with "..."', () => {
    const text = simplifiedText(`<html><body><p>${'a'.repeat(6000)}</p></body></html>`);
    expect(text).toHaveLength(5003);
    expect(text.endsWith('...')).toBe(true);
    expect(simplifiedText('<p>short</p>')).toBe('short');
  });
});
