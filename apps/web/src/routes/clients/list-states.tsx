// The spec's one delete confirmation, shared by the two tabs of the Clients page.

/** The spec's one confirmation text, for a client and for a link alike. */
export const DELETE_CONFIRMATION =
  'Are you sure you want to delete this client? This action cannot be undone.';
