// The renderer: a document and its needs analysis in, the one self-contained page out. Only here
// are placeholders filled, so every figure, chart and block on the page comes from the analysis.
import { DOCUMENT_PAGE_GENERATOR, presentationAssetTags } from '../generation/html-repair';
import type { TNeedsAnalysis } from '../generation/needs-analysis';
import { runtimeScriptTag } from '../generation/runtime-script';
import {
  advisorCard,
  brandDisclaimerHtml,
  brandLogo,
  disclaimerHtml,
  fillBlocks,
  preparedDate,
} from './blocks';
import { chartFigure, chartScript, chartShown } from './charts';
import { escapeHtml as esc } from './escape';
import { fillFigures, replacePlaceholders } from './figures';
import { fillIcons } from './icons';
import { isChartId, type TChartId } from './placeholders';
import type { TRenderPresentation } from './render-contract';
import {
  BLOCK_KIND,
  DOCUMENT_VERSION,
  type TDocumentSection,
  type TPresentationDocument,
} from './schema';
import { compileStylesheet } from './stylesheet';
import { labelTables } from './table-labels';

export const DRAFT_BANNER_TEXT = 'Draft: sections appear as they are written';

interface TRenderState {
  document: TPresentationDocument;
  analysis: TNeedsAnalysis;
  /** Prefixes our asset paths (brand images): '' or an origin. */
  assetBase: string;
  /** The charts placed so far, in order: each chart appears at most once per page. */
  charts: TChartId[];
}

/**
 * A fragment with its placeholders filled (blocks, charts, figures, then icons) and its wide
 * tables labelled, so they reflow into cards on a phone.
 */
function fill(html: string, state: TRenderState): string {
  const { document, analysis, charts } = state;
  const withBlocks = fillBlocks(html, analysis, document);
  const withCharts = replacePlaceholders(withBlocks, 'data-chart', (id) => {
    if (!isChartId(id) || charts.includes(id) || !chartShown(id, analysis)) return '';
    charts.push(id);
    return chartFigure(id, analysis);
  });
  return labelTables(fillIcons(fillFigures(withCharts, analysis, document)));
}

function coverSection(section: TDocumentSection, state: TRenderState): string {
  const { advisor, client } = state.document;
  const by = [advisor.name, advisor.company]
    .map((s) => s.trim())
    .filter(Boolean)
    .map(esc)
    .join(', ');
  const insuranceType = client.insuranceType.trim() || 'Insurance';
  // On a white chip, so any logo reads on the cover's gradient.
  const logo = brandLogo(state.document, state.assetBase, 'pc-brand-logo', {
    width: 160,
    height: 48,
  });
  return `<section id="${esc(section.id)}" class="pc-section pc-cover" data-source="${esc(section.source)}">
${logo ? `<div class="pc-brand">${logo}</div>\n` : ''}<p class="pc-eyebrow">${esc(insuranceType)} recommendations</p>
<h1>${esc(section.title)}</h1>
<h2>Prepared for ${esc(client.firstName.trim() || 'you')}</h2>
<p class="pc-cover-meta">${by ? `By ${by} &middot; ` : ''}${esc(preparedDate(state.document))}</p>
${fill(section.html, state)}
</section>`;
}

function renderSection(section: TDocumentSection, state: TRenderState): string {
  if (section.kind === 'cover') return coverSection(section, state);
  // An approved block is the organisation's wording as stored: shown as it is, never filled.
  if (section.kind === BLOCK_KIND)
    return `<section id="${esc(section.id)}" class="pc-section pc-approved" data-source="approved">
<h2>${esc(section.title)}</h2>
${section.html}
</section>`;
  const small = section.kind === 'important-information';
  const before =
    section.kind === 'advisor'
      ? `${advisorCard(state.document, state.assetBase)}\n`
      : small
        ? `${disclaimerHtml(state.document, state.analysis)}\n`
        : '';
  // The company's disclaimer comes after everything of ours.
  const companyDisclaimer = small ? brandDisclaimerHtml(state.document) : '';
  return `<section id="${esc(section.id)}" class="pc-section${small ? ' pc-small' : ''}" data-source="${esc(section.source)}">
<h2>${esc(section.title)}</h2>
${before}${fill(section.html, state)}${companyDisclaimer ? `\n${companyDisclaimer}` : ''}
</section>`;
}

