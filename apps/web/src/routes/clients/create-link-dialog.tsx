// 'Create Client Collection Form': a new public link, checked with the same schema as the server.
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { errorCode, fieldErrors, useTRPC } from '@/lib/trpc';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';

import {
  LINK_INDUSTRY_LABELS,
  LINK_INDUSTRY_TYPES,
  LINK_MESSAGES,
  ZCreateLinkInput,
  ZInsuranceTemplate,
  ZRealEstateTemplate,
  type TCreateLinkInput,
  type TLinkIndustryType,
} from '@pitchcraft/core';

import { refreshClientLists } from './refresh';
import { SwitchRow, TemplateOptions, type TemplateState } from './template-options';

interface LinkFormValues {
  title: string;
  description: string;
  singleUse: boolean;
  /** A calendar day (YYYY-MM-DD): the link works until the end of it. '' for never. */
  expiresOn: string;
}

const FORM_FIELDS = ['title', 'description', 'expiresOn'] as const;
type FormField = (typeof FORM_FIELDS)[number];

const EMPTY_FORM: LinkFormValues = { title: '', description: '', singleUse: false, expiresOn: '' };

/** Changing the form type starts its options over from their defaults. */
function defaultTemplate(industryType: TLinkIndustryType): TemplateState {
  return industryType === 'insurance'
    ? { industryType, templateData: ZInsuranceTemplate.parse({}) }
    : { industryType, templateData: ZRealEstateTemplate.parse({}) };
}

function todayLocal(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

function endOfDayIso(day: string): string {
  const end = new Date(`${day}T23:59:59.999`);
  return Number.isNaN(end.getTime()) ? day : end.toISOString();
}

/** The form's field for a schema path: expiresAt is typed as a calendar day. */
function formFieldOf(path: string): FormField | null {
  if (path === 'expiresAt') return 'expiresOn';
  return (FORM_FIELDS as readonly string[]).includes(path) ? (path as FormField) : null;
}

/**
 * The form's values as the procedure's input, checked with the procedure's own schema; each
 * message is reported at the form field it belongs to (expiresAt at the calendar day).
 */
function linkFormSchema(template: TemplateState) {
  return z
    .object({
      title: z.string(),
      description: z.string(),
      singleUse: z.boolean(),
      expiresOn: z.string(),
    })
    .transform((values, ctx): TCreateLinkInput => {
      const input: TCreateLinkInput = {
        ...template,
        title: values.title,
        description: values.description,
        singleUse: values.singleUse,
        expiresAt: values.expiresOn ? endOfDayIso(values.expiresOn) : null,
      };
      const parsed = ZCreateLinkInput.safeParse(input);
      if (parsed.success) return input;
      for (const issue of parsed.error.issues) {
        const field = formFieldOf(issue.path.join('.'));
        if (field) ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
      }
      return z.NEVER;
    });
}

export function CreateLinkDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [template, setTemplate] = useState<TemplateState>(() => defaultTemplate('insurance'));
  // The form type and its options live beside the form; the resolver reads the current ones.
  const templateRef = useRef(template);
  templateRef.current = template;
  const form = useForm<LinkFormValues, unknown, TCreateLinkInput>({
    defaultValues: EMPTY_FORM,
    resolver: (values, context, options) =>
      zodResolver(linkFormSchema(templateRef.current))(values, context, options),
  });
  const { errors } = form.formState;

  const reset = () => {
    form.reset(EMPTY_FORM);
    setTemplate(defaultTemplate('insurance'));
  };

  const create = useMutation(
    trpc.links.create.mutationOptions({
      onSuccess: async () => {
        toast.success('Client link created successfully');
        reset();
        onOpenChange(false);
        onCreated();
        await refreshClientLists(queryClient, trpc);
      },
      onError: (error) => {
        if (errorCode(error) === 'UNAUTHORIZED') {
          toast.error('Error', { description: LINK_MESSAGES.signInRequired });
          return;
        }
        for (const [path, message] of Object.entries(fieldErrors(error))) {
          const field = formFieldOf(path);
          if (field) form.setError(field, { message });
        }
        toast.error('Error', { description: 'Failed to create client link.' });
      },
    }),
  );

  const onSubmit = form.handleSubmit(
    (input) => create.mutate(input),
    (invalid) => {
      if (invalid.title) {
        toast.error('Missing Information', { description: LINK_MESSAGES.titleRequired });
        form.setFocus('title');
      }
    },
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !create.isPending && onOpenChange(next)}
      title="Create Client Collection Form"
      description="Send the link to a client: what they enter is saved to your client list."
      className="max-w-xl"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
        <Field label="Title" error={errors.title?.message} required>
          <Input placeholder="e.g. Life insurance review" autoFocus {...form.register('title')} />
        </Field>
        <Field
          label="Description"
          error={errors.description?.message}
          hint="Shown to your client under the title."
          optional
        >
          <Textarea
            rows={3}
            placeholder="A short note for your client"
            {...form.register('description')}
          />
        </Field>
        <Field label="Form type">
          <Select
            value={template.industryType}
            onChange={(event) =>
              setTemplate(defaultTemplate(event.target.value as TLinkIndustryType))
            }
          >
            {LINK_INDUSTRY_TYPES.map((type) => (
              <option key={type} value={type}>
                {LINK_INDUSTRY_LABELS[type]}
              </option>
            ))}
          </Select>
        </Field>
        <fieldset className="rounded-xl border border-slate-200 px-4 pt-3 pb-1 dark:border-navy-700">
          <legend className="px-1 text-sm font-semibold text-navy-900 dark:text-white">
            Form options
          </legend>
          <TemplateOptions value={template} onChange={setTemplate} />
        </fieldset>
        <div className="space-y-4 rounded-xl border border-slate-200 px-4 pt-1 pb-4 dark:border-navy-700">
          <Controller
            control={form.control}
            name="singleUse"
            render={({ field }) => (
              <SwitchRow
                label="Single use"
                hint="The link stops working after one submission."
                checked={field.value}
                onChange={field.onChange}
              />
            )}
          />
          <Field
            label="Expiry date"
            error={errors.expiresOn?.message}
            hint="The link works until the end of this day. Leave empty to keep it open."
            optional
          >
            <Input type="date" min={todayLocal()} {...form.register('expiresOn')} />
          </Field>
        </div>
        <div className="sticky -bottom-6 -mx-6 -mb-6 flex flex-col-reverse gap-3 border-t border-slate-100 bg-white px-6 py-4 sm:flex-row sm:justify-end dark:border-navy-800 dark:bg-navy-900">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create Link'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
