// The export model of a presentation: what its page says, section by section, read from the
// renderer's filled sections (so every figure, block and chart caption is the page's own).
import type { TNeedsAnalysis } from '@pitchcraft/core';
import {
  chartSeries,
  filledSections,
  isChartId,
  type TPresentationDocument,
} from '@pitchcraft/core/document';

import { advisorDetails } from './advisor';
import { hasClass, isElement, parseFragment, plainText, type TNode } from './html-tree';
import { blocksOf, htmlBlocks, type TBlockContext } from './parse-html';
import type { TExportDocument, TExportImage, TExportSection } from './types';

export interface TExportOptions {
  /** The brand's logo as bytes, read by the caller (the model fetches nothing). */
  logo: TExportImage | null;
}

interface TCoverLines {
  eyebrow: string;
  title: string;
  subtitle: string;
  meta: string;
}

/** Which of the cover's own lines (placed by the renderer before the writer's content) a node is. */
function coverLine(node: TNode): keyof TCoverLines | 'logo' | null {
  if (!isElement(node)) return null;
  if (node.name === 'h1') return 'title';
  if (node.name === 'h2') return 'subtitle';
  if (hasClass(node, 'pc-eyebrow')) return 'eyebrow';
  if (hasClass(node, 'pc-cover-meta')) return 'meta';
  if (hasClass(node, 'pc-brand')) return 'logo';
  return null;
}

/** The cover's eyebrow, title, "Prepared for" and meta lines, and the blocks of the rest. */
function readCover(html: string, ctx: TBlockContext) {
  const lines: TCoverLines = { eyebrow: '', title: '', subtitle: '', meta: '' };
  const rest: TNode[] = [];
  for (const node of parseFragment(html)) {
    const line = coverLine(node);
    // Only the first of each is the cover's: the writer's fragment never holds an h1 or h2.
    if (line === 'logo') continue;
    if (line && isElement(node) && lines[line] === '') lines[line] = plainText(node.children);
    else rest.push(node);
  }
  return { lines, blocks: blocksOf(rest, ctx) };
}

/**
 * A presentation as the export model: the cover's lines, each visible section's blocks (the
 * cover's own content in its section) and speaker notes, the advisor, colours and the footer.
 */
export function exportModel(
  document: TPresentationDocument,
  analysis: TNeedsAnalysis,
  options: TExportOptions,
): TExportDocument {
  const filled = filledSections(document, analysis);
  const chart = (id: string) =>
    isChartId(id) ? chartSeries(id, analysis, document.theme.colours) : null;
  let cover: TCoverLines | null = null;
  const sections: TExportSection[] = [];
  for (const section of filled.sections) {
    const ctx: TBlockContext = {
      chart,
      tone: section.kind === 'important-information' ? 'small' : undefined,
    };
    let blocks;
    if (section.kind === 'cover' && !cover) {
      const read = readCover(section.html, ctx);
      cover = read.lines;
      blocks = read.blocks;
    } else {
      blocks = htmlBlocks(section.html, ctx);
    }
    const { id, kind, title, notes } = section;
    sections.push({ id, kind, title, blocks, notes: notes.trim() });
  }
  const lines: TCoverLines = cover ?? { eyebrow: '', title: '', subtitle: '', meta: '' };
  const { primary, secondary, accent } = document.brand?.colours ?? document.theme.colours;
  return {
    title: lines.title || document.title,
    variant: 'presentation',
    eyebrow: lines.eyebrow,
    subtitle: lines.subtitle,
    meta: lines.meta,
    colours: { primary, secondary, accent },
    logo: options.logo,
    advisor: advisorDetails(document),
    sections,
    footer: plainText(parseFragment(filled.footer)),
  };
}
