// Templates: a section set with per-section instructions and locked blocks, plus the wizard's
// default settings. Made with "Save as template" on a presentation; chosen in the wizard.
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { errorMessage, useTRPC } from '@/lib/trpc';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Archive, LayoutTemplate, Lock, PencilLine } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';

import type { RouterOutputs } from '@pitchcraft/api';

import { TemplateEditor } from './template-editor';

export type Template = RouterOutputs['library']['templates']['list'][number];

export function TemplatesPanel({ canEdit }: { canEdit: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const templates = useQuery(trpc.library.templates.list.queryOptions());
  const blocks = useQuery(trpc.library.blocks.list.queryOptions());
  const [editing, setEditing] = useState<Template | null>(null);
  const [archiving, setArchiving] = useState<Template | null>(null);
  const archive = useMutation(trpc.library.templates.archive.mutationOptions());
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.library.templates.list.queryKey() });
  const blockTitle = (id: string) => blocks.data?.find((b) => b.id === id)?.title ?? 'A block';

  return (
    <Card data-testid="templates-panel">
      <CardHeader>
        <CardTitle>Templates</CardTitle>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Start a presentation from a proven structure: its sections, what each should say, the
          blocks locked in place and the settings it was written with.
        </p>
      </CardHeader>
      <div className="px-6 pb-6">
        {templates.isPending ? (
          <LoadingState label="Loading templates" rows={2} />
        ) : templates.isError ? (
          <ErrorState
            message="The templates could not be loaded."
            onRetry={() => void templates.refetch()}
            retrying={templates.isFetching}
            compact
          />
        ) : templates.data.length === 0 ? (
          <EmptyState
            icon={LayoutTemplate}
            compact
            title="No templates yet"
            description={
              canEdit
                ? 'Open a presentation that worked well and choose “Save as template”.'
                : 'Your organisation has not published any templates yet.'
            }
          />
        ) : (
          <ul className="space-y-4">
            {templates.data.map((template) => (
              <li
                key={template.id}
                className="rounded-xl border border-slate-200 p-4 dark:border-navy-700"
              >
                <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0 space-y-1">
                    <h3 className="font-medium text-navy-900 dark:text-white">{template.name}</h3>
                    {template.description && (
                      <p className="text-sm text-slate-600 dark:text-slate-400">
                        {template.description}
                      </p>
                    )}
                  </div>
                  {canEdit && (
                    <div className="flex shrink-0 gap-1">
                      <Button variant="ghost" size="sm" onClick={() => setEditing(template)}>
                        <PencilLine className="h-4 w-4" aria-hidden />
                        Edit
                      </Button>
                      <Button variant="ghost" size="sm" onClick={() => setArchiving(template)}>
                        <Archive className="h-4 w-4" aria-hidden />
                        Archive
                      </Button>
                    </div>
                  )}
                </div>
                <ol className="mt-3 space-y-2 text-sm">
                  {template.sections.map((section, index) => (
                    <li key={section.type} className="flex gap-3">
                      <span className="w-5 shrink-0 text-right text-slate-400 tabular-nums">
                        {index + 1}.
                      </span>
                      <div className="min-w-0 space-y-1">
                        <p className="font-medium text-navy-800 dark:text-slate-200">
                          {section.guideTitle}
                        </p>
                        {section.instructions && (
                          <p className="text-slate-600 dark:text-slate-400">
                            {section.instructions}
                          </p>
                        )}
                        {section.blockIds.map((id) => (
                          <Badge key={id} tone="success" className="mr-1">
                            <Lock className="mr-1 inline h-3 w-3" aria-hidden />
                            {blockTitle(id)}
                          </Badge>
                        ))}
                      </div>
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ul>
        )}
      </div>
      {editing && (
        <TemplateEditor
          template={editing}
          blocks={blocks.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={() => void refresh()}
        />
      )}
      <ConfirmDialog
        open={archiving !== null}
        onOpenChange={(open) => !open && setArchiving(null)}
        title="Archive this template?"
        description="It disappears from the wizard. Presentations made from it stay as they are."
        confirmLabel="Archive"
        onConfirm={() =>
          archiving &&
          archive.mutate(
            { id: archiving.id },
            {
              onSuccess: () => void refresh().then(() => toast.success('Template archived')),
              onError: (error) =>
                toast.error(errorMessage(error, 'The template was not archived.')),
            },
          )
        }
      />
    </Card>
  );
}
