// Reads a written .pptx back for tests: its parts, each slide's XML and text in order, the notes
// page of a slide, and each chart's cached series values.
import { strFromU8, unzipSync } from 'fflate';

export interface TDeck {
  files: Record<string, Uint8Array>;
  /** Slide XML, first slide first. */
  slides: string[];
  /** The a:t text of each slide, runs joined (a paragraph's runs without a separator). */
  texts: string[];
  /** The notes text of a slide (0-based), '' when it has none. */
  notes(slide: number): string;
  /** Each chart part's series values as cached in its XML, in chart order. */
  charts: number[][][];
  part(path: string): string;
}

const decode = (text: string): string =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The text of an XML part: paragraphs on their own lines, runs joined. */
function xmlText(xml: string): string {
  return [...xml.matchAll(/<a:p>([\s\S]*?)<\/a:p>/g)]
    .map((p) =>
      [...(p[1] ?? '').matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((t) => decode(t[1] ?? '')).join(''),
    )
    .filter((line) => line !== '')
    .join('\n');
}

const partNumber = (path: string): number => Number(/(\d+)\.xml$/.exec(path)?.[1] ?? 0);

function chartValues(xml: string): number[][] {
  return [...xml.matchAll(/<c:ser>([\s\S]*?)<\/c:ser>/g)].map((ser) => {
    const val = /<c:val>([\s\S]*?)<\/c:val>/.exec(ser[1] ?? '')?.[1] ?? '';
    return [...val.matchAll(/<c:v>([^<]*)<\/c:v>/g)].map((v) => Number(v[1]));
  });
}

export function readDeck(bytes: Uint8Array): TDeck {
  const files = unzipSync(bytes);
  const part = (path: string): string => {
    const file = files[path];
    if (!file) throw new Error(`No part ${path}`);
    return strFromU8(file);
  };
  const numbered = (pattern: RegExp) =>
    Object.keys(files)
      .filter((path) => pattern.test(path))
      .sort((a, b) => partNumber(a) - partNumber(b));
  const slidePaths = numbered(/^ppt\/slides\/slide\d+\.xml$/);
  const slides = slidePaths.map(part);
  return {
    files,
    slides,
    texts: slides.map(xmlText),
    notes(slide) {
      const path = slidePaths[slide];
      if (!path) return '';
      const rels = part(path.replace('slides/', 'slides/_rels/') + '.rels');
      const target = /Target="\.\.\/notesSlides\/(notesSlide\d+\.xml)"/.exec(rels)?.[1];
      return target ? xmlText(part(`ppt/notesSlides/${target}`)) : '';
    },
    charts: numbered(/^ppt\/charts\/chart\d+\.xml$/).map((path) => chartValues(part(path))),
    part,
  };
}
