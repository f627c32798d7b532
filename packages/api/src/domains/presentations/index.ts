export {
  resolvePresentationContent,
  type ContentKind,
  type ContentRequest,
  type PresentationContent,
} from './content';
export { sharedPageOf, type TSharedPage } from './shared-read';
export { registerPresentationJobs } from './section-job';
