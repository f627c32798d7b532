import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZAdvisorInfo, ZClientFormData, ZSalesStrategy } from './client-form';
import { analyseNeeds, needsInputFromClient } from './needs-analysis';
import { escapeHtml, generateOfflinePresentation, offlineChunks, type TOfflineInput } from './offline-generator';
import { checkGeneratedHtml, repairHtml, simplifiedText, viewerErrorFor } from './output-checks';
import { PRESENTATION_SECTIONS } from './options';

const NOW = new Date('2025-01-05T12:00:00Z');

function offlineInput(
  client: Record<string, unknown> = {},
  strategy: Record<string, unknown> = {},
  advisor: Record<string, unknown> = {},
): TOfflineInput {
  const parsed = ZClientFormData.parse({
    clientName: 'Maria Rivera',
    age: '38',
    gender: 'Female',
    annualIncome: '85000',
    maritalStatus: 'Married',
    dependents: '2',
    budget: '150',
    goals: { protectFamily: true },
    ...client,
  });
  return {
    client: parsed,
    advisor: ZAdvisorInfo.parse({ name: 'James Chen', company: 'Northstar Financial', phone: '(416) 555-0142', email: 'james@example.com', ...advisor }),
    strategy: ZSalesStrategy.parse(strategy),
    analysis: analyseNeeds({ ...needsInputFromClient(parsed), mortgage: 320_000, debts: 18_000 }),
    now: NOW,
  };
}

function sectionIds(html: string): string[] {
  return [...html.matchAll(/<section id="([^"]+)"/g)].map((m) => m[1] ?? '');
}

function sectionHtml(html: string, id: string): string {
  const start = html.indexOf(`<section id="${id}"`);
  return start === -1 ? '' : html.slice(start, html.indexOf('</section>', start));
}

describe('generateOfflinePresentation', () => {
  const html = generateOfflinePresentation(offlineInput());

  it('passes the output checks and the viewer checks', () => {
    expect(checkGeneratedHtml(html)).toBeNull();
    expect(viewerErrorFor(html)).toBeNull();
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
  });

  it('contains every section of the guide, in order, each with one h2', () => {
    expect(sectionIds(html)).toEqual(PRESENTATION_SECTIONS.map((s) => s.id));
    for (const id of sectionIds(html)) expect(sectionHtml(html, id).match(/<h2>/g)).toHaveLength(1);
    expect(html).not.toMatch(/<section[^>]*>(?:(?!<\/section>)[\s\S])*<section/);
  });

  it('drops sections 2, 5 and 6 when concise', () => {
    const concise = generateOfflinePresentation(offlineInput({ detailLevel: 'concise' }));
    expect(sectionIds(concise)).toEqual(['cover', 'what-you-need', 'recommendation', 'next-steps', 'advisor', 'important-information']);
    expect(checkGeneratedHtml(concise)).toBeNull();
    expect(concise).not.toContain('id="pc-chart-premiums"');
  });

  it('loads only our pinned assets and keeps them canonical through repair', () => {
    for (const asset of ['/assets/tailwind.js', '/assets/chart.umd.js', '/assets/inter.css', '/assets/fontawesome.css']) {
      expect(html).toContain(asset);
    }
    expect(html).not.toMatch(/https?:\/\//);
    const repaired = repairHtml(html);
    expect(repaired.split('/assets/chart.umd.js"></script>').length - 1).toBe(1);
    expect(repaired.split('data-pitchcraft-runtime').length - 1).toBe(1);
    expect(checkGeneratedHtml(repaired)).toBeNull();
  });

  it('draws the three charts from the analysis figures', () => {
    const input = offlineInput();
    expect(html).toContain('id="pc-chart-needs"');
    expect(html).toContain('id="pc-chart-premiums"');
    expect(html).toContain('id="pc-chart-coverage"');
    expect(html).toContain('new Chart(');
    expect(html).toContain(`"values":[${input.analysis.dime.income},${input.analysis.dime.debt},${input.analysis.dime.mortgage},${input.analysis.dime.education},${input.analysis.dime.finalExpenses}]`);
    expect(html).toContain(`[${input.analysis.premiums.termMonthly},${input.analysis.premiums.permanentMonthly},150]`);
  });

  it('states the analysis figures and the disclaimer', () => {
    const input = offlineInput();
    const text = simplifiedText(html);
    expect(text).toContain('$1,963,000');
    expect(text).toContain(`$${input.analysis.premiums.termMonthly}/month`);
    expect(sectionHtml(html, 'important-information')).toContain(
      'Illustrative estimates, not a quote or an offer. Premiums depend on underwriting.',
    );
    expect(sectionHtml(html, 'cover')).toContain("Protecting the Rivera family&#39;s future");
    expect(sectionHtml(html, 'cover')).toContain('January 5, 2025');
    expect(sectionHtml(html, 'advisor')).toContain('href="tel:4165550142"');
    expect(sectionHtml(html, 'advisor')).toContain('href="mailto:james@example.com"');
  });

  it('has print CSS with page breaks and responsive rules', () => {
    expect(html).toMatch(/@media print\{[^]*break-before:page/);
    expect(html).toMatch(/@media \(max-width:720px\)/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  });

  it('is deterministic for a fixed date', () => {
    expect(generateOfflinePresentation(offlineInput())).toBe(html);
    const later = generateOfflinePresentation({ ...offlineInput(), now: new Date('2026-02-03T00:00:00Z') });
    expect(later).toContain('February 3, 2026');
  });
});

describe('escaping', () => {
  const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>';

  it('never lets a hostile value through unescaped', () => {
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
    expect(html.match(/<script\b/g)).toHaveLength(3);
    expect(checkGeneratedHtml(html)).toBeNull();
  });

  it('keeps the document structure for any client name', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200 }).filter((s) => s.trim() !== ''), (name) => {
        const html = generateOfflinePresentation(offlineInput({ clientName: name, goals: { other: true, otherText: name } }));
        expect(html.match(/<script\b/g)).toHaveLength(3);
        expect(html.match(/<\/script>/g)).toHaveLength(3);
        expect(html.match(/<section\b/g)).toHaveLength(9);
        expect(checkGeneratedHtml(html)).toBeNull();
      }),
      { numRuns: 60 },
    );
  });

  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});

