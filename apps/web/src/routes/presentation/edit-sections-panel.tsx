// Edit mode: the presentation's sections in order, each editable (title and rich text), hideable,
// movable and regenerable; the whole ordered list is saved at once as a new version.
import { useEffect, useReducer, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Eye, EyeOff, PencilLine, RefreshCw, Save, Undo2 } from 'lucide-react';
import { toast } from 'sonner';
import { EDIT_MESSAGES, ZUpdateDocumentInput } from '@pitchcraft/core';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { errorCode, errorMessage, useTRPC } from '@/lib/trpc';
import { ChangeProblem, useRefreshPresentation, type ChangeProblemState } from './change-feedback';
import type { DocumentSection, Presentation } from './presentation-types';
import { RegenerateSectionDialog } from './regenerate-section-dialog';
import { SectionEditingArea } from './section-editing-area';
import { countChanges, draftFrom, draftReducer, sectionChanged, type DraftSection } from './section-draft';
import type { useSectionRegeneration } from './use-section-regeneration';


const SAVE_FAILED = 'Your changes could not be saved. Please try again.';
const SOURCE_LABELS: Record<DocumentSection['source'], { label: string; tone: 'brand' | 'neutral' | 'success'; title: string }> = {
  ai: { label: 'AI', tone: 'brand', title: 'Written by the AI' },
  'built-in': { label: 'Built-in', tone: 'neutral', title: 'Written by the built-in generator' },
  edited: { label: 'Edited', tone: 'success', title: 'Edited by you' },
  legacy: { label: 'Imported', tone: 'neutral', title: 'From a presentation saved before sections' },
};
const REPLACED_TITLE = "The AI's version could not be used, so the built-in generator wrote this section";

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

