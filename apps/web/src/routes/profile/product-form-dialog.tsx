// Add a product to the advisor's catalogue, or edit one: insurer, name, kind (how the needs
// analysis prices it), description, features and the advisor's own notes. Checked by the same
// schema as the API; a duplicate name is shown beside the name.
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { errorMessage, fieldErrors, useTRPC } from '@/lib/trpc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';

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

const inputOf = (draft: Draft) => ({
  ...draft,
  features: draft.features
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
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
  const [draft, setDraft] = useState<Draft>(() => draftOf(product));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };
  const handlers = {
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: trpc.catalogue.list.queryKey() });
      toast.success(product ? CATALOGUE_MESSAGES.updated : CATALOGUE_MESSAGES.created);
      onDone();
    },
    onError: (error: unknown) => {
      const fields = fieldErrors(error);
      const byField = Object.fromEntries(
        Object.entries(fields).map(([path, message]) => [path.split('.')[0] ?? path, message]),
      );
      setErrors(byField);
      setFailure(
        Object.keys(byField).length > 0
          ? null
          : errorMessage(error, 'The product could not be saved. Please try again.'),
      );
    },
  };
  const create = useMutation(trpc.catalogue.create.mutationOptions(handlers));
  const update = useMutation(trpc.catalogue.update.mutationOptions(handlers));
  const saving = create.isPending || update.isPending;
  const kind = COVERAGE_KIND_OPTIONS.find((option) => option.value === draft.kind);

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = ZCatalogueProductInput.safeParse(inputOf(draft));
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        found[String(issue.path[0] ?? '_')] ??= issue.message;
      setErrors(found);
      return;
    }
    if (product) update.mutate({ ...parsed.data, id: product.id });
    else create.mutate(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {failure && <Alert tone="danger">{failure}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Insurer" error={errors.insurer} required>
          <Input
            value={draft.insurer}
            maxLength={PRODUCT_LIMITS.insurer}
            onChange={(e) => set('insurer', e.target.value)}
            autoComplete="off"
          />
        </Field>
        <Field label="Product name" error={errors.name} required>
          <Input
            value={draft.name}
            maxLength={PRODUCT_LIMITS.name}
            onChange={(e) => set('name', e.target.value)}
            autoComplete="off"
          />
        </Field>
      </div>
      <Field
        label="Kind"
        error={errors.kind}
        hint={kind?.hint ?? 'How the needs analysis prices it.'}
        required
      >
        <Select
          value={draft.kind}
          onChange={(e) => set('kind', e.target.value as TCoverageKind | '')}
        >
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
        error={errors.description}
        hint="Plain words a client understands; no rates or amounts."
        optional
      >
        <Textarea
          value={draft.description}
          maxLength={PRODUCT_LIMITS.description}
          rows={3}
          onChange={(e) => set('description', e.target.value)}
        />
      </Field>
      <Field
        label="Features"
        error={errors.features}
        hint={`One per line, up to ${PRODUCT_LIMITS.features}.`}
        optional
      >
        <Textarea
          value={draft.features}
          rows={4}
          onChange={(e) => set('features', e.target.value)}
        />
      </Field>
      <Field
        label="Your notes"
        error={errors.notes}
        hint="Only you see these: they are never shown to a client or given to the AI."
        optional
      >
        <Textarea
          value={draft.notes}
          maxLength={PRODUCT_LIMITS.notes}
          rows={2}
          onChange={(e) => set('notes', e.target.value)}
        />
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