function footer(
  document: TPresentationDocument,
  analysis: TNeedsAnalysis,
  assetBase: string,
): string {
  const by = [document.advisor.name, document.advisor.company]
    .map((s) => s.trim())
    .filter(Boolean)
    .map(esc)
    .join(', ');
  const licence = document.brand?.licence.trim() ?? '';
  const logo = brandLogo(document, assetBase, 'pc-footer-logo', { width: 80, height: 24 });
  // On a phone the disclaimer is not repeated under the important information that states it.
  const infoShown = document.sections.some((s) => s.kind === 'important-information' && !s.hidden);
  const parts = [
    by ? `Prepared by ${by}` : '',
    licence ? `Licence: ${esc(licence)}` : '',
    esc(preparedDate(document)),
    infoShown ? '' : esc(analysis.disclaimer),
  ];
  const note = infoShown
    ? `<span class="pc-footer-note"> &middot; ${esc(analysis.disclaimer)}</span>`
    : '';
  return `<footer class="pc-footer">${logo}<p>${parts.filter(Boolean).join(' &middot; ')}${note}</p></footer>`;
}

/** A visible section as the page shows it, for writers of other formats (PDF, PowerPoint). */
export interface TFilledSection {
  id: string;
  kind: TDocumentSection['kind'];
  title: string;
  /** The section's body: placeholders filled, sanitised markup (charts as figures with captions). */
  html: string;
  /** The advisor's speaker note, when the section carries one. */
  notes: string;
}

/**
 * The visible sections with everything the page shows inside them (the cover's eyebrow and
 * "Prepared for" line, the advisor card, our disclaimer and the company's), in order, and the
 * footer's line, so a PDF or a slide deck says exactly what the page says.
 */
export function filledSections(
  document: TPresentationDocument,
  analysis: TNeedsAnalysis,
): { sections: TFilledSection[]; footer: string } {
  const state: TRenderState = { document, analysis, assetBase: '', charts: [] };
  const sections = document.sections
    .filter((s) => !s.hidden)
    .map((s) => {
      const page = renderSection(s, state);
      // The body without the section element and its heading (the cover keeps its lines).
      const inner = page
        .replace(/^<section[^>]*>\n/, '')
        .replace(/\n<\/section>$/, '')
        .replace(/^<h2>[^<]*<\/h2>\n/, '');
      return { id: s.id, kind: s.kind, title: s.title, html: inner, notes: s.notes ?? '' };
    });
  return { sections, footer: footer(document, analysis, '') };
}

/**
 * The page for a document: its visible sections in order, each a top-level `<section>` with one
 * `<h2>`, the styles it uses, and Chart.js only when it draws a chart. Pure and deterministic.
 */
export const renderPresentation: TRenderPresentation = (document, analysis, options = {}) => {
  const assetBase = options.assetBase ?? '';
  const state: TRenderState = { document, analysis, assetBase, charts: [] };
  const sections = document.sections.filter((s) => !s.hidden).map((s) => renderSection(s, state));
  const body = [
    ...(options.draft ? [`<p class="pc-draft" role="status">${DRAFT_BANNER_TEXT}</p>`] : []),
    '<main>',
    ...sections,
    '</main>',
    ...(options.draft ? [] : [footer(document, analysis, assetBase)]),
  ].join('\n');
  const hasCharts = state.charts.length > 0;
  const { theme } = document;
  const script = hasCharts
    ? `<script>\n${chartScript(state.charts, analysis, theme.colours)}\n</script>\n`
    : '';
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="${DOCUMENT_PAGE_GENERATOR} ${DOCUMENT_VERSION}">
${presentationAssetTags(assetBase, { documentPage: true, charts: hasCharts })}
${runtimeScriptTag(assetBase)}
<title>${esc(document.title)}</title>
<style>
${compileStylesheet(body, theme.colours)}
</style>
</head>
<body data-style="${esc(theme.style)}" data-tone="${esc(theme.tone)}" data-detail="${esc(theme.detail)}">
${body}
${script}</body>
</html>
`;
};
