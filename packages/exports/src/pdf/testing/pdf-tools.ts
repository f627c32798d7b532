// The Debian PDF tools the tests read a PDF with (qpdf, poppler-utils), on a file in a temp dir.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { modelText } from '../../model/model-text';
import type { TExportDocument } from '../../model/types';
import { contactLine } from '../page-footer';

export interface TPdfReport {
  /** qpdf --check's exit status and output. */
  check: { status: number | null; output: string };
  /** pdfinfo's fields ("Pages", "Tagged", "Title", …). */
  info: Record<string, string>;
  /** pdffonts' rows: name, type and whether the font is embedded. */
  fonts: { name: string; type: string; embedded: boolean }[];
  /** pdftotext -raw's text (in drawing order, so a wrapped cell reads whole), whitespace as one space. */
  text: string;
  /** pdfinfo -struct: the tagged structure's element types, one per line. */
  structure: string[];
}

function fontRows(listing: string): TPdfReport['fonts'] {
  return listing
    .split('\n')
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => {
      // name, type (may hold a space), encoding, emb, sub, uni, object, id: read from the right.
      const parts = line.trim().split(/\s+/);
      const emb = parts.at(-5) ?? '';
      return { name: parts[0] ?? '', type: parts.slice(1, -6).join(' '), embedded: emb === 'yes' };
    });
}

/** Writes the PDF to a temp dir, runs the tools on it and removes it. */
export function inspectPdf(bytes: Uint8Array): TPdfReport {
  const dir = mkdtempSync(join(tmpdir(), 'pitchcraft-pdf-'));
  const file = join(dir, 'document.pdf');
  try {
    writeFileSync(file, bytes);
    const check = spawnSync('qpdf', ['--check', file], { encoding: 'utf8' });
    const info = Object.fromEntries(
      execFileSync('pdfinfo', [file], { encoding: 'utf8' })
        .split('\n')
        .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
        .filter((m): m is RegExpExecArray => m !== null)
        .map((m) => [m[1] ?? '', m[2] ?? '']),
    );
    const text = execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'], {
      encoding: 'utf8',
    });
    const structure = execFileSync('pdfinfo', ['-struct', file], { encoding: 'utf8' })
      .split('\n')
      .map((line) => line.trim().split(/\s+/)[0] ?? '')
      .filter(Boolean);
    return {
      check: { status: check.status, output: `${check.stdout}${check.stderr}` },
      info,
      fonts: fontRows(execFileSync('pdffonts', [file], { encoding: 'utf8' })),
      text: text.replace(/\s+/g, ' '),
      structure,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Text as compared: one space for any run of white space, case aside (eyebrows print in
 * capitals), no space before punctuation (pdftotext -raw breaks a line where kerning tucks a
 * comma under a 7, as in "27, 2026").
 */
export const comparable = (text: string): string =>
  text
    .replace(/[\s\u00a0]+/g, ' ')
    .replace(/ ([,.;:!?)%])/g, '$1')
    .trim()
    .toLowerCase();

/**
 * The model's lines the PDF's text lacks (none when every line printed whole). Each page's
 * footer and running header are taken out first: drawn last, they sit in the text between the
 * two halves of a paragraph that runs onto the next page.
 */
export function missingLines(doc: TExportDocument, report: TPdfReport): string[] {
  const heading = [doc.title, doc.subtitle].filter((s) => s.trim()).join('  ·  ');
  let text = comparable(report.text);
  text = text.replace(
    new RegExp(`${escapeRegExp(comparable(contactLine(doc.advisor)))} page \\d+ of \\d+ ?`, 'g'),
    '',
  );
  if (doc.variant === 'record') text = text.split(`${comparable(heading)} `).join('');
  return modelText(doc)
    .split('\n')
    .filter((line) => !text.includes(comparable(line)));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
