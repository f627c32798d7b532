// Edit mode: the presentation's sections in order, each editable (title and rich text), hideable,
// movable and regenerable; the whole ordered list is saved at once as a new version.
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { errorCode, errorMessage, useTRPC } from '@/lib/trpc';
import { useMutation } from '@tanstack/react-query';
import { Save, Undo2 } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { toast } from 'sonner';

import { EDIT_MESSAGES, ZUpdateDocumentInput } from '@pitchcraft/core';

import { ChangeProblem, useRefreshPresentation, type ChangeProblemState } from './change-feedback';
import { EditSectionRow } from './edit-section-row';
import { RegenerateSectionDialog } from './lazy-forms';
import { PlaceBlockAction } from './place-block-action';
import type { DocumentSection, Presentation } from './presentation-types';
import { useSectionDraft } from './use-section-draft';
import type { useSectionRegeneration } from './use-section-regeneration';

const SAVE_FAILED = 'Your changes could not be saved. Please try again.';

interface EditSectionsPanelProps {
  presentation: Presentation;
  sections: readonly DocumentSection[];
  regeneration: ReturnType<typeof useSectionRegeneration>;
  serverKeyAvailable: boolean;
  /** Leaves edit mode (after a save, or cancel). */
  onClose: () => void;
  /** Whether there are unsaved changes (the page holds other actions back meanwhile). */
  onDirtyChange: (dirty: boolean) => void;
  /** Fetches the latest version after a conflict (the panel starts over from it). */
  onReload: () => void;
}

