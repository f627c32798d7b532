import { describe, expect, it } from 'vitest';

import { escapeHtml } from '../document/escape';
import { ZPresentationDocument } from '../document/schema';
import { DETAIL_LEVELS, sectionsForDetail } from '../generation/options';
import { buildOfflineDocument, documentShell, offlineSection } from './document';
import { NOW, offlineInput, section } from './test-input';

describe('documentShell', () => {
  const shell = documentShell(
    offlineInput({
      colorScheme: 'emerald',
      occupation: '  Nurse ',
      location: 'Toronto',
      healthStatus: 'Good',
      goals: {
        protectFamily: true,
        planEstate: true,
        other: true,
        otherText: 'Pay for the cottage',
      },
    }),
  );

  it('describes the presentation without sections', () => {
    expect(shell).toMatchObject({
      version: 1,
      title: 'Insurance Recommendations for Maria Rivera',
      preparedAt: NOW.toISOString(),
      theme: {
        colorScheme: 'emerald',
        colours: { primary: '#059669', secondary: '#065F46', accent: '#34D399' },
        style: 'professional',
        tone: 'balanced',
        detail: 'comprehensive',
      },
      advisor: {
        name: 'James Chen',
        company: 'Northstar Financial',
        phone: '(416) 555-0142',
        email: 'james@example.com',
      },
      client: {
        fullName: 'Maria Rivera',
        firstName: 'Maria',
        insuranceType: 'Life Insurance',
        maritalStatus: 'Married',
        occupation: 'Nurse',
        location: 'Toronto',
        // Health stays off the page unless the advisor chose to mention it.
        healthStatus: '',
        smoker: '',
        goals: ['Protect Family', 'Estate Planning', 'Pay for the cottage'],
      },
      sections: [],
    });
    expect(ZPresentationDocument.parse(shell)).toEqual(shell);
  });

  it('keeps the health facts when the advisor chose to mention health', () => {
    const shown = documentShell(
      offlineInput({ healthStatus: 'Good', smoker: 'Smoker', mentionHealth: true }),
    );
    expect(shown.client).toMatchObject({ healthStatus: 'Good', smoker: 'Smoker' });
  });

  it('resolves a custom colour', () => {
    const theme = documentShell(
      offlineInput({ colorScheme: 'custom', customColorHex: '#123456' }),
    ).theme;
    expect(theme).toMatchObject({
      colorScheme: 'custom',
      customColorHex: '#123456',
      colours: { primary: '#123456' },
    });
    expect(ZPresentationDocument.shape.theme.parse(theme)).toEqual(theme);
  });

  it('names the kind of the first chosen plan when the analysis prices it', () => {
    expect(
      documentShell(offlineInput({ companyId: 'equitable', productId: 'equilife-whole-life' }))
        .primaryPlanKind,
    ).toBe('permanent');
    expect(
      documentShell(
        offlineInput({
          potentialPlans: [
            {
              companyName: 'RBC Insurance',
              productName: 'RBC Term Life Protector',
              priority: 'High',
            },
          ],
        }),
      ).primaryPlanKind,
    ).toBe('term');
    expect(
      documentShell(
        offlineInput({ companyId: 'industrial-alliance', productId: 'healthguard-elite' }),
      ).primaryPlanKind,
    ).toBeNull();
  });

  it('keeps every string within the schema for extreme inputs', () => {
    const long = (c: string, n: number) => c.repeat(n);
    const input = offlineInput(
      {
        clientName: `${long('"', 120)} ${long('😀', 39)}x`,
        occupation: long('<', 200),
        location: long('&', 200),
        insuranceType: `${long('é', 99)}😀`,
        goals: {
          protectFamily: true,
          buildSavings: true,
          planEstate: true,
          other: true,
          otherText: long('😀', 500),
        },
        potentialPlans: Array.from({ length: 10 }, (_, i) => ({
          companyName: long('"', 200),
          productName: `${long('<', 199)}${i}`,
          notes: long('x', 2000),
          priority: 'High',
        })),
        detailLevel: 'comprehensive',
        focusAreas: [
          'Coverage Details',
          'Cost Breakdown',
          'Future Benefits',
          'Risk Analysis',
          'Investment Component',
          'Tax Advantages',
          'Family Protection',
          'Retirement Planning',
        ],
      },
      {
        valueProposition: long('"', 5000),
        competitiveAdvantages: long("'", 5000),
        objectionHandling: {
          costConcerns: true,
          trustIssues: true,
          needUncertainty: true,
          timing: true,
          other: true,
          otherText: long('>', 2000),
        },
        closingStrategy: 'summary',
        highlightUrgency: true,
      },
      {
        name: long('<', 200),
        company: long('"', 200),
        phone: long('9', 50),
        email: long('a', 254),
      },
      { debts: 1e12, mortgage: 1e12, existingCoverage: 0 },
    );
    const document = buildOfflineDocument(input);
    expect(ZPresentationDocument.safeParse(document).error).toBeUndefined();
    expect(JSON.stringify(document)).not.toMatch(
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
    );
    expect(section(document, 'cover').title.length).toBeLessThanOrEqual(140);
  });

  it('falls back to the current time for an unusable date', () => {
    const shell = documentShell({ ...offlineInput(), now: new Date(Number.NaN) });
    expect(ZPresentationDocument.safeParse(shell).success).toBe(true);
  });

  it('drops bidi controls and NUL from the client facts', () => {
    const shell = documentShell(
      offlineInput({ clientName: 'Maria\u202E Rivera', occupation: 'Nurse\u0000' }),
    );
    expect(shell.client.fullName).toBe('Maria Rivera');
    expect(shell.client.occupation).toBe('Nurse');
    expect(shell.title).toBe('Insurance Recommendations for Maria Rivera');
  });
});

