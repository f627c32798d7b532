// Presentations as PDF and PowerPoint, and the recommendation record, for the download routes.
export {
  exportSource,
  readableOwner,
  type ExportCaller,
  type TExportKind,
  type TExportSource,
} from './source';
export { recordDownload } from './downloads';
// An advisor's own download of a saved presentation is for a client: it follows the approval policy.
export { assertClientFacingAllowed } from '../reviews/gate';
export { EXPORT_TYPES, writeExport, type TExportFormat } from './files';
export { exportRules } from './limits';
export { recordPdf } from '../records/record-pdf';
export { verifyChain } from '../records/verify-chain';
export { chainHash, pageHash } from '../records/hash-chain';