describe('settings', () => {
  it('applies the colour scheme as CSS variables', () => {
    expect(generateOfflinePresentation(offlineInput({ colorScheme: 'emerald' }))).toContain('--primary:#059669;--secondary:#065F46;--accent:#34D399');
    expect(generateOfflinePresentation(offlineInput({ colorScheme: 'custom', customColorHex: '#123456' }))).toContain('--primary:#123456');
  });

  it('changes wording with the style', () => {
    const headings = (style: string) =>
      [...generateOfflinePresentation(offlineInput({ presentationStyle: style })).matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1]);
    const professional = headings('professional');
    expect(professional).toContain('Your Current Situation');
    expect(headings('technical')).toContain('Needs Analysis (DIME Method)');
    expect(headings('simplified')).toContain('About you');
    expect(headings('conversational')).toContain('Where you are today');
    expect(new Set([headings('technical').join(), headings('simplified').join(), professional.join()]).size).toBe(3);
  });

  it('changes the lead sentences with the tone', () => {
    const lead = (tone: string) => sectionHtml(generateOfflinePresentation(offlineInput({ tonePriority: tone })), 'what-you-need');
    expect(lead('logical')).toContain('&minus; existing cover');
    expect(lead('emotional')).toContain('If the unexpected happened');
    expect(lead('persuasive')).toContain('Closing it is the purpose of this plan');
  });

  it('writes one block per selected objection', () => {
    const html = generateOfflinePresentation(
      offlineInput({}, { objectionHandling: { costConcerns: true, trustIssues: true, needUncertainty: false, timing: true, other: true, otherText: 'My spouse must agree' } }),
    );
    const questions = sectionHtml(html, 'questions');
    expect(questions).toContain('Can I afford this?');
    expect(questions).toContain('How do I know it will pay out?');
    expect(questions).not.toContain('Do I really need this?');
    expect(questions).toContain('Why not wait?');
    expect(questions).toContain('My spouse must agree');
  });

  it.each([
    ['assumptive', 'start your application'],
    ['choice', 'Which option suits you better?'],
    ['urgency', 'Your premium is set by your age and health'],
    ['summary', 'To sum up'],
    ['trial', 'feel like the right fit'],
  ])('uses the %s close', (closingStrategy, text) => {
    const steps = sectionHtml(generateOfflinePresentation(offlineInput({}, { closingStrategy })), 'next-steps');
    expect(steps).toContain(`data-closing="${closingStrategy}"`);
    expect(steps).toContain(text);
  });

  it('shows social proof and the cost of waiting only when enabled', () => {
    const on = sectionHtml(generateOfflinePresentation(offlineInput({}, { includeSocialProof: true, includeROICalculator: true })), 'next-steps');
    const off = sectionHtml(generateOfflinePresentation(offlineInput({}, { includeSocialProof: false, includeROICalculator: false })), 'next-steps');
    expect(on).toContain('pc-proof');
    expect(on).toContain('The cost of waiting');
    expect(off).not.toContain('pc-proof');
    expect(off).not.toContain('The cost of waiting');
  });

  it('adds tax notes only when the focus areas ask for them', () => {
    const withTax = generateOfflinePresentation(offlineInput({ focusAreas: ['Tax Advantages'] }));
    const without = generateOfflinePresentation(offlineInput({ focusAreas: [] }));
    expect(withTax).toContain('cash value');
    expect(sectionHtml(without, 'costs-and-benefits')).not.toContain('taxed');
  });
});

