// The presentation's versions: every save is kept as it was shown, so the advisor can see (and
// show) what a client saw, preview any version and restore one as a new version.
import { downloadHtml } from '@/components/presentation-viewer/viewer-actions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { cn } from '@/lib/cn';
import { errorMessage, useTRPC } from '@/lib/trpc';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Download, Eye, History, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';

import { downloadFileName, VERSION_CHANGE_LABELS, type TVersionChange } from '@pitchcraft/core';

import { useRefreshPresentation } from './change-feedback';
import { contentPath, type Presentation, type VersionItem } from './presentation-types';
import { fullDateTime, relativeTime } from './relative-time';

const FIRST_PAGE = 8;
const RESTORE_FAILED = 'The version could not be restored. Please try again.';

const changeLabel = (change: string) =>
  Object.hasOwn(VERSION_CHANGE_LABELS, change)
    ? VERSION_CHANGE_LABELS[change as TVersionChange]
    : change;

interface VersionsPanelProps {
  presentation: Presentation;
  /** Restoring is held back while the sections have unsaved changes. */
  locked: boolean;
  /** The subscription ended: versions are previewed and downloaded, never restored. */
  readOnly?: boolean;
}

export function VersionsPanel({ presentation, locked, readOnly = false }: VersionsPanelProps) {
  const trpc = useTRPC();
  const refresh = useRefreshPresentation(presentation.id);
  const versions = useQuery(trpc.presentations.versions.list.queryOptions({ id: presentation.id }));
  const [showAll, setShowAll] = useState(false);
  const [preview, setPreview] = useState<VersionItem | null>(null);
  const [confirming, setConfirming] = useState<VersionItem | null>(null);
  const restore = useMutation(trpc.presentations.versions.restore.mutationOptions());

  const doRestore = (item: VersionItem) => {
    restore.mutate(
      { id: presentation.id, number: item.number },
      {
        onSuccess: ({ version }) =>
          void refresh().then(() => {
            setPreview(null);
            toast.success(`Version ${item.number} restored`, {
              description: `Saved as version ${version}; the versions after it stay in the history.`,
            });
          }),
        onError: (error) =>
          toast.error('Not restored', { description: errorMessage(error, RESTORE_FAILED) }),
      },
    );
  };

  const items = versions.data?.items ?? [];
  const shown = showAll ? items : items.slice(0, FIRST_PAGE);

  return (
    <Card role="region" aria-labelledby="versions-title" data-testid="versions-panel">
      <CardHeader className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1">
          <CardTitle id="versions-title">Versions</CardTitle>
          <CardDescription>
            Every change is kept as it was shown. Your client’s link always shows the current
            version.
          </CardDescription>
        </div>
        {versions.data && (
          <p className="shrink-0 text-sm text-slate-600 dark:text-slate-400">
            {items.length === 1 ? '1 version' : `${items.length} versions`}
          </p>
        )}
      </CardHeader>
      <CardContent className="pt-0">
        {versions.isPending ? (
          <LoadingState label="Loading versions" rows={3} />
        ) : versions.isError ? (
          <ErrorState
            compact
            message="The versions could not be loaded."
            onRetry={() => void versions.refetch()}
            retrying={versions.isFetching}
          />
        ) : items.length === 0 ? (
          <EmptyState compact icon={History} title="No versions yet. Your first edit saves one." />
        ) : (
          <>
            <ol
              className="divide-y divide-slate-100 dark:divide-navy-800"
              aria-label="Versions, newest first"
            >
              {shown.map((item) => (
                <li
                  key={item.number}
                  data-testid="version-row"
                  data-version={item.number}
                  className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="flex min-w-0 items-start gap-3">
                    <span
                      className={cn(
                        'mt-0.5 inline-flex h-7 min-w-10 shrink-0 items-center justify-center rounded-lg px-2 text-xs font-semibold tabular-nums',
                        item.current
                          ? 'bg-brand-700 text-white dark:bg-brand-600'
                          : 'bg-slate-100 text-slate-700 dark:bg-navy-800 dark:text-slate-200',
                      )}
                    >
                      v{item.number}
                    </span>
                    <div className="min-w-0 space-y-0.5">
                      <p className="flex flex-wrap items-center gap-2 font-medium text-navy-900 dark:text-white">
                        {changeLabel(item.change)}
                        {item.current && <Badge tone="success">Current</Badge>}
                      </p>
                      {item.summary && (
                        <p className="text-sm break-words text-slate-700 dark:text-slate-300">
                          {item.summary}
                        </p>
                      )}
                      <p className="text-xs text-slate-600 dark:text-slate-400">
                        {item.author ? `${item.author} · ` : ''}
                        <time dateTime={item.createdAt} title={fullDateTime(item.createdAt)}>
                          {relativeTime(item.createdAt)}
                        </time>
                      </p>
                    </div>
                  </div>
                  <div className="flex gap-2 pl-[3.25rem] sm:pl-0">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setPreview(item)}
                      aria-label={`Preview version ${item.number}`}
                    >
                      <Eye className="h-4 w-4" aria-hidden />
                      Preview
                    </Button>
                    {!item.current && !readOnly && (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setConfirming(item)}
                        disabled={locked || restore.isPending}
                        title={locked ? 'Save or discard your changes first' : undefined}
                        aria-label={`Restore version ${item.number}`}
                      >
                        <RotateCcw className="h-4 w-4" aria-hidden />
                        Restore
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ol>
            {items.length > FIRST_PAGE && (
              <Button
                variant="link"
                size="sm"
                className="mt-2 px-0"
                onClick={() => setShowAll((v) => !v)}
              >
                {showAll ? 'Show fewer' : `Show all ${items.length} versions`}
              </Button>
            )}
          </>
        )}
      </CardContent>

      {preview && (
        <VersionPreviewDialog
          presentation={presentation}
          item={preview}
          onClose={() => setPreview(null)}
          onRestore={() => {
            setPreview(null);
            setConfirming(preview);
          }}
          restoring={restore.isPending}
          locked={locked}
          readOnly={readOnly}
        />
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming ? `Restore version ${confirming.number}?` : 'Restore version?'}
        description="It becomes the current version, saved as a new one; nothing is deleted. Your client’s link will show it."
        confirmLabel="Restore"
        destructive={false}
        onConfirm={() => confirming && doRestore(confirming)}
      />
    </Card>
  );
}

interface VersionPreviewDialogProps {
  presentation: Presentation;
  item: VersionItem;
  onClose: () => void;
  onRestore: () => void;
  restoring: boolean;
  locked: boolean;
  readOnly: boolean;
}

function VersionPreviewDialog({
  presentation,
  item,
  onClose,
  onRestore,
  restoring,
  locked,
  readOnly,
}: VersionPreviewDialogProps) {
  const src = `${contentPath(presentation.id)}?version=${item.number}`;
  const download = () =>
    downloadHtml(
      `${contentPath(presentation.id)}/download?version=${item.number}`,
      downloadFileName(presentation.clientName, 'presentation').replace(
        /\.html$/,
        `-v${item.number}.html`,
      ),
    );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Version ${item.number} · ${changeLabel(item.change)}`}
      description={`${item.summary ? `${item.summary} · ` : ''}${fullDateTime(item.createdAt)}`}
      className="max-w-5xl"
    >
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-navy-700">
        <iframe
          src={src}
          sandbox="allow-scripts"
          referrerPolicy="no-referrer"
          title={`Version ${item.number} of the presentation`}
          className="block h-[62vh] w-full bg-white"
          data-testid="version-preview-frame"
        />
      </div>
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={download}>
          <Download className="h-4 w-4" aria-hidden />
          Download this version
        </Button>
        {item.current ? (
          <Badge tone="success" className="self-center">
            This is the current version
          </Badge>
        ) : readOnly ? null : (
          <Button onClick={onRestore} loading={restoring} disabled={locked}>
            {!restoring && <RotateCcw className="h-4 w-4" aria-hidden />}
            Restore this version
          </Button>
        )}
      </div>
    </Dialog>
  );
}
