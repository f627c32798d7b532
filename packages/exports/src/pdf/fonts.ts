// Inter for the PDF, from @fontsource/inter's WOFF files: unpacked once per process into plain
// TrueType bytes (so each document's font parser reads them without inflating every table
// again), and the fontsource subset each character needs, so "Łukasz" or "Nguyễn" print.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

/** The faces the PDF uses: body, italic runs, labels, strong runs and headings, the cover title. */
export type TFace = 'regular' | 'italic' | 'semibold' | 'bold' | 'boldItalic' | 'extrabold';

const FACE_FILES: Readonly<Record<TFace, string>> = {
  regular: '400-normal',
  italic: '400-italic',
  semibold: '600-normal',
  bold: '700-normal',
  boldItalic: '700-italic',
  extrabold: '800-normal',
};

/** fontsource's subsets in the order a character looks for its glyph; latin first. */
const SUBSETS = [
  'latin',
  'latin-ext',
  'vietnamese',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
] as const;
type TSubset = (typeof SUBSETS)[number];

const requireFromHere = createRequire(import.meta.url);

/** Each subset's code point ranges, from fontsource's own unicode.json (read once). */
let subsetRanges: { subset: TSubset; ranges: [number, number][] }[] | null = null;

function rangesOf(list: string): [number, number][] {
  return list.split(',').map((part) => {
    const [from = '0', to] = part.trim().replace(/^U\+/i, '').split('-');
    const start = Number.parseInt(from, 16);
    return [start, to === undefined ? start : Number.parseInt(to, 16)];
  });
}

function subsetTable(): { subset: TSubset; ranges: [number, number][] }[] {
  if (subsetRanges) return subsetRanges;
  const unicode = requireFromHere('@fontsource/inter/unicode.json') as Record<string, string>;
  subsetRanges = SUBSETS.map((subset) => ({ subset, ranges: rangesOf(unicode[subset] ?? '') }));
  return subsetRanges;
}

/** The subset holding a code point; latin for one Inter lacks (it prints as a blank glyph). */
function subsetOf(codePoint: number): TSubset {
  for (const { subset, ranges } of subsetTable()) {
    if (ranges.some(([from, to]) => codePoint >= from && codePoint <= to)) return subset;
  }
  return 'latin';
}

// Printable Latin-1 and general punctuation: nearly every text, checked without a lookup.
const ALL_LATIN = /^[\t\n\r\u0020-\u00FF\u2000-\u206F\u20AC\u2122\u2212]*$/;

/** Characters no Inter subset holds, written as they read ("$90,000 → $120,000"). */
const SUBSTITUTES: Readonly<Record<string, string>> = { '→': '->', '←': '<-', '⇒': '=>' };
const SUBSTITUTED = /[→←⇒]/g;

/** The text split where its characters change subset ("Łukasz" → latin-ext "Ł", latin "ukasz"). */
export function subsetRuns(original: string): { subset: TSubset; text: string }[] {
  if (ALL_LATIN.test(original)) return [{ subset: 'latin', text: original }];
  const text = original.replace(SUBSTITUTED, (c) => SUBSTITUTES[c] ?? c);
  const runs: { subset: TSubset; text: string }[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    // Spaces and punctuation join the run they sit in rather than starting a latin one.
    const last = runs.at(-1);
    const subset = last && /[\s\p{P}]/u.test(char) ? last.subset : subsetOf(codePoint);
    if (last?.subset === subset) last.text += char;
    else runs.push({ subset, text: char });
  }
  return runs;
}

const fontBytes = new Map<string, Buffer>();

/**
 * Widths at 1pt by face, subset and text, kept across documents: shaping a word with Inter's
 * OpenType features is most of a document's cost, and the same words come back every time.
 */
const unitWidths = new Map<string, number>();
const MAX_CACHED_WIDTHS = 50_000;

const pad4 = (n: number) => (n + 3) & ~3;

