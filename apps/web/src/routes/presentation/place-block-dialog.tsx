// "Insert approved block": one of the organisation's approved blocks, placed word for word after a
// section of the presentation and saved as a new version. A block already in the presentation is
// shown but cannot be chosen again; once placed, a block can move or hide but never change.
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { FormError } from '@/components/ui/states';
import { errorMessage, errorReason, useTRPC } from '@/lib/trpc';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { toast } from 'sonner';

import type { RouterOutputs } from '@pitchcraft/api';
import { BLOCK_KIND_LABELS, ZPlaceBlockInput } from '@pitchcraft/core';

import { ChangeProblem, useRefreshPresentation, type ChangeProblemState } from './change-feedback';
import type { DocumentSection } from './presentation-types';

type ApprovedBlock = RouterOutputs['library']['blocks']['list'][number];

const PLACE_FAILED = 'The approved block could not be inserted. Please try again.';

interface PlaceBlockDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  presentationId: string;
  baseVersion: number;
  /** The presentation's sections as saved (the block goes after one of them). */
  sections: readonly DocumentSection[];
  blocks: readonly ApprovedBlock[];
  onReload: () => void;
}

export function PlaceBlockDialog({
  open,
  onOpenChange,
  presentationId,
  baseVersion,
  sections,
  blocks,
  onReload,
}: PlaceBlockDialogProps) {
  const trpc = useTRPC();
  const refresh = useRefreshPresentation(presentationId);
  const [problem, setProblem] = useState<ChangeProblemState | null>(null);
  const placed = new Set(sections.flatMap((s) => (s.block ? [s.block.id] : [])));
  const form = useForm({
    resolver: zodResolver(ZPlaceBlockInput),
    defaultValues: {
      id: presentationId,
      baseVersion,
      blockId: blocks.find((b) => !placed.has(b.id))?.id ?? '',
      // Disclaimers and statements usually close a presentation.
      after: sections.at(-1)?.id ?? null,
    },
  });
  const place = useMutation(trpc.presentations.placeBlock.mutationOptions());
  const chosen = blocks.find((b) => b.id === form.watch('blockId'));
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((input) => {
    setProblem(null);
    place.mutate(input, {
      onSuccess: ({ version }) =>
        void refresh().then(() => {
          toast.success('Approved block inserted', { description: `Saved as version ${version}.` });
          onOpenChange(false);
        }),
      onError: (error) =>
        setProblem({
          message: errorMessage(error, PLACE_FAILED),
          stale: errorReason(error) === 'VERSION_STALE',
        }),
    });
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Insert an approved block"
      description="Your organisation’s approved wording, placed exactly as written. You can move or hide it afterwards, but not change it."
      className="max-w-xl"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="min-w-0 space-y-5">
        <fieldset className="min-w-0 space-y-2">
          <legend className="mb-1.5 text-sm font-medium text-navy-800 dark:text-slate-200">
            Approved block
          </legend>
          {blocks.map((block) => (
            <BlockChoice
              key={block.id}
              block={block}
              placed={placed.has(block.id)}
              input={form.register('blockId')}
            />
          ))}
          <FormError>{errors.blockId?.message}</FormError>
        </fieldset>
        <Field label="Place after" error={errors.after?.message}>
          <Select
            {...form.register('after', { setValueAs: (v: string | null) => (v === '' ? null : v) })}
          >
            <option value="">At the start</option>
            {sections.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title || 'Untitled section'}
                {s.hidden ? ' (hidden)' : ''}
              </option>
            ))}
          </Select>
        </Field>
        {chosen && (
          <section aria-label="Preview of the exact words" className="space-y-1.5">
            <p className="text-sm font-medium text-navy-800 dark:text-slate-200">Preview</p>
            <div
              className="max-h-48 overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm leading-relaxed break-words whitespace-pre-line text-slate-700 dark:border-navy-700 dark:bg-navy-950/50 dark:text-slate-300"
              data-testid="block-preview"
            >
              <p className="mb-2 font-semibold text-navy-900 dark:text-white">{chosen.title}</p>
              {chosen.text}
            </div>
          </section>
        )}
        {problem && (
          <ChangeProblem problem={problem} failedTitle="Not inserted" onReload={onReload} />
        )}
        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end dark:border-navy-800">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={place.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={place.isPending} disabled={!chosen}>
            {!place.isPending && <ShieldCheck className="h-4 w-4" aria-hidden />}
            Insert block
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function BlockChoice({
  block,
  placed,
  input,
}: {
  block: ApprovedBlock;
  placed: boolean;
  input: UseFormRegisterReturn<'blockId'>;
}) {
  return (
    <label
      className={`flex min-w-0 items-start gap-3 rounded-xl border border-slate-200 p-3 dark:border-navy-700 ${
        placed
          ? 'cursor-not-allowed opacity-70'
          : 'cursor-pointer has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50/60 dark:has-[:checked]:bg-brand-900/20'
      }`}
    >
      <input
        type="radio"
        {...input}
        value={block.id}
        disabled={placed}
        className="mt-1 shrink-0 accent-brand-700"
      />
      <span className="min-w-0 flex-1 space-y-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium break-words text-navy-900 dark:text-white">
            {block.title}
          </span>
          <Badge tone="brand">{BLOCK_KIND_LABELS[block.kind]}</Badge>
          {placed && <Badge tone="neutral">Already in this presentation</Badge>}
        </span>
        <span className="line-clamp-2 block text-sm break-words text-slate-600 dark:text-slate-400">
          {block.text}
        </span>
      </span>
    </label>
  );
}
