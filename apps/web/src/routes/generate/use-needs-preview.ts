// The live needs preview, with the analysis loaded on demand: the arithmetic and its rate tables
// stay out of the wizard's first download and arrive while the advisor fills in the client.
import { useEffect, useMemo, useState } from 'react';

import type { TClientFormDraft, TJurisdiction } from '@pitchcraft/core';

import type * as PreviewModelModule from './needs-preview-model';
import type { NeedsPreview } from './needs-preview-model';

type PreviewModel = typeof PreviewModelModule;

/** The preview of the draft for an advisor practising in `jurisdiction`; null until the analysis has loaded. */
export function useNeedsPreview(
  form: TClientFormDraft,
  jurisdiction: TJurisdiction,
): NeedsPreview | null {
  const [model, setModel] = useState<PreviewModel | null>(null);
  useEffect(() => {
    let live = true;
    void import('./needs-preview-model').then((loaded) => {
      if (live) setModel(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return useMemo(
    () => (model ? model.needsPreview(form, jurisdiction) : null),
    [model, form, jurisdiction],
  );
}
