export { resolvePresentationContent, type ContentKind, type PresentationContent } from './content';
