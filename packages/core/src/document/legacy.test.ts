import { describe, expect, it } from 'vitest';

import { legacySections } from './legacy';
import { MAX_SECTION_HTML, MAX_SECTIONS, ZDocumentSection } from './schema';

// A page as the old generator saved it: a whole document with styles, a header, chart scripts.
const LEGACY_PAGE = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Rivera Family Protection Plan</title>
<style>section { padding: 2rem; } .hero { background: url(https://cdn.example/hero.jpg); }</style>
<script>const template = '<section id="fake"><h2>Not a section</h2></section>';</script>
</head>
<body>
<header class="hero"><h1>Protecting the Rivera family</h1></header>
<main>
<section id="Cover" class="hero"><h1>Maria Rivera</h1><p>Prepared by Jordan Lee</p></section>
<section id="needs_analysis 2024"><h2>Your Protection &amp; Needs</h2>
<p class="pc-lead custom">You need <strong>$1,250,000</strong> of cover.</p>
<canvas id="needsChart"></canvas><script>new Chart(document.getElementById('needsChart'), {});</script>
<section class="inner"><h3>Details</h3><p>Debts and mortgage.</p></section>
</section>
<section id="needs_analysis-2024"><h2>Again</h2><p>Duplicate id.</p></section>
<section><h2>No id</h2><p onclick="track()">Untitled id.</p></section>
<section id="123"><p>Numeric id, no heading.</p></section>
<!-- <section id="commented"><h2>Commented out</h2></section> -->
</main>
<footer>© Northwind</footer>
</body></html>`;

describe('legacySections', () => {
  const sections = legacySections(LEGACY_PAGE);

  it('turns each top-level section into a legacy section', () => {
    expect(sections.map((s) => [s.id, s.title])).toEqual([
      ['cover', 'Maria Rivera'],
      ['needs-analysis-2024', 'Your Protection & Needs'],
      ['needs-analysis-2024-2', 'Again'],
      ['section-4', 'No id'],
      ['section-5', ''],
    ]);
    for (const section of sections) {
      expect(ZDocumentSection.safeParse(section).success).toBe(true);
      expect(section).toMatchObject({
        kind: 'legacy',
        charts: [],
        hidden: false,
        source: 'legacy',
        replaced: null,
      });
    }
  });

  it('sanitises the content and leaves the heading it took as the title out of it', () => {
    const [cover, needs, , untitled] = sections;
    expect(cover?.html).toBe('<p>Prepared by Jordan Lee</p>');
    expect(needs?.html).toBe(
      '<p class="pc-lead">You need <strong>$1,250,000</strong> of cover.</p>\n\n<h3>Details</h3><p>Debts and mortgage.</p>',
    );
    expect(untitled?.html).toBe('<p>Untitled id.</p>');
    expect(sections.map((s) => s.html).join('')).not.toMatch(
      /<script|<canvas|onclick|<section|url\(/,
    );
  });

  it('reads a page without sections as one section, titled by its <title>', () => {
    const [only, ...others] = legacySections(
      '<html><head><title>Plan for Sam &amp; Alex</title></head><body><h1>Welcome</h1><p>Everything in one page.</p><script>x()</script></body></html>',
    );
    expect(others).toEqual([]);
    expect(only).toMatchObject({
      id: 'presentation',
      kind: 'legacy',
      title: 'Plan for Sam & Alex',
      html: '<h3>Welcome</h3><p>Everything in one page.</p>',
    });
  });

  it('takes the title from the first h1 when there is no <title>, and then leaves the h1 out', () => {
    const [only] = legacySections('<body><h1>Plan for Sam</h1><p>Text</p></body>');
    expect(only).toMatchObject({ id: 'presentation', title: 'Plan for Sam', html: '<p>Text</p>' });
    expect(legacySections('<p>Just a fragment</p>')).toMatchObject([
      { id: 'presentation', title: 'Presentation', html: '<p>Just a fragment</p>' },
    ]);
    expect(legacySections('')).toMatchObject([
      { id: 'presentation', title: 'Presentation', html: '' },
    ]);
  });

  it('keeps ids to safe, unique slugs of at most 64 characters', () => {
    const long = 'a'.repeat(80);
    const ids = legacySections(
      `<section id="${long}">x</section><section id="${long}">y</section><section id="-_-">z</section><section id="section-3">w</section>`,
    ).map((s) => s.id);
    expect(ids).toEqual(['a'.repeat(64), `${'a'.repeat(62)}-2`, 'section-3', 'section-3-2']);
  });

  it('merges the sections beyond the limit into the last one', () => {
    const page = Array.from(
      { length: MAX_SECTIONS + 6 },
      (_, i) => `<section id="s${i + 1}"><h2>Part ${i + 1}</h2><p>Text ${i + 1}</p></section>`,
    ).join('');
    const result = legacySections(page);
    expect(result).toHaveLength(MAX_SECTIONS);
    const last = result.at(-1);
    expect(last?.id).toBe(`s${MAX_SECTIONS}`);
    expect(last?.html).toBe(
      [
        `<p>Text ${MAX_SECTIONS}</p>`,
        ...Array.from(
          { length: 6 },
          (_, i) => `<h3>Part ${MAX_SECTIONS + i + 1}</h3>\n<p>Text ${MAX_SECTIONS + i + 1}</p>`,
        ),
      ].join('\n'),
    );
  });

  it('continues an oversized section in the next one, splitting between elements', () => {
    const paragraphs = Array.from(
      { length: 2000 },
      (_, i) => `<p>Paragraph ${i} with a few words in it.</p>`,
    ).join('');
    const result = legacySections(
      `<section id="long"><h2>Long</h2><div class="pc-card">${paragraphs}</div></section><section id="after"><h2>After</h2><p>x</p></section>`,
    );
    expect(result.map((s) => s.id)).toEqual(['long', 'long-continued', 'after']);
    for (const section of result) {
      expect(section.html.length).toBeLessThanOrEqual(MAX_SECTION_HTML);
      expect(ZDocumentSection.safeParse(section).success).toBe(true);
    }
    const [first, second] = result;
    expect(first?.html.startsWith('<div class="pc-card"><p>Paragraph 0 ')).toBe(true);
    expect(first?.html.endsWith('</p></div>')).toBe(true);
    expect(second?.html.startsWith('<div class="pc-card"><p>Paragraph ')).toBe(true);
    expect(`${first?.html}${second?.html}`.match(/<p>/g)).toHaveLength(2000);
  });

  it('cuts an oversized run of text without splitting an entity', () => {
    // The prefix puts an entity across the 60,000th character.
    const text = `Abcdefghi ${'Tom &amp; Jerry '.repeat(5000)}`.trim();
    expect(text.slice(MAX_SECTION_HTML - 2, MAX_SECTION_HTML + 3)).toBe('&amp;');
    const parts = legacySections(`<section id="text"><h2>Text</h2>${text}</section>`);
    expect(parts.map((s) => s.id)).toEqual(['text', 'text-continued']);
    expect(parts.map((s) => s.html).join('')).toBe(text);
    for (const part of parts) {
      expect(part.html.length).toBeLessThanOrEqual(MAX_SECTION_HTML);
      expect(part.html).not.toMatch(/&[a-z]*$|^[a-z]*;/);
    }
  });
});
