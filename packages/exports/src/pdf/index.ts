// The PDF writer: a presentation or a record, from its export model.
export { MAX_PDF_PAGES, renderPdf } from './render-pdf';
