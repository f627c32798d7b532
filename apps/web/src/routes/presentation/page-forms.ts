// The presentation page's react-hook-form forms, in one chunk (see lazy-forms.ts).
export { FiguresDialog } from './figures-dialog';
export { FollowUpDialog } from './follow-up-dialog';
export { RegenerateSectionDialog } from './regenerate-section-dialog';
export { ShareControls } from './share-controls';
