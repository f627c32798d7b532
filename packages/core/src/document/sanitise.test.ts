import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { fillIcons } from './icons';
import { sanitiseFragment, sanitiseTitle } from './sanitise';

/** Markup that must not survive, by the attack it tries. */
const HOSTILE: Readonly<Record<string, string>> = {
  script: '<p>Hi</p><script>alert(1)</script>',
  'script, upper case': '<SCRIPT SRC="https://evil.example/x.js"></SCRIPT>',
  'img onerror': '<img src=x onerror=alert(1)>',
  onclick: '<p onclick="alert(1)" class="pc-lead">Click</p>',
  'javascript: link': '<a href="javascript:alert(1)">x</a>',
  'javascript: link, tab entity': '<a href="jav&#x09;ascript:alert(1)">x</a>',
  'javascript: link, mixed case and colon entity': '<a href="JaVaScRiPt&#58;alert(1)">x</a>',
  'javascript: link, leading space': '<a href=" javascript:alert(1)">x</a>',
  'data: link': '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  'vbscript: link': '<a href="VBScript:msgbox(1)">x</a>',
  'external link': '<a href="https://evil.example/">x</a><a href="//evil.example/">y</a>',
  'svg script':
    '<svg viewBox="0 0 10 10"><script>alert(1)</script><circle cx="5" cy="5" r="4"/></svg>',
  'svg onload': '<svg onload="alert(1)" viewBox="0 0 10 10"></svg>',
  'svg use href':
    '<svg><use href="https://evil.example/sprite.svg#x"/><use xlink:href="data:image/svg+xml,x"/></svg>',
  'svg fill url': '<svg><rect width="5" height="5" fill="url(https://evil.example/#g)"/></svg>',
  'svg animate':
    '<svg><a href="tel:1"><animate attributeName="href" to="javascript:alert(1)"/>x</a></svg>',
  'css url in style attribute': '<p style="background:url(https://evil.example/i.png)">x</p>',
  'css url in style element':
    '<style>body{background:url(https://evil.example/i.png)}</style><p>x</p>',
  'base href': '<base href="https://evil.example/"><p>x</p>',
  'meta refresh': '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  iframe: '<iframe src="https://evil.example/"></iframe>',
  'iframe srcdoc': '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  form: '<form action="https://evil.example/"><input name="q" value="x"><button formaction="javascript:alert(1)">Go</button></form>',
  'link stylesheet': '<link rel="stylesheet" href="https://evil.example/s.css">',
  object: '<object data="https://evil.example/x.swf"><embed src="https://evil.example/x"></object>',
  'image srcset':
    '<img srcset="https://evil.example/a.png 1x"><picture><source srcset="https://evil.example/b.png"></picture>',
  template: '<template><img src=x onerror=alert(1)></template>',
  'noscript mutation':
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>',
  'textarea mutation': '<textarea><img src=x onerror=alert(1)></textarea>',
  'comment breakout': '<!--><img src=x onerror=alert(1)>-->',
  'math mutation':
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
};

