// One row of the edit panel: a section's number, title and badges (where its text came from, hidden,
// unsaved), its controls (edit, hide, move, regenerate) and, while it is open, its editor.
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { ArrowDown, ArrowUp, Eye, EyeOff, Lock, PencilLine, RefreshCw } from 'lucide-react';

import { replacedExplanation, SectionRepairs, SpeakerNote } from '../generate/section-mends';
import type { DocumentSection } from './presentation-types';
import { sectionChanged, type DraftSection } from './section-draft';
import { SectionEditingArea } from './section-editing-area';
import type { Regeneration } from './use-section-regeneration';

const SOURCE_LABELS: Record<
  DocumentSection['source'],
  { label: string; tone: 'brand' | 'neutral' | 'success'; title: string }
> = {
  ai: { label: 'AI', tone: 'brand', title: 'Written by the AI' },
  'built-in': { label: 'Built-in', tone: 'neutral', title: 'Written by the built-in generator' },
  edited: { label: 'Edited', tone: 'success', title: 'Edited by you' },
  legacy: {
    label: 'Imported',
    tone: 'neutral',
    title: 'From a presentation saved before sections',
  },
};

interface EditSectionRowProps {
  section: DraftSection;
  index: number;
  /** How many sections the list holds (the last one cannot move down). */
  count: number;
  /**
   * Whether the row can move up and down, a section carrying the locked blocks after it (absent:
   * anywhere but past either end). A block a template locked never moves on its own.
   */
  movable?: { up: boolean; down: boolean } | undefined;
  /** The section as last saved, if it was: where its text came from, and whether it changed since. */
  original: DocumentSection | undefined;
  isOpen: boolean;
  /** The sections as they were when the editor was opened. */
  editStart: DraftSection[] | null;
  /** The section regeneration running or last run on the page. */
  run: Regeneration | null;
  busy: boolean;
  /** Unsaved changes hold regeneration back. */
  dirty: boolean;
  registerControl: (key: string, node: HTMLButtonElement | null) => void;
  onToggleEditor: () => void;
  onToggleHidden: () => void;
  onMove: (by: -1 | 1) => void;
  onRegenerate: (title: string) => void;
  onTitle: (title: string) => void;
  onHtml: (html: string) => void;
  onDone: () => void;
  onDiscard: () => void;
}

export function EditSectionRow({
  section,
  index,
  count,
  movable,
  original,
  isOpen,
  editStart,
  run,
  busy,
  dirty,
  registerControl,
  onToggleEditor,
  onToggleHidden,
  onMove,
  onRegenerate,
  onTitle,
  onHtml,
  onDone,
  onDiscard,
}: EditSectionRowProps) {
  // An approved block is placed word for word: it moves, but is never edited or rewritten, and
  // one a template locked stays visible and in place after its section.
  const block = original?.block ?? null;
  const locked = Boolean(block?.locked);
  const canMoveUp = !locked && (movable?.up ?? index > 0);
  const canMoveDown = !locked && (movable?.down ?? index < count - 1);
  const source = original && !block ? SOURCE_LABELS[original.source] : null;
  const changed = sectionChanged(section, original);
  const running = run?.sectionId === section.id && busy ? run : null;
  const label = section.title || 'Untitled section';
  return (
    <li
      data-testid="edit-section"
      data-section-id={section.id}
      className={cn(isOpen && 'bg-slate-50/70 dark:bg-navy-950/40')}
    >
      <div className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="flex min-w-0 items-start gap-3">
          <span
            aria-hidden
            className={cn(
              'mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold tabular-nums',
              section.hidden
                ? 'bg-slate-100 text-slate-400 dark:bg-navy-800 dark:text-slate-500'
                : 'bg-brand-50 text-brand-800 dark:bg-brand-900/40 dark:text-brand-200',
            )}
          >
            {index + 1}
          </span>
          <div className="min-w-0">
            <p
              className={cn(
                'font-medium break-words text-navy-900 dark:text-white',
                section.hidden &&
                  'text-slate-500 line-through decoration-slate-300 dark:text-slate-400',
              )}
            >
              {label}
            </p>
            <div className="mt-1 flex flex-wrap items-center gap-1.5">
              {source && (
                <Badge
                  tone={source.tone}
                  title={original?.replaced ? replacedExplanation(original.replaced) : source.title}
                  data-testid="section-source"
                >
                  {source.label}
                </Badge>
              )}
              {block && (
                <Badge
                  tone="success"
                  title={
                    locked
                      ? 'Placed exactly as your organisation approved it; it moves only with the section before it'
                      : 'Placed exactly as your organisation approved it'
                  }
                >
                  <Lock className="h-3 w-3" aria-hidden />
                  {locked ? 'Locked in place by a template' : 'Approved block'}
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
            {/* The mends and the note are the saved version's: an edit makes them the advisor's. */}
            {original && !changed && (
              <SectionRepairs repairs={original.repairs} className="mt-1.5" />
            )}
            {original && <SpeakerNote notes={original.notes} className="mt-1.5" />}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-1.5 pl-10 sm:pl-0">
          {!block && (
            <Button
              ref={(node) => registerControl(`${section.id}:edit`, node)}
              variant={isOpen ? 'secondary' : 'outline'}
              size="sm"
              onClick={onToggleEditor}
              aria-expanded={isOpen}
              aria-label={isOpen ? `Done editing “${label}”` : `Edit “${label}”`}
            >
              <PencilLine className="h-4 w-4" aria-hidden />
              {isOpen ? 'Done' : 'Edit'}
            </Button>
          )}
          <Button
            variant="outline"
            size="sm"
            onClick={onToggleHidden}
            disabled={locked && !section.hidden}
            aria-label={`${section.hidden ? 'Show' : 'Hide'} “${label}”`}
          >
            {section.hidden ? (
              <Eye className="h-4 w-4" aria-hidden />
            ) : (
              <EyeOff className="h-4 w-4" aria-hidden />
            )}
            {section.hidden ? 'Show' : 'Hide'}
          </Button>
          <Button
            ref={(node) => registerControl(`${section.id}:up`, node)}
            variant="outline"
            size="icon"
            className="h-8 w-8"
            onClick={() => onMove(-1)}
            disabled={!canMoveUp}
            aria-label={`Move “${label}” up`}
            title="Move up"
          >
            <ArrowUp className="h-4 w-4" aria-hidden />
          </Button>
          <Button
            ref={(node) => registerControl(`${section.id}:down`, node)}
            variant="outline"
            size="icon"
            className="h-8 w-8"
            onClick={() => onMove(1)}
            disabled={!canMoveDown}
            aria-label={`Move “${label}” down`}
            title="Move down"
          >
            <ArrowDown className="h-4 w-4" aria-hidden />
          </Button>
          {!block && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onRegenerate(label)}
              disabled={dirty || (busy && !running)}
              title={dirty ? 'Save or discard your changes first' : undefined}
              aria-label={`Regenerate “${label}”`}
            >
              <RefreshCw className={cn('h-4 w-4', running && 'animate-spin')} aria-hidden />
              {running ? `${Math.round(running.progress)}%` : 'Regenerate'}
            </Button>
          )}
        </div>
      </div>
      {isOpen && editStart && !block && (
        <SectionEditingArea
          section={section}
          startHtml={editStart.find((s) => s.id === section.id)?.html ?? section.html}
          onTitle={onTitle}
          onHtml={onHtml}
          onDone={onDone}
          onDiscard={onDiscard}
        />
      )}
    </li>
  );
}
