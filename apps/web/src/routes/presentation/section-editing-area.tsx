// One open section in the edit panel: its title, and its content in the rich-text editor, which
// is loaded only when the advisor opens a section.
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { lazy, Suspense } from 'react';

import type { DraftSection } from './section-draft';

const SectionEditor = lazy(() => import('./section-editor'));

interface SectionEditingAreaProps {
  section: DraftSection;
  startHtml: string;
  onTitle: (title: string) => void;
  onHtml: (html: string) => void;
  onDone: () => void;
  onDiscard: () => void;
}

export function SectionEditingArea({
  section,
  startHtml,
  onTitle,
  onHtml,
  onDone,
  onDiscard,
}: SectionEditingAreaProps) {
  return (
    <div
      className="space-y-4 border-t border-slate-100 px-4 pt-4 pb-5 sm:px-6 dark:border-navy-800"
      data-testid="section-editing"
    >
      <Field label="Section title">
        <Input
          value={section.title}
          onChange={(event) => onTitle(event.target.value)}
          maxLength={200}
          className="font-medium"
        />
      </Field>
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-navy-800 dark:text-slate-200">Content</p>
        <Suspense fallback={<EditorLoading />}>
          <SectionEditor
            sectionTitle={section.title || 'this section'}
            initialHtml={startHtml}
            onChange={onHtml}
          />
        </Suspense>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDiscard}>
          Discard changes to this section
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

function EditorLoading() {
  return (
    <div
      role="status"
      aria-label="Loading the editor"
      className="overflow-hidden rounded-xl border border-slate-200 dark:border-navy-700"
    >
      <Skeleton className="h-11 rounded-none" />
      <div className="space-y-3 p-4">
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </div>
  );
}