describe('sanitiseFragment against hostile markup', () => {
  for (const [attack, html] of Object.entries(HOSTILE)) {
    it(`neutralises ${attack}`, () => {
      const out = sanitiseFragment(html);
      expect(out).not.toMatch(
        /<(script|style|img|iframe|object|embed|form|input|button|base|meta|link|use|animate|template|noscript|textarea|source|picture|math)\b/i,
      );
      expect(out).not.toMatch(/\son[a-z]+\s*=/i);
      expect(out).not.toMatch(/javascript:|vbscript:|data:|url\(|https?:|\/\/evil/i);
      expect(out).not.toMatch(/\s(style|src|srcset|srcdoc|action|formaction|xlink:href|id)=/i);
      expect(sanitiseFragment(out)).toBe(out);
    });
  }

  it('keeps the text of dropped wrappers but not of dropped code', () => {
    expect(
      sanitiseFragment('<section id="x"><main><p>Kept</p></main></section><script>gone()</script>'),
    ).toBe('<p>Kept</p>');
    expect(
      sanitiseFragment('<html><head><title>Gone</title></head><body><p>Kept</p></body></html>'),
    ).toBe('<p>Kept</p>');
    expect(
      sanitiseFragment('<p>Before</p><section id="inner"><h2>Inner</h2><p>After</p></section>'),
    ).toBe('<p>Before</p><h3>Inner</h3><p>After</p>');
  });

  it('escapes a section end tag smuggled in text, so it stays text', () => {
    const out = sanitiseFragment(
      '<p>a &lt;/section&gt;&lt;script&gt;x()&lt;/script&gt; b</p><p>c</section>d</p>',
    );
    expect(out).toBe('<p>a &lt;/section&gt;&lt;script&gt;x()&lt;/script&gt; b</p><p>cd</p>');
    expect(out).not.toMatch(/<\/?section/i);
  });
});

describe('sanitiseFragment placeholders', () => {
  it('empties a placeholder: only the renderer fills it', () => {
    expect(sanitiseFragment('<span data-figure="gap">$1</span>')).toBe(
      '<span data-figure="gap"></span>',
    );
    expect(
      sanitiseFragment(
        '<figure data-chart="need-breakdown" class="pc-card" id="c"><canvas></canvas><script>new Chart()</script><figcaption>$5</figcaption></figure>',
      ),
    ).toBe('<figure data-chart="need-breakdown"></figure>');
    expect(
      sanitiseFragment(
        '<div data-block="needs-table"><table><tr><td>$1,000,000</td></tr></table><section>$2</section></div>',
      ),
    ).toBe('<div data-block="needs-table"></div>');
    expect(sanitiseFragment('<span data-icon=" Check "><svg><path d="M0 0"/></svg></span>')).toBe(
      '<span data-icon="check"></span>',
    );
  });

  it('keeps an icon placed with the pc-icon class, with that class and no other', () => {
    const html = '<span class="pc-icon bogus" data-icon="check"></span>';
    expect(sanitiseFragment(html)).toBe('<span class="pc-icon" data-icon="check"></span>');
    expect(sanitiseFragment(sanitiseFragment(html))).toBe(sanitiseFragment(html));
    expect(sanitiseFragment('<span class="bogus" data-icon="phone">x</span>')).toBe(
      '<span data-icon="phone"></span>',
    );
    expect(fillIcons(sanitiseFragment(html))).toMatch(
      /^<span class="pc-icon"><svg class="pc-svg-icon"[^>]*><path d="M4 12\.5l5 5L20 6\.5"\/><\/svg><\/span>$/,
    );
  });

  it('reads a self-closed placeholder as empty, keeping the text after it', () => {
    expect(
      sanitiseFragment(
        '<p>The gap is <span data-figure="gap"/> today.</p><div data-block="needs-table" />',
      ),
    ).toBe(
      '<p>The gap is <span data-figure="gap"></span> today.</p><div data-block="needs-table"></div>',
    );
  });

  it('leaves well-formed placeholders exactly as they are', () => {
    const html =
      '<p>The gap is <span data-figure="gap"></span>.</p><figure data-chart="premium-vs-budget"></figure><div data-block="key-figures"></div><span data-icon="phone"></span>';
    expect(sanitiseFragment(html)).toBe(html);
  });

  it('removes an element with an unknown placeholder id, with its content', () => {
    expect(
      sanitiseFragment(
        '<p>A <span data-figure="net-worth">$9</span>b</p><figure data-chart="pie"><p>x</p></figure>',
      ),
    ).toBe('<p>A b</p>');
  });
});

describe('sanitiseFragment allowed markup', () => {
  it('keeps tables, lists, our classes and mailto/tel links intact', () => {
    const html = [
      '<div class="pc-table-wrap"><table class="pc-table"><caption>Needs</caption><thead><tr><th scope="col">Part</th><th scope="col" class="pc-num">Amount</th></tr></thead>',
      '<tbody><tr><td>Debts</td><td class="pc-num"><span data-figure="debts"></span></td></tr><tr class="pc-total"><td colspan="2">Total</td></tr></tbody></table></div>',
      '<ul class="pc-checks"><li><strong>Term</strong> <em>life</em></li></ul><ol class="pc-steps"><li>Call</li></ol>',
      '<dl class="pc-definitions"><dt>Term</dt><dd>Cover for a fixed period.</dd></dl>',
      '<p>Call <a href="tel:+1 555 0100">Jordan</a> or <a href="mailto:jordan@example.com">write</a>.</p>',
      '<blockquote class="pc-quote">Plain words.</blockquote><hr /><p>a<br />b<sup>1</sup><sub>2</sub><small>s</small><u>u</u><i>i</i><b>b</b></p>',
      '<article class="pc-card"><header><h3>Head</h3></header><aside aria-label="Note">x</aside><footer><h4>F</h4><h5>G</h5></footer></article>',
      '<svg viewBox="0 0 24 24" aria-hidden="true" role="img" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><title>Check</title><g><path d="M5 12l5 5L20 7"></path><circle cx="12" cy="12" r="10"></circle><rect x="1" y="1" width="4" height="4" rx="1" ry="1"></rect><line x1="0" y1="0" x2="4" y2="4"></line><polyline points="1,2 3,4"></polyline><polygon points="0,0 1,1 0,1"></polygon><ellipse cx="2" cy="2" rx="1" ry="2"></ellipse></g></svg>',
    ].join('');
    expect(sanitiseFragment(html)).toBe(html);
  });

  it('drops unknown classes, and the attribute when none is left', () => {
    expect(
      sanitiseFragment('<p class="pc-lead text-red-500 pc-lead">a</p><p class="evil">b</p>'),
    ).toBe('<p class="pc-lead">a</p><p>b</p>');
  });

  it('turns h1 and h2 into h3 and checks table attributes', () => {
    expect(sanitiseFragment('<h1>A</h1><h2 class="pc-muted">B</h2>')).toBe(
      '<h3>A</h3><h3 class="pc-muted">B</h3>',
    );
    expect(
      sanitiseFragment(
        '<table><tr><th scope="bogus" colspan="21">a</th><td rowspan="03" colspan="x">b</td></tr></table>',
      ),
    ).toBe('<table><tr><th>a</th><td rowspan="3">b</td></tr></table>');
  });

  it('writes entities and attributes in one canonical form', () => {
    expect(
      sanitiseFragment(
        "<p class='pc-lead' aria-label=Tom&amp;Jerry>Tom &amp; Jerry&nbsp;&copy; &lt;3 &quot;q&quot;</p>",
      ),
    ).toBe('<p class="pc-lead" aria-label="Tom&amp;Jerry">Tom &amp; Jerry\u00a0© &lt;3 "q"</p>');
  });
});

describe('sanitiseFragment is idempotent', () => {
  const pieces = [
    '<p>',
    '</p>',
    '<div class="pc-card x">',
    '</div>',
    '<h1>',
    '</h1>',
    '<h2>',
    '</h2>',
    '<h3>',
    '</h3>',
    '<ul>',
    '<li>',
    '</li>',
    '</ul>',
    '<table>',
    '<tr>',
    '<td colspan=2>',
    '</td>',
    '</table>',
    '<section id=a>',
    '</section>',
    '<span data-figure="gap">',
    '</span>',
    '<figure data-chart="nope">',
    '</figure>',
    '<script>',
    '</script>',
    '<style>',
    '<!--',
    '-->',
    '<svg>',
    '<title>',
    '</title>',
    '</svg>',
    '<a href="tel:1">',
    '<a href="javascript:x">',
    '</a>',
    '<b>',
    '</b>',
    '<br>',
    '<textarea>',
    '</textarea>',
    '<noscript>',
    '</noscript>',
    '<iframe>',
    '</iframe>',
    '<template>',
    '</template>',
    '<img src=x onerror=y>',
    'text',
    ' $1 ',
    '&amp;',
    '&lt;',
    '<',
    '>',
    '"',
    "'",
    '&',
  ];
  it('for random tag soup', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 30 }), (list) => {
        const once = sanitiseFragment(list.join(''));
        expect(sanitiseFragment(once)).toBe(once);
        expect(once).not.toMatch(
          /<(script|style|img|iframe|textarea|noscript|template|section)\b/i,
        );
        // Inside a tag; as text (escaped) they are harmless words.
        expect(once).not.toMatch(/<[^>]*(onerror|javascript:)/i);
      }),
      { numRuns: 3000, seed: 42 },
    );
  });

  it('for the hostile corpus put together', () => {
    const once = sanitiseFragment(Object.values(HOSTILE).join('\n'));
    expect(sanitiseFragment(once)).toBe(once);
  });
});

describe('sanitiseTitle', () => {
  it('removes control and bidi characters and collapses whitespace', () => {
    expect(sanitiseTitle('  Your\u202e plan\u0000 for\n\tthe\u200b  Riveras\u2066 ')).toBe(
      'Your plan for the Riveras',
    );
  });

  it('removes what the database cannot store', () => {
    expect(sanitiseTitle('Plan\ud800 for\u0000Sam')).toBe('Plan for Sam');
    expect(sanitiseFragment('<p>a\u0000b\udc00c</p>')).toBe('<p>ab\ufffdc</p>');
  });

  it('keeps at most 200 characters without splitting a character', () => {
    expect(sanitiseTitle('x'.repeat(300))).toHaveLength(200);
    const emoji = sanitiseTitle(`${'x'.repeat(199)}😀 more`);
    expect(emoji).toBe('x'.repeat(199));
  });

  it('leaves markup-like text as text (it is escaped when rendered)', () => {
    expect(sanitiseTitle('Costs < budget & more')).toBe('Costs < budget & more');
  });
});
