// Rough text measurement for paginating slides without a renderer: Arial's advance widths
// (Liberation Sans has the same metrics, so LibreOffice wraps where PowerPoint does), a greedy
// word wrap like PowerPoint's, and exact line spacing so a box's height follows from its lines.
import type { TRun } from '../model/types';

/** Advance widths in em of Arial's printable ASCII, from ' ' (32) to '~' (126). */
const ASCII_WIDTHS = [
  0.278, 0.278, 0.355, 0.556, 0.556, 0.889, 0.667, 0.191, 0.333, 0.333, 0.389, 0.584, 0.278, 0.333,
  0.278, 0.278, 0.556, 0.556, 0.556, 0.556, 0.556, 0.556, 0.556, 0.556, 0.556, 0.556, 0.278, 0.278,
  0.584, 0.584, 0.584, 0.556, 1.015, 0.667, 0.667, 0.722, 0.722, 0.667, 0.611, 0.778, 0.722, 0.278,
  0.5, 0.667, 0.556, 0.833, 0.722, 0.778, 0.667, 0.778, 0.722, 0.667, 0.611, 0.722, 0.667, 0.944,
  0.667, 0.667, 0.611, 0.278, 0.278, 0.278, 0.469, 0.556, 0.333, 0.556, 0.556, 0.5, 0.556, 0.556,
  0.278, 0.556, 0.556, 0.222, 0.222, 0.5, 0.222, 0.833, 0.556, 0.556, 0.556, 0.556, 0.333, 0.5,
  0.278, 0.556, 0.5, 0.722, 0.5, 0.5, 0.5, 0.334, 0.26, 0.334, 0.584,
];

const OTHER_WIDTHS: Readonly<Record<string, number>> = {
  '—': 1,
  '–': 0.556,
  '…': 1,
  '·': 0.278,
  '•': 0.35,
  '’': 0.222,
  '‘': 0.222,
  '“': 0.333,
  '”': 0.333,
  '−': 0.584,
  '×': 0.584,
  '€': 0.556,
  '£': 0.556,
  '\u00a0': 0.278,
};

/** Bold Arial is about this much wider; a margin on top keeps estimates on the safe side. */
const BOLD_FACTOR = 1.08;
const SAFETY = 1.04;
export const LINE_SPACING = 1.2;

function charWidth(ch: string): number {
  const code = ch.charCodeAt(0);
  if (code >= 32 && code <= 126) return ASCII_WIDTHS[code - 32] ?? 0.6;
  // Accented letters are as wide as their base letter, give or take; other scripts are guesses.
  return OTHER_WIDTHS[ch] ?? (/\p{L}/u.test(ch) ? 0.6 : 0.7);
}

/** Width of `text` in inches at `size` points. */
export function textWidth(text: string, size: number, bold = false): number {
  let em = 0;
  for (const ch of text) em += charWidth(ch);
  return (em * size * SAFETY * (bold ? BOLD_FACTOR : 1)) / 72;
}

/** Height in inches of one line at `size` points (the exact spacing the writer sets). */
export const lineHeight = (size: number): number => (size * LINE_SPACING) / 72;

/** A word with the style of the run it came from; `space` when whitespace preceded it. */
export interface TWord {
  text: string;
  bold: boolean;
  italic: boolean;
  space: boolean;
}

/** The words of a paragraph's runs. */
export function wordsOf(runs: readonly TRun[]): TWord[] {
  const words: TWord[] = [];
  let space = false;
  for (const run of runs) {
    for (const part of run.text.split(/(\s+)/)) {
      if (part === '') continue;
      if (/^\s+$/.test(part)) {
        space = true;
        continue;
      }
      const bold = run.bold === true;
      words.push({
        text: part,
        bold,
        italic: run.italic === true,
        space: space && words.length > 0,
      });
      space = false;
    }
  }
  return words;
}

/** Words with no space between them ("$1,000" in bold then "."): they wrap as one. */
function unitsOf(words: readonly TWord[]): TWord[][] {
  const units: TWord[][] = [];
  for (const word of words) {
    const last = units.at(-1);
    if (last && !word.space) last.push(word);
    else units.push([word]);
  }
  return units;
}

const unitWidth = (unit: readonly TWord[], size: number): number =>
  unit.reduce((sum, word) => sum + textWidth(word.text, size, word.bold), 0);

/**
 * The words broken into lines no wider than `width` inches at `size` points, greedily as
 * PowerPoint does. A word wider than a line is cut where it overflows.
 */
export function wrapWords(words: readonly TWord[], width: number, size: number): TWord[][] {
  const lines: TWord[][] = [];
  const spaceWidth = textWidth(' ', size);
  let line: TWord[] = [];
  let used = 0;
  for (const unit of unitsOf(words)) {
    const w = unitWidth(unit, size);
    if (line.length > 0 && used + spaceWidth + w > width) {
      lines.push(line);
      line = [];
      used = 0;
    }
    const [only] = unit;
    if (line.length === 0 && w > width && unit.length === 1 && only) {
      const pieces = cutWord(only, width, size);
      const last = pieces.pop() ?? only;
      for (const piece of pieces) lines.push([piece]);
      line = [last];
      used = textWidth(last.text, size, last.bold);
      continue;
    }
    used += (line.length > 0 ? spaceWidth : 0) + w;
    line.push(...unit);
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

function cutWord(word: TWord, width: number, size: number): TWord[] {
  const pieces: TWord[] = [];
  let current = '';
  for (const ch of word.text) {
    if (current && textWidth(current + ch, size, word.bold) > width) {
      pieces.push({ ...word, text: current });
      current = '';
    }
    current += ch;
  }
  pieces.push({ ...word, text: current });
  return pieces.map((piece, i) => (i === 0 ? piece : { ...piece, space: false }));
}

/** Lines of plain text (one style) at `size` in `width` inches; at least one. */
export function countLines(text: string, width: number, size: number, bold = false): number {
  return Math.max(1, wrapWords(wordsOf([{ text, bold }]), width, size).length);
}

/** Wrapped lines back into runs, consecutive words of one style merged into one run. */
export function runsOfLines(lines: readonly TWord[][]): TRun[] {
  const runs: TRun[] = [];
  for (const word of lines.flat()) {
    const text = (runs.length > 0 && word.space ? ' ' : '') + word.text;
    const last = runs.at(-1);
    if (last?.bold === word.bold && last.italic === word.italic) last.text += text;
    else runs.push({ text, bold: word.bold, italic: word.italic });
  }
  return runs;
}
