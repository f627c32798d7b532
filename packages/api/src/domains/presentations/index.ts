export { resolvePresentationContent, type ContentKind, type PresentationContent } from './content';
export { sharedPageOf, type TSharedPage } from './service';
