// The edit panel's "Insert approved block": offered when the organisation has approved blocks,
// held back while there are unsaved changes (a placed block is saved at once, as a new version).
import { Button } from '@/components/ui/button';
import { useTRPC } from '@/lib/trpc';
import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { Suspense, useId, useState } from 'react';

import { PlaceBlockDialog } from './lazy-forms';
import type { DocumentSection, Presentation } from './presentation-types';

export function PlaceBlockAction({
  presentation,
  sections,
  dirty,
  onReload,
}: {
  presentation: Presentation;
  /** The sections as saved: the button waits while the draft differs from them. */
  sections: readonly DocumentSection[];
  dirty: boolean;
  /** Fetches the latest version after a conflict. */
  onReload: () => void;
}) {
  const trpc = useTRPC();
  const blocks = useQuery(trpc.library.blocks.list.queryOptions());
  const [open, setOpen] = useState(false);
  const reasonId = useId();
  if (!blocks.data?.length) return null;
  return (
    <div className="flex flex-col gap-2 px-4 pt-4 sm:flex-row sm:items-center sm:px-6">
      <Button
        variant="outline"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void PlaceBlockDialog.preload()}
        disabled={dirty}
        aria-describedby={dirty ? reasonId : undefined}
      >
        <ShieldCheck className="h-4 w-4" aria-hidden />
        Insert approved block
      </Button>
      {dirty && (
        <p id={reasonId} className="text-sm text-slate-600 dark:text-slate-400">
          Save or discard your changes first.
        </p>
      )}
      {open && (
        <Suspense fallback={null}>
          <PlaceBlockDialog
            open
            onOpenChange={setOpen}
            presentationId={presentation.id}
            baseVersion={presentation.version}
            sections={sections}
            blocks={blocks.data}
            onReload={onReload}
          />
        </Suspense>
      )}
    </div>
  );
}
