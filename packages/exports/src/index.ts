// Other formats of a presentation and its record: the export model (what the page says, as
// blocks), the PDF and the PowerPoint writers.
export type * from './model/types';
export { exportModel, type TExportOptions } from './model/build';
export { blockLines, modelText } from './model/model-text';
export { ExportTooLargeError } from './errors';
export { MAX_PDF_PAGES, renderPdf } from './pdf';
export { MAX_PPTX_SLIDES, renderPptx } from './pptx';
