// Approved blocks: every member reads them; owners and admins add, change and archive them.
// Presentations that placed a block keep the words they were approved with.
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { EmptyState, ErrorState, FormError, LoadingState } from '@/components/ui/states';
import { errorMessage, useTRPC } from '@/lib/trpc';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Archive, PencilLine, Plus, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';

import type { RouterOutputs } from '@pitchcraft/api';
import {
  BLOCK_KIND_LABELS,
  BLOCK_KINDS,
  MAX_BLOCK_TEXT,
  type TBlockInput,
  type TBlockKind,
} from '@pitchcraft/core';

type Block = RouterOutputs['library']['blocks']['list'][number];

export function BlocksPanel({ canEdit }: { canEdit: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const blocks = useQuery(trpc.library.blocks.list.queryOptions());
  const [editing, setEditing] = useState<Block | 'new' | null>(null);
  const [archiving, setArchiving] = useState<Block | null>(null);
  const archive = useMutation(trpc.library.blocks.archive.mutationOptions());
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.library.blocks.list.queryKey() });

  return (
    <Card data-testid="blocks-panel">
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1">
          <CardTitle>Approved blocks</CardTitle>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Disclaimers, about-the-firm and licensing statements. The AI and the editor place them
            exactly as written here; nobody can alter them inside a presentation.
          </p>
        </div>
        {canEdit && (
          <Button onClick={() => setEditing('new')} className="shrink-0">
            <Plus className="h-4 w-4" aria-hidden />
            Add block
          </Button>
        )}
      </CardHeader>
      <div className="px-6 pb-6">
        {blocks.isPending ? (
          <LoadingState label="Loading approved blocks" rows={2} />
        ) : blocks.isError ? (
          <ErrorState
            message="The approved blocks could not be loaded."
            onRetry={() => void blocks.refetch()}
            retrying={blocks.isFetching}
            compact
          />
        ) : blocks.data.length === 0 ? (
          <EmptyState
            icon={ShieldCheck}
            compact
            title="No approved blocks yet"
            description={
              canEdit
                ? 'Add your firm’s disclaimer or licensing statement once; every presentation can then carry it word for word.'
                : 'Your organisation has not approved any blocks yet.'
            }
          />
        ) : (
          <ul className="divide-y divide-slate-100 dark:divide-navy-800">
            {blocks.data.map((block) => (
              <li key={block.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start">
                <div className="min-w-0 flex-1 space-y-1.5">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-medium text-navy-900 dark:text-white">{block.title}</h3>
                    <Badge tone="brand">{BLOCK_KIND_LABELS[block.kind]}</Badge>
                  </div>
                  <p className="line-clamp-4 text-sm whitespace-pre-line text-slate-600 dark:text-slate-400">
                    {block.text}
                  </p>
                </div>
                {canEdit && (
                  <div className="flex shrink-0 gap-1">
                    <Button variant="ghost" size="sm" onClick={() => setEditing(block)}>
                      <PencilLine className="h-4 w-4" aria-hidden />
                      Edit
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setArchiving(block)}
                      aria-label={`Archive ${block.title}`}
                    >
                      <Archive className="h-4 w-4" aria-hidden />
                      Archive
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      {editing && (
        <BlockDialog
          block={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => void refresh()}
        />
      )}
      <ConfirmDialog
        open={archiving !== null}
        onOpenChange={(open) => !open && setArchiving(null)}
        title="Archive this block?"
        description="New presentations will no longer use it. Presentations that already carry it keep it as it was approved."
        confirmLabel="Archive"
        onConfirm={() =>
          archiving &&
          archive.mutate(
            { id: archiving.id },
            {
              onSuccess: () => void refresh().then(() => toast.success('Block archived')),
              onError: (error) => toast.error(errorMessage(error, 'The block was not archived.')),
            },
          )
        }
      />
    </Card>
  );
}

function BlockDialog({
  block,
  onClose,
  onSaved,
}: {
  block: Block | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const trpc = useTRPC();
  const [form, setForm] = useState<TBlockInput>({
    kind: block?.kind ?? 'disclaimer',
    title: block?.title ?? '',
    text: block?.text ?? '',
  });
  const create = useMutation(trpc.library.blocks.create.mutationOptions());
  const update = useMutation(trpc.library.blocks.update.mutationOptions());
  const pending = create.isPending || update.isPending;
  const error = create.error ?? update.error;
  const done = {
    onSuccess: () => {
      onSaved();
      toast.success(block ? 'Block updated' : 'Block added');
      onClose();
    },
  };
  const submit = () =>
    block ? update.mutate({ ...form, id: block.id }, done) : create.mutate(form, done);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={block ? 'Edit approved block' : 'Add an approved block'}
      description="Write it exactly as compliance approved it. Blank lines separate paragraphs."
    >
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Field label="Kind">
          <Select
            value={form.kind}
            onChange={(e) => setForm({ ...form, kind: e.target.value as TBlockKind })}
          >
            {BLOCK_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {BLOCK_KIND_LABELS[kind]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Title" required hint="Shown as the section heading on the page.">
          <Input
            value={form.title}
            maxLength={120}
            onChange={(e) => setForm({ ...form, title: e.target.value })}
            placeholder="Important information about guarantees"
          />
        </Field>
        <Field label="Approved wording" required>
          <Textarea
            value={form.text}
            maxLength={MAX_BLOCK_TEXT}
            rows={8}
            onChange={(e) => setForm({ ...form, text: e.target.value })}
          />
        </Field>
        <FormError variant="box">
          {error ? errorMessage(error, 'The block could not be saved.') : null}
        </FormError>
        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end dark:border-navy-800">
          <Button variant="outline" type="button" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            disabled={!form.title.trim() || !form.text.trim()}
            loading={pending}
          >
            {block ? 'Save changes' : 'Add block'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
