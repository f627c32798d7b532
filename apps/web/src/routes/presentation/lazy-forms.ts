// The presentation page's forms (share link settings, client figures, follow-up, section
// regeneration), each a react-hook-form form: in one chunk of their own, fetched once the page is
// shown, so its first load downloads less. Render them inside a Suspense boundary.
import { lazyComponent } from './lazy-component';

const loadForms = () => import('./page-forms');

export const ShareControls = lazyComponent(() => loadForms().then((forms) => forms.ShareControls));
export const FiguresDialog = lazyComponent(() => loadForms().then((forms) => forms.FiguresDialog));
export const FollowUpDialog = lazyComponent(() =>
  loadForms().then((forms) => forms.FollowUpDialog),
);
export const RegenerateSectionDialog = lazyComponent(() =>
  loadForms().then((forms) => forms.RegenerateSectionDialog),
);

export const preloadPresentationForms = () =>
  Promise.all(
    [ShareControls, FiguresDialog, FollowUpDialog, RegenerateSectionDialog].map((form) =>
      form.preload(),
    ),
  );

/** In a chunk of its own, fetched when the editor is about to open it (few presentations need it). */
export const PlaceBlockDialog = lazyComponent(() =>
  import('./place-block-dialog').then((dialog) => dialog.PlaceBlockDialog),
);