describe('buildOfflineDocument', () => {
  it.each(DETAIL_LEVELS)('writes exactly the %s sections, in order', (detailLevel) => {
    const document = buildOfflineDocument(offlineInput({ detailLevel }));
    expect(document.sections.map((s) => s.id)).toEqual(sectionsForDetail(detailLevel));
    expect(document.sections.map((s) => s.kind)).toEqual(sectionsForDetail(detailLevel));
    expect(ZPresentationDocument.parse(document)).toEqual(document);
  });

  it('marks every section as the built-in version, shown and not replaced, with the charts it places', () => {
    const document = buildOfflineDocument(offlineInput());
    for (const s of document.sections)
      expect(s).toMatchObject({ source: 'built-in', hidden: false, replaced: null });
    expect(section(document, 'what-you-need').charts).toEqual(['need-breakdown']);
    expect(section(document, 'costs-and-benefits').charts).toEqual([
      'premium-vs-budget',
      'coverage-over-time',
    ]);
    expect(document.sections.flatMap((s) => s.charts)).toHaveLength(3);
  });

  it('is deterministic for a fixed date', () => {
    const input = offlineInput({ focusAreas: ['Risk Analysis'] }, { closingStrategy: 'choice' });
    expect(JSON.stringify(buildOfflineDocument(input))).toBe(
      JSON.stringify(
        buildOfflineDocument(
          offlineInput({ focusAreas: ['Risk Analysis'] }, { closingStrategy: 'choice' }),
        ),
      ),
    );
    const later = buildOfflineDocument({ ...input, now: new Date('2026-02-03T00:00:00Z') });
    expect(later.preparedAt).toBe('2026-02-03T00:00:00.000Z');
  });

  it('gives offlineSection the same section as the whole document', () => {
    const input = offlineInput({}, { objectionHandling: { timing: true } });
    const document = buildOfflineDocument(input);
    for (const id of sectionsForDetail('comprehensive'))
      expect(offlineSection(id, input)).toEqual(section(document, id));
  });
});

describe('hostile client text', () => {
  const script = '<script>alert(1)</script>';
  const img = '<img src=x onerror=alert(1)>';
  const input = offlineInput(
    {
      clientName: `${script} Rivera`,
      occupation: img,
      location: img,
      goals: { other: true, otherText: `Protect them ${img}` },
      potentialPlans: [
        { companyName: `${img} Co`, productName: `${script} Term`, priority: 'High' },
      ],
    },
    {
      objectionHandling: { other: true, otherText: `Is it safe? ${img}` },
      valueProposition: `We care. ${script}`,
      closingStrategy: 'trial',
    },
    { name: script, company: img },
  );
  const document = buildOfflineDocument(input);
  const html = document.sections.map((s) => s.html).join('\n');

  it('appears only escaped in the sections', () => {
    expect(html).not.toMatch(/<script|<img|onerror=alert\(1\)>/i);
    expect(html).toContain(escapeHtml(script));
    expect(html).toContain(escapeHtml(img));
    expect(section(document, 'where-you-are').html).toContain(
      `shared with us, ${escapeHtml(script)}.`,
    );
    expect(section(document, 'recommendation').html).toContain(
      `<h3>${escapeHtml(`${script} Term`)}</h3>`,
    );
    expect(section(document, 'questions').html).toContain(escapeHtml(`Is it safe? ${img}`));
  });

  it('stays plain text in the titles, for the renderer to escape', () => {
    expect(section(document, 'cover').title).toBe(`Protect them ${img}`);
  });
});
