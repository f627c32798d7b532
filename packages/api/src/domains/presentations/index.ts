export {
  resolvePresentationContent,
  type ContentKind,
  type ContentRequest,
  type PresentationContent,
} from './content';
export { sharedPageOf, type TSharedPage } from './service';