export function EditSectionsPanel({
  presentation,
  sections,
  regeneration,
  serverKeyAvailable,
  onClose,
  onDirtyChange,
  onReload,
}: EditSectionsPanelProps) {
  const trpc = useTRPC();
  const refresh = useRefreshPresentation(presentation.id);
  const {
    draft,
    dispatch,
    changes,
    dirty,
    lastStep,
    openId,
    editStart,
    announcement,
    registerControl,
    move,
    canMove,
    toggleHidden,
    openEditor: openSectionEditor,
    closeEditor,
    undo,
  } = useSectionDraft(sections, onDirtyChange);
  const [problem, setProblem] = useState<ChangeProblemState | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [regenerating, setRegenerating] = useState<{ id: string; title: string } | null>(null);

  const saved = new Map(sections.map((s) => [s.id, s]));

  const save = useMutation(trpc.presentations.updateDocument.mutationOptions());

  // Opening another section clears a save problem shown below the list.
  const openEditor = (id: string) => {
    openSectionEditor(id);
    setProblem(null);
  };

  const submit = () => {
    setProblem(null);
    if (draft.sections.every((s) => s.hidden)) {
      setProblem({ message: EDIT_MESSAGES.allHidden, stale: false });
      return;
    }
    const parsed = ZUpdateDocumentInput.safeParse({
      id: presentation.id,
      baseVersion: presentation.version,
      sections: draft.sections,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const index = typeof issue?.path[1] === 'number' ? issue.path[1] : -1;
      const section = draft.sections[index];
      setProblem({
        message: `${section ? `“${section.title || 'Untitled section'}”: ` : ''}${issue?.message ?? SAVE_FAILED}`,
        stale: false,
      });
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: ({ version, changed }) =>
        void refresh().then(() => {
          if (!changed)
            toast.info('Nothing to save', {
              description: `Version ${version} already reads like this.`,
            });
          else
            toast.success('Changes saved', {
              description: presentation.shareEnabled
                ? `Saved as version ${version}. Your client’s link shows it now.`
                : `Saved as version ${version}.`,
            });
          onDirtyChange(false);
          onClose();
        }),
      onError: (error) => {
        const stale = errorCode(error) === 'CONFLICT';
        setProblem({
          message: errorMessage(error, stale ? EDIT_MESSAGES.stale : SAVE_FAILED),
          stale,
        });
      },
    });
  };

  const cancel = () => (dirty ? setConfirmCancel(true) : onClose());
  const busy = regeneration.busy;

  return (
    <Card role="region" aria-labelledby="edit-sections-title" data-testid="edit-panel">
      <CardHeader className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1">
          <CardTitle id="edit-sections-title">Edit sections</CardTitle>
          <CardDescription>
            Edit the wording, hide sections or change their order. Charts and figures stay
            calculated from the client’s figures.
          </CardDescription>
        </div>
        <Badge tone="neutral" className="shrink-0 self-start">
          Editing version {presentation.version}
        </Badge>
      </CardHeader>

      <p className="sr-only" aria-live="polite" data-testid="edit-announcement">
        {announcement}
      </p>

      <ol
        className="divide-y divide-slate-100 border-y border-slate-100 dark:divide-navy-800 dark:border-navy-800"
        aria-label="Sections, in order"
      >
        {draft.sections.map((section, index) => (
          <EditSectionRow
            key={section.id}
            section={section}
            index={index}
            count={draft.sections.length}
            original={saved.get(section.id)}
            isOpen={openId === section.id}
            editStart={editStart}
            run={regeneration.run}
            busy={busy}
            dirty={dirty}
            registerControl={registerControl}
            onToggleEditor={() =>
              openId === section.id ? closeEditor(true) : openEditor(section.id)
            }
            onToggleHidden={() => toggleHidden(section.id)}
            movable={{ up: canMove(section.id, -1), down: canMove(section.id, 1) }}
            onMove={(by) => move(section.id, by)}
            onRegenerate={(title) => setRegenerating({ id: section.id, title })}
            onTitle={(title) => dispatch({ type: 'set-title', id: section.id, title })}
            onHtml={(html) => dispatch({ type: 'set-html', id: section.id, html })}
            onDone={() => closeEditor(true)}
            onDiscard={() => closeEditor(false)}
          />
        ))}
      </ol>

      <PlaceBlockAction
        presentation={presentation}
        sections={sections}
        dirty={dirty}
        onReload={onReload}
      />

      {problem && (
        <div className="px-4 pt-4 sm:px-6">
          <ChangeProblem problem={problem} failedTitle="Not saved" onReload={onReload} />
        </div>
      )}

      <div className="sticky bottom-0 z-10 flex flex-col gap-3 rounded-b-2xl border-t border-slate-100 bg-white/95 px-4 py-3 backdrop-blur sm:flex-row sm:items-center sm:justify-between sm:px-6 dark:border-navy-800 dark:bg-navy-900/95">
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="unsaved-count">
          {dirty
            ? changes === 1
              ? '1 unsaved change'
              : `${changes} unsaved changes`
            : 'No changes yet'}
          {dirty && (
            <span className="hidden lg:inline">
              {' '}
              · Save or discard them before regenerating a section.
            </span>
          )}
        </p>
        <div className="grid grid-cols-3 gap-2 sm:flex">
          <Button
            variant="ghost"
            onClick={undo}
            disabled={!lastStep || openId !== null}
            title={lastStep ? `Undo: ${lastStep.label}` : undefined}
            aria-label={lastStep ? `Undo: ${lastStep.label}` : 'Undo'}
          >
            <Undo2 className="h-4 w-4" aria-hidden />
            Undo
          </Button>
          <Button variant="outline" onClick={cancel} disabled={save.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={!dirty}>
            {!save.isPending && <Save className="h-4 w-4" aria-hidden />}
            Save
          </Button>
        </div>
      </div>

      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Discard your changes?"
        description={`${changes === 1 ? 'One change' : `${changes} changes`} will be lost. The presentation stays as it was saved.`}
        confirmLabel="Discard changes"
        onConfirm={onClose}
      />

      {regenerating && (
        <Suspense fallback={null}>
          <RegenerateSectionDialog
            key={regenerating.id}
            open
            onOpenChange={(open) => !open && setRegenerating(null)}
            section={regenerating}
            run={regeneration.run}
            onStart={regeneration.start}
            serverKeyAvailable={serverKeyAvailable}
          />
        </Suspense>
      )}
      <RegenerationCloser
        run={regeneration.run}
        regenerating={regenerating}
        onDone={() => setRegenerating(null)}
      />
    </Card>
  );
}

/** Closes the dialog once its section is written (the page has refreshed by then). */
function RegenerationCloser({
  run,
  regenerating,
  onDone,
}: {
  run: EditSectionsPanelProps['regeneration']['run'];
  regenerating: { id: string } | null;
  onDone: () => void;
}) {
  const done = run?.status === 'done' && regenerating?.id === run.sectionId;
  useEffect(() => {
    if (done) onDone();
  }, [done, onDone]);
  return null;
}
