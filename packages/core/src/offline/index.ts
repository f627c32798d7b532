// The built-in presentation writer, used when no AI key is available (and as the stand-in for an
// AI section that fails): section producers that fill the same document the AI writes.
export type { TOfflineInput } from './context';
export { buildOfflineDocument, documentShell, offlineSection } from './document';
export { generateOfflinePresentation } from './page';
export { offlineChunks } from './chunks';
export { focusOf, offlineAlternative, type OfflineAlternative } from './alternative';