describe('recommended plans', () => {
  it('follows the advisor plans by priority', () => {
    const html = generateOfflinePresentation(
      offlineInput({
        potentialPlans: [
          { companyName: 'Equitable Life', productName: 'Equilife Whole Life', priority: 'Low' },
          { companyName: 'RBC Insurance', productName: 'RBC Term Life Protector', priority: 'High' },
          { companyName: 'Other Co', productName: 'Flex Term 30', priority: 'Medium' },
          { companyName: 'Fourth', productName: 'Never shown', priority: 'Low' },
        ],
      }),
    );
    const rec = sectionHtml(html, 'recommendation');
    const names = [...rec.matchAll(/<h3>([^<]+)<\/h3>/g)].map((m) => m[1]).slice(0, 3);
    expect(names).toEqual(['RBC Term Life Protector', 'Flex Term 30', 'Equilife Whole Life']);
    expect(rec).not.toContain('Never shown');
  });

  it('uses the chosen product as the primary plan', () => {
    const rec = sectionHtml(
      generateOfflinePresentation(offlineInput({ companyId: 'equitable', productId: 'equilife-whole-life' })),
      'recommendation',
    );
    expect(rec.indexOf('Equilife Whole Life')).toBeGreaterThan(-1);
    expect(rec.match(/pc-plan-primary[\s\S]*?<h3>([^<]+)</)?.[1]).toBe('Equilife Whole Life');
  });

  it('ranks the catalogue when nothing was chosen', () => {
    const life = sectionHtml(generateOfflinePresentation(offlineInput({ insuranceType: 'Term Life Insurance' })), 'recommendation');
    expect(life.match(/pc-plan-primary[\s\S]*?<h3>([^<]+)</)?.[1]).toMatch(/LifeProtect Plus|RBC Term Life Protector/);
    const retire = sectionHtml(
      generateOfflinePresentation(offlineInput({ insuranceType: 'Retirement Planning', goals: { buildSavings: true } })),
      'recommendation',
    );
    expect(retire.match(/pc-plan-primary[\s\S]*?<h3>([^<]+)</)?.[1]).toMatch(/Retirement Security Plan|Investment Portfolio/);
  });

  it('never prices products the analysis has no premium for', () => {
    const rec = sectionHtml(generateOfflinePresentation(offlineInput({ companyId: 'industrial-alliance', productId: 'healthguard-elite' })), 'recommendation');
    expect(rec).toContain('Cost confirmed by your advisor');
  });
});

describe('performance', () => {
  it('generates in under 50 ms (median of 20 runs)', () => {
    const input = offlineInput();
    const times: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const start = performance.now();
      generateOfflinePresentation(input);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    expect(times[10]).toBeLessThan(50);
  });
});

describe('offlineChunks', () => {
  it('splits into chunks that join back to the document', () => {
    const html = generateOfflinePresentation(offlineInput());
    const chunks = offlineChunks(html);
    expect(chunks.join('')).toBe(html);
    expect(chunks.every((c) => c.length <= 400 && c.length > 0)).toBe(true);
    expect(chunks.length).toBe(Math.ceil(html.length / 400));
  });

  it('never splits a surrogate pair and survives odd sizes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), fc.integer({ min: -5, max: 50 }), (text, size) => {
        const chunks = offlineChunks(text, size);
        expect(chunks.join('')).toBe(text);
        for (const chunk of chunks) {
          const last = chunk.charCodeAt(chunk.length - 1);
          expect(last >= 0xd800 && last <= 0xdbff).toBe(false);
        }
      }),
    );
    expect(offlineChunks('')).toEqual([]);
    expect(offlineChunks('abc', Number.NaN)).toEqual(['abc']);
  });
});
