import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { analyseNeeds, needsInputFromClient } from '../generation/needs-analysis';
import { PRESENTATION_SECTIONS } from '../generation/options';
import { renderPresentation } from './render';
import { ZPresentationDocument } from './schema';
import {
  createSectionStream,
  parseSections,
  plainText,
  serialiseSection,
  serialiseSections,
  splitHeading,
  type TParsedSection,
} from './section-stream';

// A reply as the AI writes it: a little prose and a fence around nine sections, with comments,
// mixed quoting and case, entities, tables and placeholders.
const REPLY = `Here is the presentation you asked for.

\`\`\`html
<!DOCTYPE html>
<html><body>
<section id="cover">
<h2>Protecting the Rivera family&rsquo;s future</h2>
<p class="pc-lead">Prepared for Maria by Jordan Lee, Northwind Insurance.</p>
<div data-block="key-figures"></div>
</section>
<SECTION ID='Where-You-Are' class="pc-card">
<H2>Where you are today</H2>
<p>You are <span data-figure="age"></span>, married, with <span data-figure="dependents"></span> who rely on your income.</p>
<div data-block="client-snapshot"></div>
<!-- a note for the editor: </section> must not close this section -->
</SECTION>
<section id=what-you-need>
<h2>What you need</h2>
<p>Your total need is <span data-figure="total-need"></span>; after the cover you already hold, the gap is <span data-figure="gap"></span>.</p>
<figure data-chart="need-breakdown"></figure>
<div data-block="needs-table"></div>
</section>
<section id="recommendation">
<h2>Our recommendation</h2>
<div class="pc-plans"><article class="pc-plan pc-plan-primary" data-note="a > b">
<h3>20-year term life</h3><p>Estimated <span data-figure="term-monthly"></span>, within your budget.</p></article></div>
<table class="pc-table"><thead><tr><th scope="col">Plan</th><th scope="col">Monthly</th></tr></thead>
<tbody><tr><td>Term</td><td><span data-figure="term-monthly"></span></td></tr></tbody></table>
</section>
<section id="costs-and-benefits">
<h2>What it costs &amp; what it gives</h2>
<p>The premium sits comfortably against your monthly budget of <span data-figure="monthly-budget"></span>.</p>
<figure data-chart="premium-vs-budget"></figure><figure data-chart="coverage-over-time"></figure>
</section>
<section id="questions">
<h2>Your   questions,
answered</h2>
<div class="pc-faq"><div class="pc-card"><h3>Can I afford this?</h3><p>Yes: about <span data-figure="term-daily"></span>.</p></div>
<section class="pc-card"><h3>Why now?</h3><p>Premiums rise with age.</p></section></div>
</section>
<section id="next-steps">
<h2>Why act now</h2>
<ol class="pc-steps"><li>Review this plan.</li><li>Complete a short application.</li><li>Book your health check.</li></ol>
<script>const note = "</section> inside a script";</script>
</section>
<section id="advisor">
<h2>Your advisor</h2>
<p>Call <a href="tel:+15550100">Jordan</a> or write to <a href="mailto:jordan@example.com">jordan@example.com</a>.</p>
</section>
<section id="important-information">
<h2>Important information</h2>
<p class="pc-small">Figures are illustrative estimates, not a quote or an offer. Premiums depend on underwriting.</p>
</section>
</body></html>
\`\`\`

Let me know if you want changes.`;

const whole = parseSections(REPLY);

function streamInChunks(chunks: readonly string[]) {
  const stream = createSectionStream();
  const seen: TParsedSection[] = [];
  let consumed = '';
  for (const chunk of chunks) {
    consumed += chunk;
    const added = stream.push(chunk);
    seen.push(...added);
    // Never early: everything emitted so far is exactly what the text so far contains.
    if (added.length > 0) expect(seen).toEqual(parseSections(consumed).sections);
  }
  return { seen, stream };
}

