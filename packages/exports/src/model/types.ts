// The export model: what a presentation's page says, as blocks a PDF or a slide deck can lay out
// without a browser. Built from the renderer's filled sections (so every figure is the page's),
// never from the writer's raw HTML. Text here is plain text: no markup, no entities.
import type { TChartSeries } from '@pitchcraft/core/document';

/** A run of text inside a paragraph or a list item. */
export interface TRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
}

export type TExportBlock =
  /** A heading inside a section (the section's own title is on TExportSection). */
  | { type: 'heading'; text: string }
  /**
   * A paragraph. `lead`: the section's opening line (larger); `small`: fine print (disclaimers);
   * `callout`: a highlighted box (a key message, a next step); `quote`: a quotation or question.
   */
  | { type: 'paragraph'; runs: TRun[]; tone?: 'lead' | 'small' | 'callout' | 'quote' }
  | { type: 'list'; ordered: boolean; items: TRun[][] }
  /** Key figures / stat cards: a short label and its value ("Total need", "$1,883,000"). */
  | { type: 'figures'; items: { label: string; value: string }[] }
  /** A table; `header` may be empty. Every row has header.length cells when a header is given. */
  | { type: 'table'; caption: string; header: string[]; rows: string[][] }
  /** A chart drawn from the analysis (the same numbers as the page's chart and its caption). */
  | { type: 'chart'; chart: TChartSeries }
  /**
   * Cards side by side on the page (products, options, questions, the advisor's card): a title
   * (the box's first heading; '' when it has none) and lines (its badges, paragraphs and list
   * items, one each, in order).
   */
  | { type: 'cards'; items: { title: string; lines: string[] }[] };

export interface TExportSection {
  id: string;
  /** The section's kind ('cover', 'what-you-need', …, 'legacy'). */
  kind: string;
  title: string;
  blocks: TExportBlock[];
  /** The advisor's speaker note (plain text; '' when none). Never printed on the client's PDF. */
  notes: string;
}

/** A brand image, as bytes (the exports carry it; nothing is fetched while writing). */
export interface TExportImage {
  data: Uint8Array;
  format: 'png' | 'jpg' | 'svg';
}

export interface TExportDocument {
  /** The presentation's title (the cover's h1; the document's title when no cover is shown). */
  title: string;
  /** 'presentation' (the client's document) or 'record' (the advisor's client file: compact). */
  variant: 'presentation' | 'record';
  /**
   * The cover's small line above the title ("Life Insurance recommendations"). This, subtitle
   * and meta are '' when the page shows no cover (hidden, or a page saved before documents).
   */
  eyebrow: string;
  /** The cover's line under the title ("Prepared for Maria"). */
  subtitle: string;
  /** "By Jane Doe, Acme Financial · November 27, 2026". */
  meta: string;
  colours: { primary: string; secondary: string; accent: string };
  logo: TExportImage | null;
  /**
   * As the page's advisor card states them: the brand's contact details over the account's;
   * a phone or e-mail the card would not show, and anything not given, is ''.
   */
  advisor: {
    name: string;
    company: string;
    phone: string;
    email: string;
    website: string;
    address: string;
    licence: string;
  };
  /** The cover section's blocks are in sections[0] when its kind is 'cover'. */
  sections: TExportSection[];
  /** The page footer's line (prepared by, licence, date, disclaimer), plain text. */
  footer: string;
}
