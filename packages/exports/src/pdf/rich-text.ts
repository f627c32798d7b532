// Line breaking for text whose runs change face (PDFKit wraps one font at a time): the lines a
// text takes at a width, so a block knows its height before it draws, and the drawing of them.
import type { TRun } from '../model/types';
import type { FontBook, TFace } from './fonts';
import type { PageFlow } from './page-flow';
import type { TTextStyle } from './theme';

interface TPiece {
  text: string;
  face: TFace;
}

export interface TLine {
  pieces: TPiece[];
  width: number;
}

/** A word (or several glued without a space, "$95" + "/month") and the space before it. */
interface TUnit {
  parts: TPiece[];
  width: number;
  /** The face of the space before it; null when it starts a line or follows a hard break. */
  space: TFace | null;
  hardBreak?: true;
}

const BOLD_FACES: readonly TFace[] = ['semibold', 'bold', 'extrabold'];

/** A run's face in a style: strong and emphasis on top of the style's own face. */
export function runFace(base: TFace, run: Pick<TRun, 'bold' | 'italic'>): TFace {
  if (!run.bold && !run.italic) return base;
  const bold = run.bold === true || BOLD_FACES.includes(base) || base === 'boldItalic';
  const italic = run.italic === true || base === 'italic' || base === 'boldItalic';
  if (bold && italic) return 'boldItalic';
  if (bold) return BOLD_FACES.includes(base) ? base : 'bold';
  return 'italic';
}

/** Runs as pieces in a style's faces. */
export function piecesOf(runs: readonly TRun[], base: TFace): TPiece[] {
  return runs.map((run) => ({ text: run.text, face: runFace(base, run) }));
}

function unitsOf(pieces: readonly TPiece[], fonts: FontBook, size: number): TUnit[] {
  const units: TUnit[] = [];
  let space: TFace | null = null;
  let glued = false;
  for (const piece of pieces) {
    for (const token of piece.text.split(/(\s+)/)) {
      if (token === '') continue;
      if (/^\s+$/.test(token)) {
        if (token.includes('\n')) {
          for (let n = token.split('\n').length - 1; n > 0; n--)
            units.push({ parts: [], width: 0, space: null, hardBreak: true });
          space = null;
        } else if (units.length > 0 && !units.at(-1)?.hardBreak) space = piece.face;
        glued = false;
        continue;
      }
      const width = fonts.width(token, piece.face, size);
      const last = units.at(-1);
      if (glued && last) {
        last.parts.push({ text: token, face: piece.face });
        last.width += width;
      } else units.push({ parts: [{ text: token, face: piece.face }], width, space });
      space = null;
      glued = true;
    }
  }
  return units;
}

function append(line: TLine, text: string, face: TFace): void {
  const last = line.pieces.at(-1);
  if (last?.face === face) last.text += text;
  else line.pieces.push({ text, face });
}

/** A word wider than the line, cut into pieces that fit (a long e-mail address, a URL). */
function splitWide(unit: TUnit, fonts: FontBook, size: number, width: number): TLine[] {
  const lines: TLine[] = [];
  let line: TLine = { pieces: [], width: 0 };
  for (const part of unit.parts) {
    for (const char of part.text) {
      const charWidth = fonts.width(char, part.face, size);
      if (line.width + charWidth > width && line.pieces.length > 0) {
        lines.push(line);
        line = { pieces: [], width: 0 };
      }
      append(line, char, part.face);
      line.width += charWidth;
    }
  }
  lines.push(line);
  return lines;
}

/** The lines `pieces` take at `width` in points; at least one (empty) line. */
export function layoutText(
  fonts: FontBook,
  pieces: readonly TPiece[],
  size: number,
  width: number,
): TLine[] {
  const lines: TLine[] = [];
  let line: TLine = { pieces: [], width: 0 };
  const spaceWidth = (face: TFace) => fonts.width(' ', face, size);
  for (const unit of unitsOf(pieces, fonts, size)) {
    if (unit.hardBreak) {
      lines.push(line);
      line = { pieces: [], width: 0 };
      continue;
    }
    let gap = line.pieces.length > 0 && unit.space ? spaceWidth(unit.space) : 0;
    if (line.pieces.length > 0 && line.width + gap + unit.width > width) {
      lines.push(line);
      line = { pieces: [], width: 0 };
      gap = 0;
    }
    if (line.pieces.length === 0 && unit.width > width) {
      const cut = splitWide(unit, fonts, size, width);
      lines.push(...cut.slice(0, -1));
      line = cut.at(-1) ?? line;
      continue;
    }
    if (gap > 0 && unit.space) append(line, ' ', unit.space);
    for (const part of unit.parts) append(line, part.text, part.face);
    line.width += gap + unit.width;
  }
  if (line.pieces.length > 0 || lines.length === 0) lines.push(line);
  return lines;
}

interface TDrawOptions {
  align?: 'left' | 'right' | 'center';
  /** Overrides the style's colour (white text on a header row). */
  colour?: string;
  opacity?: number;
}

/** Draws one line whose line box starts at y, the glyphs centred in it as CSS half-leading does. */
function drawLine(
  fonts: FontBook,
  doc: PDFKit.PDFDocument,
  line: TLine,
  style: TTextStyle,
  at: { x: number; y: number; width: number },
  options: TDrawOptions = {},
): void {
  const align = options.align ?? 'left';
  const shift =
    align === 'right'
      ? at.width - line.width
      : align === 'center'
        ? (at.width - line.width) / 2
        : 0;
  const top = at.y + (style.leading - fonts.boxHeight(style.size)) / 2;
  doc.fillColor(options.colour ?? style.colour, options.opacity ?? 1);
  let x = at.x + shift;
  for (const piece of line.pieces) x += fonts.draw(piece.text, piece.face, style.size, x, top);
}

/** Draws lines from the flow's cursor, going on to a new page where the page is full. */
export function writeLines(
  flow: PageFlow,
  lines: readonly TLine[],
  style: TTextStyle,
  x: number,
  width: number,
  options: TDrawOptions = {},
): void {
  for (const line of lines) {
    if (flow.y + style.leading > flow.theme.page.bottom) flow.newPage();
    drawLine(flow.fonts, flow.doc, line, style, { x, y: flow.y, width }, options);
    flow.y += style.leading;
  }
}

/** Draws laid-out lines at a fixed place (no page breaks); returns their height. */
export function drawLinesAt(
  flow: PageFlow,
  lines: readonly TLine[],
  style: TTextStyle,
  at: { x: number; y: number; width: number },
  options: TDrawOptions = {},
): number {
  lines.forEach((line, i) => {
    drawLine(flow.fonts, flow.doc, line, style, { ...at, y: at.y + i * style.leading }, options);
  });
  return lines.length * style.leading;
}

/** The lines of plain text in a style at a width. */
export function plainLines(
  flow: PageFlow,
  text: string,
  style: TTextStyle,
  width: number,
): TLine[] {
  return layoutText(flow.fonts, [{ text, face: style.face }], style.size, width);
}
