// "Submit for review" offered by the toast that refused sharing: the toast is raised by the sharing
// mutation, the form lives in the compliance panel, so the request travels as a window event.
const EVENT = 'pitchcraft:request-review';

export function requestReview(presentationId: string): void {
  window.dispatchEvent(new CustomEvent(EVENT, { detail: presentationId }));
}

/** Calls `open` whenever a review of `presentationId` is requested; returns the unsubscribe. */
export function onReviewRequested(presentationId: string, open: () => void): () => void {
  const listener = (event: Event) => {
    if ((event as CustomEvent<string>).detail === presentationId) open();
  };
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