/** A small seeded generator (mulberry32), so a failing split can be reproduced. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('parseSections', () => {
  it('reads the nine sections of a reply and ignores the text around them', () => {
    expect(whole.sections.map((s) => s.id)).toEqual([
      'cover',
      'where-you-are',
      'what-you-need',
      'recommendation',
      'costs-and-benefits',
      'questions',
      'next-steps',
      'advisor',
      'important-information',
    ]);
    expect(whole.rest).toBe('\n</body></html>\n```\n\nLet me know if you want changes.');
  });

  it('takes the title from the first h2, decoded and collapsed, and leaves it out of the body', () => {
    expect(whole.sections.map((s) => s.title)).toEqual([
      'Protecting the Rivera family’s future',
      'Where you are today',
      'What you need',
      'Our recommendation',
      'What it costs & what it gives',
      'Your questions, answered',
      'Why act now',
      'Your advisor',
      'Important information',
    ]);
    const [cover] = whole.sections;
    expect(cover?.html).toBe(
      '<p class="pc-lead">Prepared for Maria by Jordan Lee, Northwind Insurance.</p>\n<div data-block="key-figures"></div>',
    );
    expect(whole.sections.every((s) => !/<h2/i.test(s.html))).toBe(true);
  });

  it('counts nested sections, and neither a comment nor a script closes a section', () => {
    const byId = new Map(whole.sections.map((s) => [s.id, s.html]));
    expect(byId.get('where-you-are')).toContain(
      '<!-- a note for the editor: </section> must not close this section -->',
    );
    expect(byId.get('questions')).toMatch(/<section class="pc-card">.*<\/section><\/div>$/s);
    expect(byId.get('next-steps')).toContain(
      '<script>const note = "</section> inside a script";</script>',
    );
  });

  it('does not emit an unterminated last section; it is the pending text', () => {
    const text = `${serialiseSection({ id: 'cover', title: 'Cover', html: '<p>Hello there</p>' })}<section id="advisor"><h2>Your advisor</h2><p>Call`;
    const { sections, rest } = parseSections(text);
    expect(sections.map((s) => s.id)).toEqual(['cover']);
    // Everything after the last closed section, including the newline serialiseSection ends with.
    expect(rest).toBe('\n<section id="advisor"><h2>Your advisor</h2><p>Call');
    const stream = createSectionStream();
    stream.push(text);
    expect(stream.pending()).toBe(rest);
    expect(stream.completed).toBe(1);
  });

  it('reads unquoted, single-quoted and upper-case ids, and ignores stray closing tags', () => {
    const { sections } = parseSections(
      `</section><section data-x="id=no" id=ONE>a</section><Section ID = 'Two' >b</Section >`,
    );
    expect(sections.map((s) => [s.id, s.html])).toEqual([
      ['one', 'a'],
      ['two', 'b'],
    ]);
  });

  it('is not fooled by section tags in attribute values or by similar tag names', () => {
    const { sections } = parseSections(
      `<section id="a"><p title="</section>">x</p><sections></sections></section>`,
    );
    expect(sections).toEqual([
      { id: 'a', title: '', html: '<p title="</section>">x</p><sections></sections>' },
    ]);
  });
});

describe('createSectionStream', () => {
  it('gives the same sections for every split of the reply into two chunks', () => {
    for (let cut = 0; cut <= REPLY.length; cut++) {
      const stream = createSectionStream();
      const first = stream.push(REPLY.slice(0, cut));
      expect(first).toEqual(parseSections(REPLY.slice(0, cut)).sections);
      const second = stream.push(REPLY.slice(cut));
      expect([...first, ...second]).toEqual(whole.sections);
      expect(stream.pending()).toBe(whole.rest);
    }
  });

  it('gives the same sections one character at a time', () => {
    const { seen, stream } = streamInChunks([...REPLY]);
    expect(seen).toEqual(whole.sections);
    expect(stream.completed).toBe(9);
  });

  it('gives the same sections in random chunk sizes', () => {
    const random = seeded(20240611);
    for (let round = 0; round < 50; round++) {
      const chunks: string[] = [];
      for (let at = 0; at < REPLY.length;) {
        const size = 1 + Math.floor(random() * 80);
        chunks.push(REPLY.slice(at, at + size));
        at += size;
      }
      expect(streamInChunks(chunks).seen).toEqual(whole.sections);
    }
  });

  it('gives the same sections as the whole text for any tag soup in any chunks', () => {
    const pieces = [
      '<section id="a">',
      '<SECTION id=b>',
      '</section>',
      '</Section >',
      '<h2>',
      '</h2>',
      'T',
      ' ',
      '<!--',
      '-->',
      '<!-->',
      '<!',
      '>',
      '<',
      '<script>',
      '</script>',
      '<title>',
      '</title >',
      '<p title="',
      '"',
      "'",
      '=',
      '</',
      '<!DOCTYPE html>',
      '<section',
      'x</section',
    ];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...pieces), { maxLength: 40 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        (list, cuts) => {
          const text = list.join('');
          const at = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
          const chunks = [0, ...at].map((from, i) => text.slice(from, at[i] ?? text.length));
          const stream = createSectionStream();
          const seen = chunks.flatMap((chunk) => stream.push(chunk));
          const whole = parseSections(text);
          expect(seen).toEqual(whole.sections);
          expect(stream.pending()).toBe(whole.rest);
        },
      ),
      { numRuns: 3000, seed: 7 },
    );
  });

  it('keeps up with a long reply streamed in small chunks (no rescans)', () => {
    const long = serialiseSections(
      Array.from({ length: 200 }, (_, i) => ({
        id: `s${i}`,
        title: `Part ${i}`,
        html: `<p>${'Plenty of words. '.repeat(200)}</p><!-- ${'-'.repeat(2000)} -->`,
      })),
    );
    const started = performance.now();
    const stream = createSectionStream();
    let count = 0;
    for (let at = 0; at < long.length; at += 7) count += stream.push(long.slice(at, at + 7)).length;
    expect(count).toBe(200);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('keeps up with one huge section holding a huge comment (no rescans of either)', () => {
    const huge = `<section id="big"><h2>Big</h2><p>${'Words, words. '.repeat(40_000)}</p><!--${' note'.repeat(60_000)} --></section>`;
    const started = performance.now();
    const stream = createSectionStream();
    const seen: TParsedSection[] = [];
    for (let at = 0; at < huge.length; at += 5) seen.push(...stream.push(huge.slice(at, at + 5)));
    expect(seen.map((s) => s.id)).toEqual(['big']);
    expect(performance.now() - started).toBeLessThan(3000);
  });
});

describe('serialiseSection', () => {
  it('round-trips id, title and html', () => {
    const sections: TParsedSection[] = [
      {
        id: 'cover',
        title: 'Tom & Jerry’s <future> "plan"',
        html: '<p class="pc-lead">Hello &amp; welcome</p>',
      },
      {
        id: 'questions',
        title: 'Questions',
        html: '<section><h3>Inner</h3></section>\n<p>More</p>',
      },
    ];
    const text = serialiseSections(sections);
    expect(
      text.startsWith(
        '<section id="cover">\n<h2>Tom &amp; Jerry’s &lt;future&gt; &quot;plan&quot;</h2>\n',
      ),
    ).toBe(true);
    expect(parseSections(text)).toEqual({ sections, rest: '\n' });
  });
});

describe('plainText and splitHeading', () => {
  it('gives the visible text of a fragment', () => {
    expect(
      plainText(
        '<p>Tom&nbsp;&amp;&#32;Jerry</p><p>next&hellip;</p><script>hidden()</script><!-- note -->\n  <b>bold</b>',
      ),
    ).toBe('Tom & Jerry next… bold');
    expect(plainText('a &lt;b&gt; &quot;c&quot;')).toBe('a <b> "c"');
  });

  it('splits off the first heading, or leaves the body whole when it is not closed', () => {
    expect(
      splitHeading('<!-- <h1>no</h1> --><h1 class="x">Yes <em>here</em></h1><p>body</p>', 'h1'),
    ).toEqual({
      title: 'Yes here',
      html: '<!-- <h1>no</h1> --><p>body</p>',
    });
    expect(splitHeading('<h2>Open', 'h2')).toEqual({ title: '', html: '<h2>Open' });
  });
});

describe('speaker notes', () => {
  const reply =
    '<section id="advisor"><h2>Your advisor</h2><p>Call me any weekday.</p>\n' +
    '<aside data-notes>Ask about the <b>renewal</b> &amp; the kids.</aside></section>' +
    '<section id="questions"><h2>Questions</h2><p>Ask anything.</p><aside data-notes>Left open';

  it('takes the note out of the body, as plain text', () => {
    const { sections } = parseSections(`${reply}</section>`);
    expect(sections).toEqual([
      {
        id: 'advisor',
        title: 'Your advisor',
        html: '<p>Call me any weekday.</p>',
        notes: 'Ask about the renewal & the kids.',
      },
      { id: 'questions', title: 'Questions', html: '<p>Ask anything.</p>', notes: 'Left open' },
    ]);
  });

  it('keeps the first note, removes every one, and cuts a long note at 600 characters', () => {
    const long = 'word '.repeat(200);
    const [section] = parseSections(
      `<section id="advisor"><h2>A</h2><p>Body.</p><aside class="x" data-notes="">${long}</aside><aside data-notes>Second</aside></section>`,
    ).sections;
    expect(section?.html).toBe('<p>Body.</p>');
    expect(section?.notes?.length).toBeLessThanOrEqual(600);
    expect(section?.notes?.endsWith('word…')).toBe(true);
  });

  it('leaves an aside without data-notes in the body, and a section without a note has none', () => {
    const [section] = parseSections(
      '<section id="advisor"><h2>A</h2><aside>Shown</aside><aside data-notesy>Too</aside></section>',
    ).sections;
    expect(section).toEqual({
      id: 'advisor',
      title: 'A',
      html: '<aside>Shown</aside><aside data-notesy>Too</aside>',
    });
  });

  it('round-trips a note through serialiseSection', () => {
    const section: TParsedSection = {
      id: 'advisor',
      title: 'Your advisor',
      html: '<p>Call me.</p>',
      notes: 'Mention the <renewal> & "group cover".',
    };
    expect(parseSections(serialiseSection(section)).sections).toEqual([section]);
  });

  it('never renders a note on the page', () => {
    const analysis = analyseNeeds(
      needsInputFromClient(
        {
          age: '40',
          annualIncome: '90000',
          dependents: '1',
          maritalStatus: 'Married',
          budget: '150',
          smoker: 'Non-Smoker',
          healthStatus: 'Good',
        },
        { debts: 0, mortgage: 200_000, existingCoverage: 0 },
      ),
    );
    const note = 'Private reminder: ask about the renewal';
    const document = ZPresentationDocument.parse({
      version: 1,
      title: 'Plan',
      preparedAt: '2025-03-14T10:00:00.000Z',
      theme: {
        colorScheme: 'blue',
        customColorHex: '',
        colours: { primary: '#2563EB', secondary: '#1E40AF', accent: '#F59E0B' },
        style: 'professional',
        tone: 'balanced',
        detail: 'comprehensive',
      },
      advisor: { name: 'Sam', company: 'Northwind', phone: '', email: 'sam@example.com' },
      client: {
        fullName: 'Ana Rivera',
        firstName: 'Ana',
        insuranceType: 'Life Insurance',
        maritalStatus: 'Married',
        occupation: '',
        location: '',
        healthStatus: '',
        smoker: '',
        goals: [],
      },
      primaryPlanKind: 'term',
      sections: PRESENTATION_SECTIONS.map((s) => ({
        id: s.id,
        kind: s.id,
        title: s.title,
        html: '<p>Some words for this section of the page.</p>',
        charts: [],
        hidden: false,
        source: 'ai',
        replaced: null,
        notes: note,
      })),
    });
    const page = renderPresentation(document, analysis);
    expect(page).toContain('Some words for this section');
    expect(page).not.toContain('Private reminder');
  });
});