/** A WOFF file as the TrueType font it wraps (WOFF is sfnt tables, each zlib-deflated). */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(raw) : raw,
    };
  });
  const headerSize = 12 + 16 * numTables;
  const out = Buffer.alloc(tables.reduce((size, t) => size + pad4(t.data.length), headerSize));
  const power = 2 ** Math.floor(Math.log2(numTables));
  out.writeUInt32BE(woff.readUInt32BE(4), 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = headerSize;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    out.writeUInt32BE(table.tag, record);
    out.writeUInt32BE(table.checksum, record + 4);
    out.writeUInt32BE(offset, record + 8);
    out.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(out, offset);
    offset += pad4(table.data.length);
  });
  return out;
}

/** A face's bytes for a subset, read and unpacked on first use, then kept for the process. */
export function interBytes(face: TFace, subset: TSubset = 'latin'): Buffer {
  const file = `inter-${subset}-${FACE_FILES[face]}.woff`;
  const cached = fontBytes.get(file);
  if (cached) return cached;
  const bytes = woffToSfnt(
    readFileSync(requireFromHere.resolve(`@fontsource/inter/files/${file}`)),
  );
  fontBytes.set(file, bytes);
  return bytes;
}

/** A font as fontkit parsed it; PDFKit (0.20) takes one in place of a file's bytes. */
interface TParsedFont {
  layout: (...args: never[]) => unknown;
}

// PDFKit's types leave out both: a parsed font as a source, and the font it parsed (private).
type TFontDocument = PDFKit.PDFDocument & {
  registerFont(name: string, src: TParsedFont): unknown;
  _font?: { font?: Partial<TParsedFont> };
};

/**
 * The fonts PDFKit parsed for the first document, handed to the next ones: parsing Inter's
 * tables again for every document was a tenth of its time.
 */
const parsedFonts = new Map<string, TParsedFont>();

function isParsedFont(font: Partial<TParsedFont> | undefined): font is TParsedFont {
  return typeof font?.layout === 'function';
}

/**
 * One document's fonts: registers each face and subset on first use, and measures and draws
 * text in a face, switching subset where the text needs it.
 */
export class FontBook {
  private readonly registered = new Set<string>();

  constructor(private readonly doc: PDFKit.PDFDocument) {}

  /** Makes a face and subset the document's current font. */
  use(face: TFace, size: number, subset: TSubset = 'latin'): void {
    const name = `${face}-${subset}`;
    if (this.registered.has(name)) {
      this.doc.font(name).fontSize(size);
      return;
    }
    const doc = this.doc as TFontDocument;
    const parsed = parsedFonts.get(name);
    if (parsed) doc.registerFont(name, parsed);
    else doc.registerFont(name, interBytes(face, subset));
    this.registered.add(name);
    doc.font(name).fontSize(size);
    const font = doc._font?.font;
    if (!parsed && isParsedFont(font)) parsedFonts.set(name, font);
  }

  /** The height of a line's glyph box (ascender to descender) at a size; every face shares it. */
  boxHeight(size: number): number {
    this.use('regular', size);
    return this.doc.currentLineHeight();
  }

  /** The width of a text in points. */
  width(text: string, face: TFace, size: number): number {
    let width = 0;
    for (const run of subsetRuns(text)) {
      const key = `${face}-${run.subset}\u0000${run.text}`;
      let unit = unitWidths.get(key);
      if (unit === undefined) {
        this.use(face, 1, run.subset);
        unit = this.doc.widthOfString(run.text);
        if (unitWidths.size >= MAX_CACHED_WIDTHS) unitWidths.clear();
        unitWidths.set(key, unit);
      }
      width += unit * size;
    }
    return width;
  }

  /** Draws a text on one line with the top of its line box at y; returns its width. */
  draw(text: string, face: TFace, size: number, x: number, y: number): number {
    let at = x;
    for (const run of subsetRuns(text)) {
      this.use(face, size, run.subset);
      // lineBreak: false keeps PDFKit from wrapping or adding pages: the layout here decides.
      this.doc.text(run.text, at, y, { lineBreak: false });
      at += this.doc.widthOfString(run.text);
    }
    return at - x;
  }
}
