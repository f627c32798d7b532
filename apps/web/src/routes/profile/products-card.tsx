// The profile's Products card: the products the advisor is licensed to offer, which the wizard
// pitches and presentations describe. Until they add their own, the sample catalogue is shown under
// its label, each sample with a way to start from it.
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { errorMessage, useTRPC } from '@/lib/trpc';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';

import {
  CATALOGUE_MESSAGES,
  COVERAGE_KIND_OPTIONS,
  SAMPLE_CATALOGUE_LABEL,
  type TCatalogueProduct,
  type TCoverageKind,
} from '@pitchcraft/core';

import { ProductFormDialog } from './product-form-dialog';

const kindLabel = (kind: TCoverageKind) =>
  COVERAGE_KIND_OPTIONS.find((option) => option.value === kind)?.label ?? kind;

interface Row {
  insurer: string;
  name: string;
  kind: TCoverageKind;
  description: string;
  features: readonly string[];
}

function ProductRow({ row, badge, actions }: { row: Row; badge?: ReactNode; actions: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words text-navy-900 dark:text-white">{row.name}</span>
          <Badge>{kindLabel(row.kind)}</Badge>
          {badge}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{row.insurer}</p>
        {row.description && (
          <p className="line-clamp-2 text-sm text-slate-700 dark:text-slate-300">
            {row.description}
          </p>
        )}
        {row.features.length > 0 && (
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {row.features.length} feature{row.features.length === 1 ? '' : 's'}
          </p>
        )}
      </div>
      <div className="flex shrink-0 gap-2">{actions}</div>
    </li>
  );
}

export function ProductsCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const products = useQuery(trpc.catalogue.list.queryOptions());
  const [editing, setEditing] = useState<TCatalogueProduct | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<TCatalogueProduct | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.catalogue.list.queryKey() });
  const copySample = useMutation(
    trpc.catalogue.copySample.mutationOptions({
      onSuccess: async (copy) => {
        await refresh();
        toast.success('Sample copied', {
          description: 'Change it into a product you are licensed to offer.',
        });
        setEditing(copy);
        setFormOpen(true);
      },
      onError: (error) =>
        toast.error('Could not copy the sample', { description: errorMessage(error) }),
    }),
  );
  const remove = useMutation(
    trpc.catalogue.delete.mutationOptions({
      onSuccess: async () => {
        await refresh();
        toast.success(CATALOGUE_MESSAGES.deleted);
      },
      onError: (error) => toast.error('Delete failed', { description: errorMessage(error) }),
    }),
  );
  const open = (product: TCatalogueProduct | null) => {
    setEditing(product);
    setFormOpen(true);
  };

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="space-y-1">
            <CardTitle>Products</CardTitle>
            <CardDescription>
              The products you are licensed to offer. The wizard lets you pitch them, and
              presentations describe them as you write them here.
            </CardDescription>
          </div>
          {products.isSuccess && (
            <Button onClick={() => open(null)} className="shrink-0 self-start">
              <Plus className="h-4 w-4" aria-hidden />
              Add Product
            </Button>
          )}
        </div>
      </CardHeader>
      {products.isPending ? (
        <CardContent>
          <LoadingState shape="fields" rows={2} />
        </CardContent>
      ) : products.isError ? (
        <ErrorState
          message="Failed to load your products"
          onRetry={() => void products.refetch()}
          retrying={products.isFetching}
          compact
        />
      ) : products.data.products.length === 0 ? (
        <CardContent className="space-y-5" data-testid="sample-products">
          <Alert tone="warning" title={SAMPLE_CATALOGUE_LABEL}>
            These products do not exist. Until you add your own, the wizard offers them, and a
            presentation built on one warns you before you share it. Start from one to edit it into
            a product you offer, or add your own.
          </Alert>
          <ul className="divide-y divide-slate-100 dark:divide-navy-800">
            {products.data.samples.map((sample) => (
              <ProductRow
                key={sample.id}
                row={sample}
                badge={<Badge tone="warning">Sample</Badge>}
                actions={
                  <Button
                    variant="outline"
                    size="sm"
                    loading={copySample.isPending && copySample.variables.sampleId === sample.id}
                    disabled={copySample.isPending}
                    onClick={() => copySample.mutate({ sampleId: sample.id })}
                    aria-label={`Start from ${sample.name}`}
                  >
                    {!(copySample.isPending && copySample.variables.sampleId === sample.id) && (
                      <Copy className="h-3.5 w-3.5" aria-hidden />
                    )}
                    Start from this
                  </Button>
                }
              />
            ))}
          </ul>
        </CardContent>
      ) : (
        <CardContent>
          <ul className="divide-y divide-slate-100 dark:divide-navy-800" aria-label="Your products">
            {products.data.products.map((product) => (
              <ProductRow
                key={product.id}
                row={product}
                badge={
                  product.sample ? <Badge tone="warning">Sample name — rename it</Badge> : undefined
                }
                actions={
                  <>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => open(product)}
                      aria-label={`Edit ${product.name}`}
                    >
                      <Pencil className="h-3.5 w-3.5" aria-hidden />
                      Edit
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setDeleting(product)}
                      loading={remove.isPending && remove.variables.id === product.id}
                      aria-label={`Delete ${product.name}`}
                    >
                      {!(remove.isPending && remove.variables.id === product.id) && (
                        <Trash2 className="h-3.5 w-3.5" aria-hidden />
                      )}
                      Delete
                    </Button>
                  </>
                }
              />
            ))}
          </ul>
        </CardContent>
      )}
      <ProductFormDialog open={formOpen} onOpenChange={setFormOpen} product={editing} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        title="Delete this product?"
        description={`${deleting?.name ?? 'This product'} will no longer be offered in the wizard. Presentations you already made keep it.`}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </Card>
  );
}
