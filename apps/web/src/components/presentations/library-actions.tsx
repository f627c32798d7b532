// A presentation's way into the library: "Duplicate for another client" for anyone who may create,
// and "Save as template" for owners and admins, each with its own dialog.
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { FormError } from '@/components/ui/states';
import { useSession } from '@/lib/session';
import { errorMessage, useTRPC } from '@/lib/trpc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Copy, LayoutTemplate } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';

import { hasPermission } from '@pitchcraft/core';

import { DuplicateDialog } from './duplicate-dialog';

interface LibraryActionsProps {
  presentation: { id: string; title: string };
  /** Sections exist: a page saved before them can neither be copied nor become a template. */
  hasDocument: boolean;
  size?: 'sm' | 'md';
}

export function LibraryActions({ presentation, hasDocument, size = 'md' }: LibraryActionsProps) {
  const { session } = useSession();
  const [dialog, setDialog] = useState<'duplicate' | 'template' | null>(null);
  const role = session?.user.role;
  if (!role || !hasDocument) return null;
  const close = (open: boolean) => !open && setDialog(null);
  return (
    <>
      {hasPermission(role, 'create') && (
        <Button variant="outline" size={size} onClick={() => setDialog('duplicate')}>
          <Copy className="h-4 w-4" aria-hidden />
          Duplicate for another client
        </Button>
      )}
      {hasPermission(role, 'settings') && (
        <Button variant="outline" size={size} onClick={() => setDialog('template')}>
          <LayoutTemplate className="h-4 w-4" aria-hidden />
          Save as template
        </Button>
      )}
      {dialog === 'duplicate' && (
        <DuplicateDialog open onOpenChange={close} presentation={presentation} />
      )}
      {dialog === 'template' && (
        <SaveTemplateDialog onOpenChange={close} presentation={presentation} />
      )}
    </>
  );
}

function SaveTemplateDialog({
  onOpenChange,
  presentation,
}: {
  onOpenChange: (open: boolean) => void;
  presentation: { id: string; title: string };
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const save = useMutation(trpc.library.templates.create.mutationOptions());
  const submit = () =>
    save.mutate(
      { presentationId: presentation.id, name, description },
      {
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: trpc.library.templates.list.queryKey() });
          toast.success('Template saved', {
            description: 'Everyone in your organisation can now start from it in the wizard.',
          });
          onOpenChange(false);
        },
      },
    );
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title="Save as template"
      description="The template keeps this presentation’s sections, the approved blocks placed in it and the settings it was written with. Add instructions per section in the Library."
    >
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Field label="Name" required>
          <Input
            value={name}
            maxLength={120}
            onChange={(e) => setName(e.target.value)}
            placeholder="Young family protection"
          />
        </Field>
        <Field label="Description" optional>
          <Textarea
            value={description}
            maxLength={500}
            onChange={(e) => setDescription(e.target.value)}
            placeholder="When to use it, and for whom."
          />
        </Field>
        <FormError variant="box">
          {save.error ? errorMessage(save.error, 'The template could not be saved.') : null}
        </FormError>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Manage templates in the{' '}
          <Link
            to="/library"
            className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
          >
            Library
          </Link>
          .
        </p>
        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end dark:border-navy-800">
          <Button variant="outline" type="button" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={!name.trim()} loading={save.isPending}>
            Save template
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
