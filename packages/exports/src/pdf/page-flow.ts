// The cursor blocks write with: where the next block starts, when a page is full, and the two
// kinds of content a tagged PDF has (structure a screen reader reads; artifacts it skips).
import { FontBook } from './fonts';
import type { TTheme } from './theme';

type TStructure = PDFKit.PDFStructureElement;
/** PDFKit reads `scope` (a table header's Column or Row) though its types leave it out. */
type TStructureOptions = PDFKit.Mixins.StructureElementOptions & { scope?: 'Column' | 'Row' };

export class PageFlow {
  readonly fonts: FontBook;
  /** The top of the next block, in points from the top of the page. */
  y: number;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    public theme: TTheme,
  ) {
    this.fonts = new FontBook(doc);
    this.y = theme.page.top;
  }

  get left(): number {
    return this.theme.page.left;
  }

  get width(): number {
    return this.theme.page.right - this.theme.page.left;
  }

  /** The room a full page gives a block. */
  get pageRoom(): number {
    return this.theme.page.bottom - this.theme.page.top;
  }

  /** Whether nothing has been written on this page yet. */
  get atTop(): boolean {
    return this.y <= this.theme.page.top + 0.5;
  }

  /** The room left on this page. */
  get room(): number {
    return this.theme.page.bottom - this.y;
  }

  /**
   * Starts a new page. PDFKit's continueOnNewPage closes the marked content open on this page
   * and reopens it on the next, so a paragraph that breaks stays one structure element.
   */
  newPage(): void {
    this.doc.continueOnNewPage();
    this.y = this.theme.page.top;
  }

  /** Draws with some text styles replaced (a section set in fine print). */
  withStyles(styles: Partial<TTheme['text']>, draw: () => void): void {
    const saved = this.theme;
    this.theme = { ...saved, text: { ...saved.text, ...styles } };
    try {
      draw();
    } finally {
      this.theme = saved;
    }
  }

  /** Moves to a new page unless `height` fits below the cursor (or the page is still empty). */
  keep(height: number): void {
    if (height > this.room && !this.atTop) this.newPage();
  }

  /** Space between blocks; none at the top of a page, where the margin already is. */
  space(points: number): void {
    if (!this.atTop) this.y = Math.min(this.y + points, this.theme.page.bottom);
  }

  /** Draws decoration (boxes, rules, bands) that a screen reader should skip. */
  artifact(draw: () => void, type?: 'Pagination' | 'Layout'): void {
    this.doc.markContent('Artifact', type ? { type } : undefined);
    this.doc.save();
    draw();
    this.doc.restore();
    this.doc.endMarkedContent();
  }

  /**
   * A structure element under `parent`. With `draw`, its content is what `draw` writes and it is
   * ended; without, it holds elements added later and the caller ends it with `close`.
   */
  tagged(
    parent: TStructure,
    type: string,
    draw?: () => void,
    options: TStructureOptions = {},
  ): TStructure {
    const element = this.doc.struct(type, options);
    parent.add(element);
    if (draw) {
      element.add(draw);
      element.end();
    }
    return element;
  }

  /** Ends a structure element made with `tagged` once all its children are added. */
  close(element: TStructure): void {
    element.end();
  }

  /** A filled rounded box (an artifact). */
  box(
    x: number,
    y: number,
    width: number,
    height: number,
    fill: string,
    options: { radius?: number; border?: string } = {},
  ): void {
    this.artifact(() => {
      this.doc.roundedRect(x, y, width, height, options.radius ?? 0);
      if (options.border) this.doc.lineWidth(0.75).fillAndStroke(fill, options.border);
      else this.doc.fill(fill);
    });
  }
}
