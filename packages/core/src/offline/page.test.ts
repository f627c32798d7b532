// The built-in document through the shared parser, sanitiser and renderer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { escapeHtml } from '../document/escape';
import { sanitiseFragment, sanitiseTitle } from '../document/sanitise';
import { parseSections, plainText, serialiseSections } from '../document/section-stream';
import { acceptSection } from '../document/validate';
import { formatCurrency } from '../generation/needs-analysis';
import {
  DETAIL_LEVELS,
  FOCUS_AREAS,
  PRESENTATION_SECTIONS,
  sectionsForDetail,
} from '../generation/options';
import { checkGeneratedHtml, viewerErrorFor } from '../generation/output-checks';
import { buildOfflineDocument } from './document';
import { generateOfflinePresentation } from './page';
import { anyOfflineInput } from './test-arbitraries';
import { offlineInput } from './test-input';

const placeholders = (html: string) =>
  [...html.matchAll(/data-(figure|chart|block|icon)="([^"]+)"/g)].map((m) => m[0]);
const variants = [
  offlineInput(),
  offlineInput(
    { presentationStyle: 'technical', focusAreas: [...FOCUS_AREAS] },
    {
      closingStrategy: 'summary',
      highlightUrgency: true,
      objectionHandling: {
        costConcerns: true,
        trustIssues: true,
        needUncertainty: true,
        timing: true,
        other: true,
        otherText: 'What if I move?',
      },
    },
  ),
  offlineInput(
    { detailLevel: 'concise', maritalStatus: 'Single', dependents: '0' },
    { closingStrategy: 'choice' },
  ),
  offlineInput(
    { companyId: 'industrial-alliance', productId: 'healthguard-elite' },
    { closingStrategy: 'trial' },
    {},
    { existingCoverage: 50_000_000 },
  ),
];

describe('generateOfflinePresentation', () => {
  it('renders a page that passes the output and viewer checks, with every section', () => {
    for (const detailLevel of DETAIL_LEVELS) {
      const html = generateOfflinePresentation(offlineInput({ detailLevel }));
      expect(checkGeneratedHtml(html)).toBeNull();
      expect(viewerErrorFor(html)).toBeNull();
      for (const id of sectionsForDetail(detailLevel))
        expect(html).toContain(`<section id="${id}"`);
    }
    const all = generateOfflinePresentation(offlineInput());
    expect([...all.matchAll(/<section id="([^"]+)"/g)].map((m) => m[1])).toEqual(
      PRESENTATION_SECTIONS.map((s) => s.id),
    );
  });

  it('fills the placeholders with the analysis figures', () => {
    const input = offlineInput();
    const html = generateOfflinePresentation(input);
    expect(html).toContain('Protecting the Rivera family&#39;s future');
    expect(html).toContain(formatCurrency(input.analysis.totalNeed));
    expect(html).toContain(`$${input.analysis.premiums.termMonthly}/month`);
    expect(html).not.toMatch(/<span data-figure="[^"]+"><\/span>/);
  });

  it('is deterministic for a fixed date', () => {
    expect(generateOfflinePresentation(offlineInput())).toBe(
      generateOfflinePresentation(offlineInput()),
    );
  });

  it('shows hostile client text only escaped', () => {
    const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const html = generateOfflinePresentation(
      offlineInput(
        {
          clientName: hostile,
          occupation: hostile,
          location: hostile,
          goals: { other: true, otherText: hostile },
          potentialPlans: [{ companyName: hostile, productName: hostile, priority: 'High' }],
        },
        { objectionHandling: { other: true, otherText: hostile }, valueProposition: hostile },
        { name: hostile, company: hostile, phone: '<b>555</b>', email: hostile },
      ),
    );
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain(escapeHtml('<script>alert("x")</script>'));
    expect(checkGeneratedHtml(html)).toBeNull();
  });
});

describe('the built-in sections in the shared pipeline', () => {
  it('come through the sanitiser unchanged, every placeholder kept (without quotes in client text)', () => {
    for (const input of variants) {
      for (const s of buildOfflineDocument(input).sections) {
        const clean = sanitiseFragment(s.html);
        expect(placeholders(clean), s.id).toEqual(placeholders(s.html));
        expect(clean, s.id).toBe(s.html);
        expect(sanitiseTitle(s.title)).toBe(s.title);
      }
    }
  });

  it('read back from their streamed form as written', () => {
    for (const input of variants) {
      const { sections } = buildOfflineDocument(input);
      const { sections: parsed, rest } = parseSections(serialiseSections(sections));
      expect(rest.trim()).toBe('');
      // The speaker note travels with its section and comes back as its note, never as its body.
      expect(parsed).toEqual(
        sections.map(({ id, title, html, notes }) => ({
          id,
          title,
          html,
          ...(notes ? { notes } : {}),
        })),
      );
    }
  });

  it('are accepted as they are by the section validator, for any client', () => {
    fc.assert(
      fc.property(anyOfflineInput, (input) => {
        const { sections } = buildOfflineDocument(input);
        const expectedIds = sectionsForDetail(input.client.detailLevel);
        const parsed = parseSections(serialiseSections(sections)).sections;
        const accepted = parsed.map((p) => acceptSection(p, { expectedIds, source: 'built-in' }));
        // The sanitiser writes quotes in text unescaped; the page reads the same.
        expect(accepted).toEqual(
          sections.map((section) => ({
            ok: true,
            section: { ...section, html: sanitiseFragment(section.html) },
          })),
        );
        for (const section of sections) {
          const html = sanitiseFragment(section.html);
          expect(placeholders(html)).toEqual(placeholders(section.html));
          expect(plainText(html)).toBe(plainText(section.html));
        }
      }),
      { numRuns: 150 },
    );
  });
});
