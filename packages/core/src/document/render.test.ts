import { gzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { COLOUR_SCHEMES, resolveColours } from '../generation/colour-schemes';
import { isDocumentPage, repairHtml } from '../generation/html-repair';
import { analyseNeeds, formatCurrency, needsInputFromClient } from '../generation/needs-analysis';
import { PRESENTATION_SECTIONS } from '../generation/options';
import { checkGeneratedHtml } from '../generation/output-checks';
import { block, chart, CONTENT_CLASSES, figure, icon, type TChartId } from './placeholders';
import { DRAFT_BANNER_TEXT, renderPresentation } from './render';
import {
  ZPresentationDocument,
  type TDocumentBrand,
  type TDocumentSection,
  type TPresentationDocument,
} from './schema';
import { compileStylesheet } from './stylesheet';

const analysis = analyseNeeds(
  needsInputFromClient(
    {
      age: '38',
      annualIncome: '85000',
      dependents: '2',
      maritalStatus: 'Married',
      budget: '150',
      smoker: 'Non-Smoker',
      healthStatus: 'Good',
    },
    { debts: 18_000, mortgage: 320_000, existingCoverage: 100_000 },
  ),
);

const HTML: Readonly<Record<string, string>> = {
  cover: `<p class="pc-lead">A plan built around the people who count on you.</p>${block('key-figures')}`,
  'where-you-are': `<p class="pc-lead">Here is the picture you shared, Ana.</p>${block('client-snapshot')}`,
  'what-you-need': `<p class="pc-lead">Your family would need ${figure('total-need')}, a gap of ${figure('gap')}.</p><div class="pc-needs">${chart('need-breakdown')}${block('needs-table')}</div>`,
  recommendation: `<div class="pc-plans"><article class="pc-plan pc-plan-primary"><div class="pc-plan-head"><span class="pc-badge pc-badge-primary">Recommended</span></div><h3>Term Life 20</h3><ul class="pc-checks"><li>${icon('check')} Covers ${figure('recommended-coverage')} for ${figure('term-years')}.</li></ul><p class="pc-plan-price"><strong>${figure('primary-monthly')}</strong> estimated</p></article></div>`,
  'costs-and-benefits': `<div class="pc-grid pc-grid-2"><div>${chart('premium-vs-budget')}</div><div>${chart('coverage-over-time')}</div></div>${block('premium-table')}`,
  questions: `<div class="pc-faq"><div class="pc-card"><h3>${icon('question')} Can I afford this?</h3><p>About ${figure('term-daily')}, against your ${figure('monthly-budget')} budget.</p></div></div>`,
  'next-steps': `<div class="pc-callout"><h3>The cost of waiting</h3><p>${figure('term-monthly-later')} after ${figure('waiting-years')}.</p></div><ol class="pc-steps"><li>Review</li><li>Apply</li></ol>`,
  advisor: '<p class="pc-lead">Questions? Get in touch.</p>',
  'important-information': '',
};

function makeSection(id: string, overrides: Partial<TDocumentSection> = {}): TDocumentSection {
  const title =
    id === 'cover'
      ? "Protecting the Rivera family's future"
      : (PRESENTATION_SECTIONS.find((s) => s.id === id)?.title ?? id);
  const kind = PRESENTATION_SECTIONS.find((s) => s.id === id)?.id ?? 'legacy';
  return {
    id,
    kind,
    title,
    html: HTML[id] ?? '',
    charts: [],
    hidden: false,
    source: 'built-in',
    replaced: null,
    ...overrides,
  };
}

function makeDocument(overrides: Partial<TPresentationDocument> = {}): TPresentationDocument {
  return ZPresentationDocument.parse({
    version: 1,
    title: 'Insurance Recommendations for Ana Rivera',
    preparedAt: '2025-03-14T10:00:00.000Z',
    theme: {
      colorScheme: 'blue',
      customColorHex: '',
      colours: COLOUR_SCHEMES.blue,
      style: 'professional',
      tone: 'balanced',
      detail: 'comprehensive',
    },
    advisor: {
      name: 'Sam Lee',
      company: 'Northwind Advisors',
      phone: '(555) 010-2000',
      email: 'sam@northwind.example',
    },
    client: {
      fullName: 'Ana Rivera',
      firstName: 'Ana',
      insuranceType: 'Life Insurance',
      maritalStatus: 'Married',
      occupation: 'Nurse',
      location: 'Austin, TX',
      healthStatus: 'Good',
      smoker: 'Non-Smoker',
      goals: ['Protect my family', 'Pay off the mortgage'],
    },
    primaryPlanKind: 'term',
    sections: PRESENTATION_SECTIONS.map((s) => makeSection(s.id)),
    ...overrides,
  });
}

const sectionTags = (html: string) => [
  ...html.matchAll(/<section\b[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/section>/g),
];
const styleOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';

describe('renderPresentation', () => {
  const page = renderPresentation(makeDocument(), analysis);

  it('renders every section in order with exactly one h2, and passes the output checks', () => {
    const sections = sectionTags(page);
    expect(sections.map((m) => m[1])).toEqual(PRESENTATION_SECTIONS.map((s) => s.id));
    for (const [, , inner] of sections) expect(inner?.match(/<h2[\s>]/g)).toHaveLength(1);
    expect(checkGeneratedHtml(page)).toBeNull();
    expect(page.startsWith('<!DOCTYPE html>\n<html lang="en">')).toBe(true);
    expect(page).toContain('<meta name="generator" content="Pitchcraft document 1">');
    expect(isDocumentPage(page)).toBe(true);
  });

  it('builds the cover, the advisor card and the disclaimer', () => {
    expect(page).toContain(
      '<section id="cover" class="pc-section pc-cover" data-source="built-in">',
    );
    expect(page).toContain('<p class="pc-eyebrow">Life Insurance recommendations</p>');
    expect(page).toContain('<h1>Protecting the Rivera family&#39;s future</h1>');
    expect(page).toContain('<h2>Prepared for Ana</h2>');
    expect(page).toContain('By Sam Lee, Northwind Advisors &middot; March 14, 2025');
    expect(page).toContain('<a href="tel:5550102000">(555) 010-2000</a>');
    expect(page).toContain('<a href="mailto:sam@northwind.example">');
    expect(page).toContain('<section id="important-information" class="pc-section pc-small"');
    expect(page).toContain(`<strong>${analysis.disclaimer}</strong>`);
    expect(page).toContain('Prepared for Ana Rivera on March 14, 2025.');
    expect(page).toContain('The term policy’s documents set out its exact terms');
    expect(page).toContain('What you told us you want');
  });

  it('leaves out hidden sections', () => {
    const doc = makeDocument();
    const html = renderPresentation(
      {
        ...doc,
        sections: doc.sections.map((s) => (s.id === 'questions' ? { ...s, hidden: true } : s)),
      },
      analysis,
    );
    expect(sectionTags(html).map((m) => m[1])).not.toContain('questions');
    expect(html).not.toContain('Can I afford this?');
  });

  it.each([
    ...Object.entries(COLOUR_SCHEMES),
    ['custom', resolveColours('custom', '#7A1F5C')] as const,
  ])('puts the %s primary colour into the CSS', (scheme, colours) => {
    const doc = makeDocument();
    const html = renderPresentation(
      { ...doc, theme: { ...doc.theme, colorScheme: scheme as 'custom', colours } },
      analysis,
    );
    expect(styleOf(html)).toContain(`--primary:${colours.primary}`);
  });

  it('has print rules with page breaks and no Tailwind or Font Awesome', () => {
    const css = styleOf(page);
    expect(css).toMatch(/@media print\{[\s\S]*break-before:page/);
    expect(css).toContain('@page{');
    expect(page.toLowerCase()).not.toContain('tailwind');
    expect(page.toLowerCase()).not.toContain('fontawesome');
    expect(page.toLowerCase()).not.toContain('font-awesome');
  });

  it('prints charts at the size they were drawn, scaled to the page, and the needs table whole', () => {
    const print = /@media print\{([\s\S]*)\}/.exec(styleOf(page))?.[1] ?? '';
    expect(print).not.toMatch(/\.pc-chart\{[^}]*height:\d+px/);
    expect(print).toContain('.pc-chart canvas{max-width:100%!important;height:auto!important}');
    expect(print).toContain('.pc-needs-table{break-inside:avoid;page-break-inside:avoid}');
  });

  it('preloads the regular and bold Inter faces beside their swap-displayed stylesheet', () => {
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" href="/assets/fonts/inter-latin-400-normal.woff2" as="font" type="font/woff2" crossorigin>',
    );
    expect(head).toContain(
      '<link rel="preload" href="/assets/fonts/inter-latin-700-normal.woff2" as="font" type="font/woff2" crossorigin>',
    );
    expect(head.indexOf('rel="preload"')).toBeLessThan(head.indexOf('/assets/inter.css'));
  });

  it('loads Chart.js (deferred) and draws each chart only when a chart is placed', () => {
    expect(page).toContain('<script src="/assets/chart.umd.js" defer></script>');
    expect(page).toContain('new Chart(');
    for (const id of [
      'need-breakdown',
      'premium-vs-budget',
      'coverage-over-time',
    ] satisfies TChartId[]) {
      expect(page.match(new RegExp(`<canvas id="pc-chart-${id}"`, 'g'))).toHaveLength(1);
    }
    const doc = makeDocument();
    const noCharts = renderPresentation(
      {
        ...doc,
        sections: doc.sections.map((s) => ({
          ...s,
          html: s.html.replace(/<figure data-chart="[^"]+"><\/figure>/g, ''),
        })),
      },
      analysis,
    );
    expect(noCharts).not.toContain('<script src="/assets/chart.umd.js"');
    expect(noCharts).not.toContain('new Chart(');
    expect(noCharts).not.toContain('<canvas');
    const hidden = renderPresentation(
      {
        ...doc,
        sections: doc.sections.map((s) =>
          s.id === 'what-you-need' || s.id === 'costs-and-benefits' ? { ...s, hidden: true } : s,
        ),
      },
      analysis,
    );
    expect(hidden).not.toContain('<script src="/assets/chart.umd.js"');
    expect(hidden).not.toContain('new Chart(');
  });

  it('places a chart once per page and scripts only the charts placed', () => {
    const doc = makeDocument();
    const sections = [
      makeSection('what-you-need', {
        html: `${chart('need-breakdown')}<p>again</p>${chart('need-breakdown')}`,
      }),
    ];
    const html = renderPresentation({ ...doc, sections }, analysis);
    expect(html.match(/<canvas /g)).toHaveLength(1);
    expect(html).toContain("make('pc-chart-need-breakdown'");
    expect(html).not.toContain("make('pc-chart-premium-vs-budget'");
    expect(html).toMatch(
      /lib\.addEventListener\('load',draw\);\s*document\.addEventListener\('DOMContentLoaded',draw\)/,
    );
    expect(html).toContain('responsive:true,maintainAspectRatio:false,animation:false');
    expect(html).toContain("addEventListener('beforeprint'");
  });

  it('never shows a number a writer typed inside a placeholder', () => {
    const doc = makeDocument();
    const typed =
      '<p><span data-figure="total-need">$999</span></p><figure data-chart="need-breakdown"><figcaption>$888</figcaption></figure><div data-block="needs-table"><table><tr><td>$777</td></tr></table></div><span data-icon="check">$666</span>';
    const html = renderPresentation(
      { ...doc, sections: [makeSection('what-you-need', { html: typed })] },
      analysis,
    );
    for (const forged of ['$999', '$888', '$777', '$666']) expect(html).not.toContain(forged);
    expect(html).toContain(
      `<span class="pc-figure" data-figure="total-need">${formatCurrency(analysis.totalNeed)}</span>`,
    );
    expect(html).toContain(
      `Total need ${formatCurrency(analysis.totalNeed)}: income replacement ${formatCurrency(analysis.dime.income)}`,
    );
    expect(html).toContain(`<td class="pc-num">${formatCurrency(analysis.gap)}</td>`);
  });

  it('prunes the rules of classes the page does not use', () => {
    const doc = makeDocument();
    const html = renderPresentation({ ...doc, sections: [makeSection('advisor')] }, analysis);
    const css = styleOf(html);
    expect(css).not.toContain('.pc-plan{');
    expect(css).not.toContain('.pc-steps');
    expect(css).not.toContain('.pc-chart');
    expect(css).toContain('.pc-advisor{');
    expect(styleOf(page)).toContain('.pc-plan{');
    expect(styleOf(page)).toContain('.pc-chart-caption{');
  });

  it('keeps a selector only when every class it names is used', () => {
    const colours = COLOUR_SCHEMES.blue;
    expect(compileStylesheet('<p class="pc-bullets"></p>', colours)).toContain(
      '\n.pc-bullets{list-style:disc',
    );
    expect(compileStylesheet('<p class="pc-card"></p>', colours)).not.toContain(
      '.pc-card>.pc-icon',
    );
    expect(
      compileStylesheet('<p class="pc-card"><span class="pc-icon"></span></p>', colours),
    ).toContain('.pc-card>.pc-icon');
  });

  it('has a rule for every content class', () => {
    const css = compileStylesheet(
      `<div class="${CONTENT_CLASSES.join(' ')}"></div>`,
      COLOUR_SCHEMES.blue,
    );
    for (const name of CONTENT_CLASSES) expect(css).toMatch(new RegExp(`\\.${name}[\\s{,.:>\\[]`));
  });

  it('stays under 40 KB gzipped for a comprehensive document', () => {
    expect(gzipSync(page).length).toBeLessThanOrEqual(40 * 1024);
  });

  it('escapes document text', () => {
    const doc = makeDocument({
      title: '</title><script>alert(1)</script>',
      advisor: {
        name: '<script>alert("x")</script>',
        company: 'A & B <b>',
        phone: 'javascript:alert(1)',
        email: 'x@y.z" onclick="a',
      },
    });
    const sections = doc.sections.map((s) =>
      s.id === 'recommendation' ? { ...s, title: '<img src=x onerror=alert(1)>' } : s,
    );
    const html = renderPresentation({ ...doc, sections }, analysis);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('A &amp; B &lt;b&gt;');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('mailto:');
    expect(html).not.toContain('tel:');
  });

  it('renders legacy sections plainly and shows a draft banner without the footer', () => {
    const doc = makeDocument();
    const legacy = makeSection('old-intro', {
      kind: 'legacy',
      title: 'Introduction',
      html: '<p>Saved before documents.</p>',
      source: 'legacy',
    });
    const html = renderPresentation({ ...doc, sections: [legacy, ...doc.sections] }, analysis, {
      draft: true,
      assetBase: 'https://app.example',
    });
    expect(html).toContain(
      '<section id="old-intro" class="pc-section" data-source="legacy">\n<h2>Introduction</h2>\n<p>Saved before documents.</p>',
    );
    expect(html).toContain(DRAFT_BANNER_TEXT);
    expect(html).not.toContain('class="pc-footer"');
    expect(html).toContain('<script src="https://app.example/assets/chart.umd.js" defer></script>');
    expect(page).not.toContain(DRAFT_BANNER_TEXT);
    expect(page).toContain('class="pc-footer"');
  });

  it('is deterministic and already what the repairs would make it', () => {
    expect(renderPresentation(makeDocument(), analysis)).toBe(page);
    expect(repairHtml(page)).toBe(page);
  });

  it('turns wide tables, a writer’s or ours, into labelled cards on a phone and leaves narrow ones', () => {
    const doc = makeDocument();
    const wide =
      '<table><thead><tr><th>Option</th><th>Cover</th><th>Term</th><th>Monthly</th></tr></thead><tbody><tr><td>Term</td><td>Level</td><td>20 years</td><td>Low</td></tr></tbody></table>';
    const narrow =
      '<table><thead><tr><th>Option</th><th>Term</th><th>Monthly</th></tr></thead><tbody><tr><td>Term</td><td>20 years</td><td>Low</td></tr></tbody></table>';
    const html = renderPresentation(
      {
        ...doc,
        sections: [
          makeSection('recommendation', { html: wide + narrow }),
          makeSection('costs-and-benefits', { html: block('premium-table') }),
        ],
      },
      analysis,
    );
    expect(html).toContain('<td role="cell" data-label="Term">20 years</td>');
    expect(html).toContain(narrow);
    // The premium table shows the smoker and class factors here: five columns, so cards.
    expect(html).toContain('<table class="pc-table pc-table-cards" role="table">');
    expect(html).toContain('data-label="Smoker &times; class"');
    const css = styleOf(html);
    const phone = /@media \(max-width:480px\)\{(.*)\}/.exec(css)?.[1] ?? '';
    expect(phone).toContain('.pc-table-cards tr{display:block');
    expect(phone).toContain('content:attr(data-label) / ""');
    expect(phone).toContain('.pc-table-cards thead{position:absolute');
    expect(phone).toContain('td,th{overflow-wrap:anywhere}');
    // A page without a wide table carries no card rules.
    const plain = renderPresentation({ ...doc, sections: [makeSection('advisor')] }, analysis);
    expect(styleOf(plain)).not.toContain('pc-table-cards');
  });
});

describe('renderPresentation with a brand', () => {
  const LOGO = `/brand-assets/${'a'.repeat(64)}.png`;
  const HEADSHOT = `/brand-assets/${'b'.repeat(64)}.jpg`;
  const BRAND: TDocumentBrand = {
    logo: LOGO,
    headshot: HEADSHOT,
    colours: null,
    disclaimer:
      'Northwind Advisors is regulated by the <b>Authority</b>.\n\nPast performance & "returns" are no guide.\nSecond line.',
    licence: 'LIC-12345',
    contact: {
      phone: '+1 555 010 9999',
      email: 'office@northwind.example',
      website: 'https://northwind.example/',
      address: '1 Main St\nAustin, TX',
    },
  };
  const branded = (brand: TDocumentBrand | null | undefined, options = {}) =>
    renderPresentation(makeDocument({ brand }), analysis, options);
  const imgTags = (html: string) => html.match(/<img\b[^>]*>/g) ?? [];

  it('puts the logo on the cover, on a white chip, with alt text and a reserved size', () => {
    const html = branded(BRAND);
    expect(html).toContain(
      `<section id="cover" class="pc-section pc-cover" data-source="built-in">\n<div class="pc-brand"><img class="pc-brand-logo" src="${LOGO}" alt="Northwind Advisors logo" width="160" height="48"></div>\n<p class="pc-eyebrow">`,
    );
    expect(styleOf(html)).toContain(
      '.pc-brand{display:inline-flex;align-items:center;background:#fff',
    );
    expect(styleOf(html)).toContain('.pc-brand-logo{display:block;height:48px');
  });

  it('shows the headshot, licence and brand contact lines in the advisor block', () => {
    const html = branded(BRAND);
    const advisor = sectionTags(html).find((m) => m[1] === 'advisor')?.[2] ?? '';
    expect(advisor).toContain(
      `<img class="pc-headshot" src="${HEADSHOT}" alt="Sam Lee" width="72" height="72">`,
    );
    expect(advisor).not.toContain('class="pc-avatar"');
    expect(advisor).toContain('<p class="pc-label">Licence: LIC-12345</p>');
    expect(advisor).toContain('<a href="tel:+15550109999">+1 555 010 9999</a>');
    expect(advisor).toContain(
      '<a href="mailto:office@northwind.example">office@northwind.example</a>',
    );
    // Websites are text: a presentation never links to another site.
    expect(advisor).toContain(' northwind.example</li>');
    expect(advisor).not.toContain('href="https://northwind.example');
    expect(advisor).toContain(' 1 Main St, Austin, TX</li>');
  });

  it('shows the logo, advisor and licence in the footer', () => {
    const html = branded(BRAND);
    expect(html).toContain(
      `<footer class="pc-footer"><img class="pc-footer-logo" src="${LOGO}" alt="Northwind Advisors logo" width="80" height="24"><p>Prepared by Sam Lee, Northwind Advisors &middot; Licence: LIC-12345 &middot; March 14, 2025<span class="pc-footer-note"> &middot; ${analysis.disclaimer}</span></p></footer>`,
    );
  });

  it('adds the company disclaimer, escaped and in paragraphs, after ours', () => {
    const html = branded(BRAND);
    const info = sectionTags(html).find((m) => m[1] === 'important-information')?.[2] ?? '';
    const ours = info.indexOf(`<strong>${analysis.disclaimer}</strong>`);
    const theirs = info.indexOf(
      '<h3 class="pc-brand-disclaimer">Information from Northwind Advisors</h3>',
    );
    expect(ours).toBeGreaterThan(-1);
    expect(theirs).toBeGreaterThan(ours);
    expect(info).toContain(
      '<p>Northwind Advisors is regulated by the &lt;b&gt;Authority&lt;/b&gt;.</p><p>Past performance &amp; &quot;returns&quot; are no guide.<br>Second line.</p>',
    );
    expect(info).not.toContain('<b>Authority</b>');
  });

  it('prefixes brand images with the asset base', () => {
    const html = branded(BRAND, { assetBase: 'https://app.example' });
    expect(html).toContain(`src="https://app.example${LOGO}"`);
    expect(html).toContain(`src="https://app.example${HEADSHOT}"`);
  });

  it('renders images only from brand asset paths', () => {
    const forged = [
      'https://evil.example/logo.png',
      '/brand-assets/../../etc/passwd.png',
      `/brand-assets/${'a'.repeat(64)}.png" onerror="alert(1)`,
      'javascript:alert(1)',
      `//evil.example/brand-assets/${'a'.repeat(64)}.png`,
    ];
    for (const path of forged) {
      // The schema refuses them; the renderer checks again for documents built by hand.
      const html = renderPresentation(
        { ...makeDocument(), brand: { ...BRAND, logo: path, headshot: path } },
        analysis,
      );
      expect(imgTags(html), path).toEqual([]);
      expect(html).toContain('class="pc-avatar"');
    }
    expect(imgTags(branded({ ...BRAND, headshot: null }))).toHaveLength(2);
    expect(
      imgTags(branded({ ...BRAND, logo: null })).map((tag) => /class="([^"]+)"/.exec(tag)?.[1]),
    ).toEqual(['pc-headshot']);
  });

  it('without a brand has no image at all and the page is as before', () => {
    const plain = renderPresentation(makeDocument(), analysis);
    for (const html of [plain, branded(null), branded(undefined)]) {
      expect(imgTags(html)).toEqual([]);
      expect(html).not.toContain('pc-brand');
      expect(html).not.toContain('Licence:');
    }
    expect(branded(null)).toBe(plain);
  });

  it('escapes brand texts', () => {
    const html = branded({
      ...BRAND,
      licence: '<script>alert(1)</script>',
      contact: { phone: '', email: '', website: '"><img src=x>', address: '<svg onload=alert(1)>' },
    });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<svg onload');
    expect(html).toContain('Licence: &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(repairHtml(html)).toBe(html);
  });
});
