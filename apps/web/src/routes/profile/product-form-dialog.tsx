// Add a product to the advisor's catalogue, or edit one: insurer, name, kind (how the needs
// analysis prices it), description, features and the advisor's own notes. Checked by the same
// schema as the API; a duplicate name is shown beside the name.
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { FormError } from '@/components/ui/states';
import { errorMessage, fieldErrors, useTRPC } from '@/lib/trpc';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';

import {
  CATALOGUE_MESSAGES,
  COVERAGE_KIND_OPTIONS,
  PRODUCT_LIMITS,
  ZCatalogueProductInput,
  type TCatalogueProduct,
  type TCoverageKind,
} from '@pitchcraft/core';

interface ProductFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The product being edited, or null to add one. */
  product: TCatalogueProduct | null;
}

export function ProductFormDialog({ open, onOpenChange, product }: ProductFormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={product ? 'Edit Product' : 'Add Product'}
      description="Presentations describe the product as you write it here. Presentations you already made keep the details they were made with."
      className="max-w-xl"
    >
      {open && (
        <ProductForm
          key={product?.id ?? 'new'}
          product={product}
          onDone={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  );
}

interface Draft {
  insurer: string;
  name: string;
  kind: TCoverageKind | '';
  description: string;
  features: string;
  notes: string;
}

const draftOf = (product: TCatalogueProduct | null): Draft => ({
  insurer: product?.insurer ?? '',
  name: product?.name ?? '',
  kind: product?.kind ?? '',
  description: product?.description ?? '',
  features: product?.features.join('\n') ?? '',
  notes: product?.notes ?? '',
});

/** The form's schema: the API's, over the typed features (one a line); a message at its field. */
const ZProductDraft = z.custom<Draft>().transform((draft, ctx) => {
  const features = draft.features
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const parsed = ZCatalogueProductInput.safeParse({ ...draft, features });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', message: issue.message, path: [String(issue.path[0] ?? '_')] });
  return z.NEVER;
});

function ProductForm({
  product,
  onDone,
}: {
  product: TCatalogueProduct | null;
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<Draft, unknown, z.output<typeof ZCatalogueProductInput>>({
    resolver: zodResolver(ZProductDraft),
    defaultValues: draftOf(product),
    // A field's message goes as it is edited; all are checked again on save.
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const field = (name: keyof Draft) =>
    form.register(name, { onChange: () => form.clearErrors(name) });
  const handlers = {
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: trpc.catalogue.list.queryKey() });
      toast.success(product ? CATALOGUE_MESSAGES.updated : CATALOGUE_MESSAGES.created);
      onDone();
    },
    onError: (error: unknown) => {
      const byField = Object.entries(fieldErrors(error));
      for (const [path, message] of byField)
        form.setError((path.split('.')[0] ?? path) as keyof Draft, { message });
      if (byField.length === 0)
        form.setError('root.server', {
          message: errorMessage(error, 'The product could not be saved. Please try again.'),
        });
    },
  };
  const create = useMutation(trpc.catalogue.create.mutationOptions(handlers));
  const update = useMutation(trpc.catalogue.update.mutationOptions(handlers));
  const saving = create.isPending || update.isPending;
  const kindValue = useWatch({ control: form.control, name: 'kind' });
  const kind = COVERAGE_KIND_OPTIONS.find((option) => option.value === kindValue);

  const submit = form.handleSubmit((input) => {
    if (product) update.mutate({ ...input, id: product.id });
    else create.mutate(input);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <FormError variant="box">{errors.root?.server?.message}</FormError>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Insurer" error={errors.insurer?.message} required>
          <Input maxLength={PRODUCT_LIMITS.insurer} autoComplete="off" {...field('insurer')} />
        </Field>
        <Field label="Product name" error={errors.name?.message} required>
          <Input maxLength={PRODUCT_LIMITS.name} autoComplete="off" {...field('name')} />
        </Field>
      </div>
      <Field
        label="Kind"
        error={errors.kind?.message}
        hint={kind?.hint ?? 'How the needs analysis prices it.'}
        required
      >
        <Select {...field('kind')}>
          <option value="" disabled>
            Choose a kind
          </option>
          {COVERAGE_KIND_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label="Description"
        error={errors.description?.message}
        hint="Plain words a client understands; no rates or amounts."
        optional
      >
        <Textarea maxLength={PRODUCT_LIMITS.description} rows={3} {...field('description')} />
      </Field>
      <Field
        label="Features"
        error={errors.features?.message}
        hint={`One per line, up to ${PRODUCT_LIMITS.features}.`}
        optional
      >
        <Textarea rows={4} {...field('features')} />
      </Field>
      <Field
        label="Your notes"
        error={errors.notes?.message}
        hint="Only you see these: they are never shown to a client or given to the AI."
        optional
      >
        <Textarea maxLength={PRODUCT_LIMITS.notes} rows={2} {...field('notes')} />
      </Field>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {product ? 'Save Product' : 'Add Product'}
        </Button>
      </div>
    </form>
  );
}