export function EditSectionsPanel({ presentation, sections, regeneration, serverKeyAvailable, onClose, onDirtyChange, onReload }: EditSectionsPanelProps) {
  const trpc = useTRPC();
  const refresh = useRefreshPresentation(presentation.id);
  const [draft, dispatch] = useReducer(draftReducer, sections, draftFrom);
  const [openId, setOpenId] = useState<string | null>(null);
  const [editStart, setEditStart] = useState<DraftSection[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<ChangeProblemState | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [regenerating, setRegenerating] = useState<{ id: string; title: string } | null>(null);
  const controls = useRef(new Map<string, HTMLButtonElement | null>());
  const pendingFocus = useRef<string | null>(null);

  const saved = new Map(sections.map((s) => [s.id, s]));
  const changes = countChanges(draft.sections, sections);
  const dirty = changes > 0;
  const lastStep = draft.past.at(-1);

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  // Leaving the page with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // A moved row keeps the keyboard focus on the control that moved it (or its twin at either end).
  useEffect(() => {
    const key = pendingFocus.current;
    if (!key) return;
    pendingFocus.current = null;
    const [id, which] = key.split(':');
    const target = controls.current.get(key);
    const twin = controls.current.get(`${id}:${which === 'up' ? 'down' : 'up'}`);
    (target && !target.disabled ? target : twin)?.focus();
  }, [draft.sections]);

  const save = useMutation(trpc.presentations.updateDocument.mutationOptions());

  const titleOf = (id: string) => draft.sections.find((s) => s.id === id)?.title ?? '';

  const move = (id: string, by: -1 | 1) => {
    const from = draft.sections.findIndex((s) => s.id === id);
    const to = from + by;
    if (to < 0 || to >= draft.sections.length) return;
    pendingFocus.current = `${id}:${by < 0 ? 'up' : 'down'}`;
    dispatch({ type: 'move', id, by });
    setAnnouncement(`“${titleOf(id)}” moved to position ${to + 1} of ${draft.sections.length}.`);
  };

  const toggleHidden = (id: string) => {
    const section = draft.sections.find((s) => s.id === id);
    if (!section) return;
    dispatch({ type: 'toggle-hidden', id });
    setAnnouncement(`“${section.title}” ${section.hidden ? 'is shown again' : 'is hidden from your client'}.`);
  };

  const closeEditor = (keep: boolean) => {
    if (!openId || !editStart) return;
    const before = editStart.find((s) => s.id === openId);
    const now = draft.sections.find((s) => s.id === openId);
    if (!keep) {
      dispatch({ type: 'restore-section', id: openId, before: editStart });
      setAnnouncement(`Changes to “${before?.title ?? ''}” discarded.`);
    } else if (before && now && (before.title !== now.title || before.html !== now.html)) {
      dispatch({ type: 'record', before: editStart, label: `Edited “${now.title}”` });
      setAnnouncement(`Changes to “${now.title}” kept. Save to publish them.`);
    }
    const closing = openId;
    setOpenId(null);
    setEditStart(null);
    window.setTimeout(() => controls.current.get(`${closing}:edit`)?.focus(), 0);
  };

  const openEditor = (id: string) => {
    if (openId) closeEditor(true);
    setEditStart(draft.sections);
    setOpenId(id);
    setProblem(null);
  };

  const undo = () => {
    if (!lastStep) return;
    dispatch({ type: 'undo' });
    setAnnouncement(`Undone: ${lastStep.label}.`);
  };

  const submit = () => {
    setProblem(null);
    if (draft.sections.every((s) => s.hidden)) {
      setProblem({ message: EDIT_MESSAGES.allHidden, stale: false });
      return;
    }
    const parsed = ZUpdateDocumentInput.safeParse({ id: presentation.id, baseVersion: presentation.version, sections: draft.sections });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const index = typeof issue?.path[1] === 'number' ? issue.path[1] : -1;
      const section = draft.sections[index];
      setProblem({ message: `${section ? `“${section.title || 'Untitled section'}”: ` : ''}${issue?.message ?? SAVE_FAILED}`, stale: false });
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: async ({ version, changed }) => {
        await refresh();
        if (!changed) toast.info('Nothing to save', { description: `Version ${version} already reads like this.` });
        else
          toast.success('Changes saved', {
            description: presentation.shareEnabled ? `Saved as version ${version}. Your client’s link shows it now.` : `Saved as version ${version}.`,
          });
        onDirtyChange(false);
        onClose();
      },
      onError: (error) => {
        const stale = errorCode(error) === 'CONFLICT';
        setProblem({ message: errorMessage(error, stale ? EDIT_MESSAGES.stale : SAVE_FAILED), stale });
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
            Edit the wording, hide sections or change their order. Charts and figures stay calculated from the client’s figures.
          </CardDescription>
        </div>
        <Badge tone="neutral" className="shrink-0 self-start">
          Editing version {presentation.version}
        </Badge>
      </CardHeader>

      <p className="sr-only" aria-live="polite" data-testid="edit-announcement">
        {announcement}
      </p>

      <ol className="divide-y divide-slate-100 border-y border-slate-100 dark:divide-navy-800 dark:border-navy-800" aria-label="Sections, in order">
        {draft.sections.map((section, index) => {
          const original = saved.get(section.id);
          const source = original ? SOURCE_LABELS[original.source] : null;
          const changed = sectionChanged(section, original);
          const isOpen = openId === section.id;
          const running = regeneration.run?.sectionId === section.id && busy ? regeneration.run : null;
          const label = section.title || 'Untitled section';
          return (
            <li key={section.id} data-testid="edit-section" data-section-id={section.id} className={cn(isOpen && 'bg-slate-50/70 dark:bg-navy-950/40')}>
              <div className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6">
                <div className="flex min-w-0 items-start gap-3">
                  <span
                    aria-hidden
                    className={cn(
                      'mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold tabular-nums',
                      section.hidden ? 'bg-slate-100 text-slate-400 dark:bg-navy-800 dark:text-slate-500' : 'bg-brand-50 text-brand-800 dark:bg-brand-900/40 dark:text-brand-200',
                    )}
                  >
                    {index + 1}
                  </span>
                  <div className="min-w-0">
                    <p className={cn('font-medium break-words text-navy-900 dark:text-white', section.hidden && 'text-slate-500 line-through decoration-slate-300 dark:text-slate-400')}>
                      {label}
                    </p>
                    <div className="mt-1 flex flex-wrap items-center gap-1.5">
                      {source && (
                        <Badge tone={source.tone} title={original?.replaced ? REPLACED_TITLE : source.title} data-testid="section-source">
                          {source.label}
                        </Badge>
                      )}
                      {section.hidden && (
                        <Badge tone="neutral">
                          <EyeOff className="h-3 w-3" aria-hidden />
                          Hidden
                        </Badge>
                      )}
                      {changed && <Badge tone="warning">Unsaved</Badge>}
                    </div>
                  </div>
                </div>
                <div className="flex flex-wrap items-center gap-1.5 pl-10 sm:pl-0">
                  <Button
                    ref={(node) => void controls.current.set(`${section.id}:edit`, node)}
                    variant={isOpen ? 'secondary' : 'outline'}
                    size="sm"
                    onClick={() => (isOpen ? closeEditor(true) : openEditor(section.id))}
                    aria-expanded={isOpen}
                    aria-label={isOpen ? `Done editing “${label}”` : `Edit “${label}”`}
                  >
                    <PencilLine className="h-4 w-4" aria-hidden />
                    {isOpen ? 'Done' : 'Edit'}
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => toggleHidden(section.id)} aria-label={`${section.hidden ? 'Show' : 'Hide'} “${label}”`}>
                    {section.hidden ? <Eye className="h-4 w-4" aria-hidden /> : <EyeOff className="h-4 w-4" aria-hidden />}
                    {section.hidden ? 'Show' : 'Hide'}
                  </Button>
                  <Button
                    ref={(node) => void controls.current.set(`${section.id}:up`, node)}
                    variant="outline"
                    size="icon"
                    className="h-8 w-8"
                    onClick={() => move(section.id, -1)}
                    disabled={index === 0}
                    aria-label={`Move “${label}” up`}
                    title="Move up"
                  >
                    <ArrowUp className="h-4 w-4" aria-hidden />
                  </Button>
                  <Button
                    ref={(node) => void controls.current.set(`${section.id}:down`, node)}
                    variant="outline"
                    size="icon"
                    className="h-8 w-8"
                    onClick={() => move(section.id, 1)}
                    disabled={index === draft.sections.length - 1}
                    aria-label={`Move “${label}” down`}
                    title="Move down"
                  >
                    <ArrowDown className="h-4 w-4" aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setRegenerating({ id: section.id, title: label })}
                    disabled={dirty || (busy && !running)}
                    title={dirty ? 'Save or discard your changes first' : undefined}
                    aria-label={`Regenerate “${label}”`}
                  >
                    <RefreshCw className={cn('h-4 w-4', running && 'animate-spin')} aria-hidden />
                    {running ? `${Math.round(running.progress)}%` : 'Regenerate'}
                  </Button>
                </div>
              </div>
              {isOpen && editStart && (
                <SectionEditingArea
                  section={section}
                  startHtml={editStart.find((s) => s.id === section.id)?.html ?? section.html}
                  onTitle={(title) => dispatch({ type: 'set-title', id: section.id, title })}
                  onHtml={(html) => dispatch({ type: 'set-html', id: section.id, html })}
                  onDone={() => closeEditor(true)}
                  onDiscard={() => closeEditor(false)}
                />
              )}
            </li>
          );
        })}
      </ol>

      {problem && (
        <div className="px-4 pt-4 sm:px-6">
          <ChangeProblem problem={problem} failedTitle="Not saved" onReload={onReload} />
        </div>
      )}

      <div className="sticky bottom-0 z-10 flex flex-col gap-3 rounded-b-2xl border-t border-slate-100 bg-white/95 px-4 py-3 backdrop-blur sm:flex-row sm:items-center sm:justify-between sm:px-6 dark:border-navy-800 dark:bg-navy-900/95">
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="unsaved-count">
          {dirty ? (changes === 1 ? '1 unsaved change' : `${changes} unsaved changes`) : 'No changes yet'}
          {dirty && <span className="hidden lg:inline"> · Save or discard them before regenerating a section.</span>}
        </p>
        <div className="grid grid-cols-3 gap-2 sm:flex">
          <Button variant="ghost" onClick={undo} disabled={!lastStep || openId !== null} title={lastStep ? `Undo: ${lastStep.label}` : undefined} aria-label={lastStep ? `Undo: ${lastStep.label}` : 'Undo'}>
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
        <RegenerateSectionDialog
          key={regenerating.id}
          open
          onOpenChange={(open) => !open && setRegenerating(null)}
          section={regenerating}
          run={regeneration.run}
          onStart={regeneration.start}
          serverKeyAvailable={serverKeyAvailable}
        />
      )}
      <RegenerationCloser run={regeneration.run} regenerating={regenerating} onDone={() => setRegenerating(null)} />
    </Card>
  );
}

/** Closes the dialog once its section is written (the page has refreshed by then). */
function RegenerationCloser({ run, regenerating, onDone }: { run: EditSectionsPanelProps['regeneration']['run']; regenerating: { id: string } | null; onDone: () => void }) {
  const done = run?.status === 'done' && regenerating?.id === run.sectionId;
  useEffect(() => {
    if (done) onDone();
  }, [done, onDone]);
  return null;
}
