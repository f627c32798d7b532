// The section editor's link field: an e-mail address or a phone number, made into the mailto: or
// tel: link the sanitiser keeps (link-target.ts), added at the cursor or set on the selected text.
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormError } from '@/components/ui/states';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Editor } from '@tiptap/react';
import { Unlink } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { checkedForm } from './form-schema';
import { linkEntryFrom, linkHrefFrom } from './link-target';

/** The entry as typed (the text a new link shows) and the link it makes. */
const ZLinkForm = checkedForm(z.object({ entry: z.string() }), ({ entry }) => {
  const result = linkHrefFrom(entry);
  return 'error' in result
    ? { ok: false, errors: { entry: result.error } }
    : { ok: true, input: { entry: entry.trim(), href: result.href } };
});

export function LinkForm({
  editor,
  href,
  onClose,
}: {
  editor: Editor;
  href: string | null;
  onClose: () => void;
}) {
  const id = useId();
  const form = useForm({
    resolver: zodResolver(ZLinkForm),
    defaultValues: { entry: linkEntryFrom(href) },
    reValidateMode: 'onSubmit',
  });
  const error = form.formState.errors.entry?.message;

  const apply = form.handleSubmit((link) => {
    const { empty } = editor.state.selection;
    if (empty && !editor.isActive('link')) {
      editor
        .chain()
        .focus()
        .insertContent({
          type: 'text',
          text: link.entry,
          marks: [{ type: 'link', attrs: { href: link.href } }],
        })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href: link.href }).run();
    }
    onClose();
  });

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };

  return (
    <form
      onSubmit={(event) => void apply(event)}
      noValidate
      className="flex flex-col gap-2 border-t border-slate-100 px-3 py-2.5 sm:flex-row sm:items-start dark:border-navy-800"
    >
      <div className="min-w-0 flex-1 space-y-1">
        <label htmlFor={id} className="sr-only">
          E-mail address or phone number
        </label>
        <Input
          id={id}
          {...form.register('entry', { onChange: () => form.clearErrors('entry') })}
          onKeyDown={(event) => event.key === 'Escape' && onClose()}
          placeholder="E-mail address or phone number"
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-8"
        />
        <FormError id={`${id}-error`} className="text-xs">
          {error}
        </FormError>
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm">
          {href ? 'Update link' : 'Add link'}
        </Button>
        {href && (
          <Button variant="outline" size="sm" onClick={remove}>
            <Unlink className="h-4 w-4" aria-hidden />
            Remove
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
