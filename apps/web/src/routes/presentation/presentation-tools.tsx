// The owner's tools for finishing a presentation: edit its sections, change the client's figures,
// apply the current brand. A presentation saved before sections existed gets a note instead.
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Calculator, Info, Palette, PencilLine } from 'lucide-react';

import { EDIT_MESSAGES } from '@pitchcraft/core';

import type { Presentation } from './presentation-types';

interface PresentationToolsProps {
  presentation: Presentation;
  editing: boolean;
  /** Unsaved section edits: the other tools wait until they are saved or discarded. */
  dirty: boolean;
  /** A section is being regenerated: nothing else changes the presentation meanwhile. */
  busy: boolean;
  onEdit: () => void;
  onFigures: () => void;
  onBrand: () => void;
}

export function PresentationTools({
  presentation,
  editing,
  dirty,
  busy,
  onEdit,
  onFigures,
  onBrand,
}: PresentationToolsProps) {
  if (!presentation.document) {
    return (
      <Card role="note" className="flex items-start gap-3 p-4 sm:p-5" data-testid="legacy-note">
        <Info className="mt-0.5 h-5 w-5 shrink-0 text-brand-700 dark:text-brand-300" aria-hidden />
        <p className="text-sm text-slate-700 dark:text-slate-300">{EDIT_MESSAGES.noDocument}</p>
      </Card>
    );
  }
  const heldBack = dirty || busy;
  const heldBackTitle = dirty
    ? 'Save or discard your section changes first'
    : busy
      ? 'Wait until the section is regenerated'
      : undefined;
  return (
    <Card
      className="flex flex-col gap-4 p-4 sm:p-5 lg:flex-row lg:items-center lg:justify-between"
      data-testid="presentation-tools"
    >
      <div className="min-w-0 space-y-1">
        <h2 className="flex flex-wrap items-center gap-2 text-base font-semibold text-navy-900 dark:text-white">
          Finish this presentation
          <Badge tone="neutral" data-testid="current-version">
            Version {presentation.version}
          </Badge>
          {presentation.brandApplied && <Badge tone="brand">Your brand</Badge>}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Edit the wording, update the client’s figures, or re-render it with your current brand
          (presentations never change brand on their own). Every change is kept as a version.
        </p>
      </div>
      <div className="grid grid-cols-1 gap-2 sm:flex sm:flex-wrap sm:justify-end">
        <Button onClick={onEdit} disabled={editing || busy} aria-pressed={editing}>
          <PencilLine className="h-4 w-4" aria-hidden />
          {editing ? 'Editing sections' : 'Edit sections'}
        </Button>
        <Button
          variant="outline"
          onClick={onFigures}
          disabled={heldBack || !presentation.figures}
          title={
            presentation.figures
              ? heldBackTitle
              : 'This presentation has no client figures to change'
          }
        >
          <Calculator className="h-4 w-4" aria-hidden />
          Client figures
        </Button>
        <Button variant="outline" onClick={onBrand} disabled={heldBack} title={heldBackTitle}>
          <Palette className="h-4 w-4" aria-hidden />
          Apply my current brand
        </Button>
      </div>
    </Card>
  );
}
