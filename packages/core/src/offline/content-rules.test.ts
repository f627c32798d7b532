// The rules every built-in section keeps for any client: no figure typed into the text, only the
// design system's tags, classes and placeholders, and a document the schema accepts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  BLOCK_IDS,
  CHART_IDS,
  CONTENT_CLASSES,
  FIGURE_IDS,
  ICON_IDS,
} from '../document/placeholders';
import { ZPresentationDocument } from '../document/schema';
import { DETAIL_LEVELS, FOCUS_AREAS, PRESENTATION_STYLES, TONES } from '../generation/options';
import { buildOfflineDocument } from './document';
import { anyOfflineInput } from './test-arbitraries';
import { markupProblems, offlineInput, plainText } from './test-input';

const TYPED_MONEY = /\$\s?\d/;
const TYPED_PERCENT = /\d\s?%/;
const LISTS = {
  classes: CONTENT_CLASSES,
  figures: FIGURE_IDS,
  charts: CHART_IDS,
  blocks: BLOCK_IDS,
  icons: ICON_IDS,
};

describe('every built-in section, for any client', () => {
  it('types no money amount or percentage: every figure is a placeholder', () => {
    fc.assert(
      fc.property(anyOfflineInput, (input) => {
        for (const s of buildOfflineDocument(input).sections) {
          const text = plainText(s.html);
          expect(text, s.id).not.toMatch(TYPED_MONEY);
          expect(text, s.id).not.toMatch(TYPED_PERCENT);
          expect(s.title, s.id).not.toMatch(TYPED_MONEY);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('uses only the allowed tags, attributes, classes and placeholders, with all text escaped', () => {
    fc.assert(
      fc.property(anyOfflineInput, (input) => {
        for (const s of buildOfflineDocument(input).sections)
          expect(markupProblems(s.html, LISTS), s.id).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('makes a document the schema accepts', () => {
    fc.assert(
      fc.property(anyOfflineInput, (input) => {
        const document = buildOfflineDocument(input);
        expect(ZPresentationDocument.safeParse(document).error).toBeUndefined();
      }),
      { numRuns: 200 },
    );
  });

  it('writes placeholders empty and chart placeholders at most once per document', () => {
    fc.assert(
      fc.property(anyOfflineInput, (input) => {
        const html = buildOfflineDocument(input)
          .sections.map((s) => s.html)
          .join('\n');
        for (const m of html.matchAll(
          /<(span|figure|div) data-(?:figure|chart|block|icon)="[^"]+">([\s\S]{0,10})/g,
        )) {
          expect(m[2]?.startsWith(`</${m[1]}>`)).toBe(true);
        }
        for (const id of CHART_IDS)
          expect(
            (html.match(new RegExp(`data-chart="${id}"`, 'g')) ?? []).length,
          ).toBeLessThanOrEqual(1);
      }),
      { numRuns: 100 },
    );
  });
});

describe('the default presentation', () => {
  it('keeps the rules in every style, tone and detail level', () => {
    for (const presentationStyle of PRESENTATION_STYLES) {
      for (const tonePriority of TONES) {
        for (const detailLevel of DETAIL_LEVELS) {
          const document = buildOfflineDocument(
            offlineInput({
              presentationStyle,
              tonePriority,
              detailLevel,
              focusAreas: [...FOCUS_AREAS],
            }),
          );
          for (const s of document.sections) {
            expect(markupProblems(s.html, LISTS), s.id).toEqual([]);
            // Not even a year count or an age: those are placeholders too.
            expect(plainText(s.html), s.id).not.toMatch(/\d/);
          }
        }
      }
    }
  });

  it('is built in well under 50 ms (median of 20 runs)', () => {
    const input = offlineInput();
    const times: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const start = performance.now();
      buildOfflineDocument(input);
      times.push(performance.now() - start);
    }
    times.sort((x, y) => x - y);
    expect(times[10]).toBeLessThan(50);
  });
});
