// What a reader sees of the rendered page, for the tests that compare the export model with it.
import type { TNeedsAnalysis } from '@pitchcraft/core';
import { renderPresentation, type TPresentationDocument } from '@pitchcraft/core/document';

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  middot: '·',
  minus: '−',
  times: '×',
  nbsp: '\u00a0',
};

/** What a reader sees of the rendered page: its main content and footer, without markup. */
export function pageText(document: TPresentationDocument, analysis: TNeedsAnalysis): string {
  const page = renderPresentation(document, analysis);
  const body = page.slice(page.indexOf('<main>'), page.indexOf('</footer>'));
  const text = body
    .replace(/<svg\b[\s\S]*?<\/svg>/g, '')
    // The avatar's initials stand for the name printed beside them.
    .replace(/<div class="pc-avatar"[^>]*>[^<]*<\/div>/g, '')
    .replace(/<[^>]*>/g, ' ');
  const unknown = /&(?!(?:amp|lt|gt|quot|#39|middot|minus|times|nbsp);)[#a-z0-9]+;/.exec(text);
  if (unknown) throw new Error(`pageText does not decode ${unknown[0]}`);
  return text.replace(/&([#a-z0-9]+);/g, (_, name: string) => ENTITIES[name] ?? '');
}

/** The words and numbers of a text, sorted: equal lists mean the same text, laid out anyhow. */
export const words = (text: string) => (text.match(/[\p{L}\p{N}]+/gu) ?? []).sort();
