// Editing a template: its name and description, each section's instructions, and the approved
// block locked after a section. The section set itself comes from the presentation it was made from.
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { FormError } from '@/components/ui/states';
import { errorMessage, useTRPC } from '@/lib/trpc';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';

import { MAX_TEMPLATE_INSTRUCTIONS } from '@pitchcraft/core';

import type { Template } from './templates-panel';

interface TemplateEditorProps {
  template: Template;
  blocks: readonly { id: string; title: string }[];
  onClose: () => void;
  onSaved: () => void;
}

export function TemplateEditor({ template, blocks, onClose, onSaved }: TemplateEditorProps) {
  const trpc = useTRPC();
  const [name, setName] = useState(template.name);
  const [description, setDescription] = useState(template.description);
  const [sections, setSections] = useState(template.sections);
  const update = useMutation(trpc.library.templates.update.mutationOptions());
  const change = (index: number, patch: Partial<Template['sections'][number]>) =>
    setSections((all) => all.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  const submit = () =>
    update.mutate(
      {
        id: template.id,
        name,
        description,
        sections: sections.map(({ type, instructions, blockIds }) => ({
          type,
          instructions,
          blockIds,
        })),
      },
      {
        onSuccess: () => {
          onSaved();
          toast.success('Template saved');
          onClose();
        },
      },
    );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Edit template"
      description="Instructions guide the AI for that section (the built-in writer shows them in the speaker notes). A locked block is placed after its section, word for word."
      className="max-w-2xl"
    >
      <form
        className="space-y-5"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Name" required>
            <Input value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
          </Field>
          <Field label="Description" optional>
            <Input
              value={description}
              maxLength={500}
              onChange={(e) => setDescription(e.target.value)}
            />
          </Field>
        </div>
        <ol className="space-y-4">
          {sections.map((section, index) => (
            <li
              key={section.type}
              className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-navy-700"
            >
              <p className="font-medium text-navy-900 dark:text-white">
                {index + 1}. {section.guideTitle}
              </p>
              <Field label="Instructions" optional>
                <Textarea
                  value={section.instructions}
                  maxLength={MAX_TEMPLATE_INSTRUCTIONS}
                  rows={2}
                  placeholder="e.g. Lead with the mortgage; mention the group cover ends with the job."
                  onChange={(e) => change(index, { instructions: e.target.value })}
                />
              </Field>
              <Field label="Locked block after this section" optional>
                <Select
                  value={section.blockIds[0] ?? ''}
                  onChange={(e) =>
                    change(index, { blockIds: e.target.value ? [e.target.value] : [] })
                  }
                >
                  <option value="">None</option>
                  {blocks.map((block) => (
                    <option key={block.id} value={block.id}>
                      {block.title}
                    </option>
                  ))}
                </Select>
              </Field>
            </li>
          ))}
        </ol>
        <FormError variant="box">
          {update.error ? errorMessage(update.error, 'The template could not be saved.') : null}
        </FormError>
        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end dark:border-navy-800">
          <Button variant="outline" type="button" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!name.trim()} loading={update.isPending}>
            Save template
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
