// The owner's view of one saved presentation: the presentation itself, finishing it (editing
// sections, regenerating one, client figures, brand), its versions, sharing, what the client answered
// (and following up by e-mail), and engagement. Read-only for an advisor whose subscription ended:
// the page, its versions, responses and engagement stay; what would change it is not offered.
import { ReadOnlyBanner, useRecordsAccess } from '@/components/auth/records-access';
import { DetailNotFound, DetailPage } from '@/components/layout/detail-page';
import { PageLoading } from '@/components/layout/page-fallback';
import { ExportButtons } from '@/components/presentation-viewer/export-buttons';
import { PresentationViewer } from '@/components/presentation-viewer/viewer';
import { downloadHtml } from '@/components/presentation-viewer/viewer-actions';
import { LibraryActions } from '@/components/presentations/library-actions';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useTRPC } from '@/lib/trpc';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Download, FileX2, Plus } from 'lucide-react';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';

import { downloadFileName, formatShortDate } from '@pitchcraft/core';

import { useGenerationCapabilities } from '../generate/use-generation';
import { AnalyticsPanel } from './analytics-panel';
import { ApplyBrandDialog } from './apply-brand-dialog';
import { ClientResponsesCard, NewResponsesNotice } from './client-responses';
import { CompliancePanel } from './compliance-panel';
import { EditSectionsPanel } from './edit-sections-panel';
import { FiguresDialog, FollowUpDialog, preloadPresentationForms } from './lazy-forms';
import { PresentationTools } from './presentation-tools';
import { contentPath, type Presentation } from './presentation-types';
import { SharePanel } from './share-panel';
import { useClientResponses, useScrollToResponses } from './use-client-responses';
import { useSectionRegeneration } from './use-section-regeneration';
import { VersionsPanel } from './versions-panel';

const NOT_FOUND_DESCRIPTION =
  'Failed to load this presentation. It may not exist or you may not have permission to view it.';

const LOADING_BLOCKS = [
  'h-5 w-44',
  'h-9 w-2/3',
  'h-40 rounded-2xl',
  'h-[760px] rounded-2xl',
] as const;

export default function PresentationPage() {
  const { id = '' } = useParams();
  const trpc = useTRPC();
  const presentation = useQuery(trpc.presentations.get.queryOptions({ id }));
  // The page's forms are fetched while the presentation loads.
  useEffect(() => void preloadPresentationForms(), []);

  if (presentation.isPending) {
    return <PageLoading label="Loading presentation" blocks={LOADING_BLOCKS} />;
  }

  if (presentation.isError) {
    return (
      <DetailNotFound
        title="Presentation Not Found"
        description={NOT_FOUND_DESCRIPTION}
        action={
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to="/presentations" className={buttonClasses('primary')}>
              <ArrowLeft className="h-4 w-4" aria-hidden />
              Back to Presentations
            </Link>
            <Button
              variant="outline"
              onClick={() => void presentation.refetch()}
              loading={presentation.isFetching}
            >
              Try Again
            </Button>
          </div>
        }
      />
    );
  }

  return (
    <PresentationWorkspace
      presentation={presentation.data}
      onReload={() => void presentation.refetch()}
    />
  );
}

function PresentationWorkspace({
  presentation: p,
  onReload,
}: {
  presentation: Presentation;
  onReload: () => void;
}) {
  const { readOnly } = useRecordsAccess();
  const capabilities = useGenerationCapabilities();
  const regeneration = useSectionRegeneration(p.id);
  // `?edit=1` (from the wizard's "Edit sections") opens the editor at once.
  const [searchParams] = useSearchParams();
  const [editing, setEditing] = useState(
    () => !readOnly && searchParams.get('edit') === '1' && p.document !== null,
  );
  const [dirty, setDirty] = useState(false);
  const [dialog, setDialog] = useState<'figures' | 'brand' | 'follow-up' | null>(null);
  const location = useLocation();
  const responses = useClientResponses(p.id);
  useScrollToResponses(location, responses.list.isFetched);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);
  const closeEditor = useCallback(() => setEditing(false), []);

  const base = contentPath(p.id);
  // The version in the URL makes the frame load the page again after every saved change.
  const src = `${base}?v=${p.version}`;
  const downloadUrl = `${base}/download`;
  const fileName = downloadFileName(p.clientName, 'presentation');
  const hasContent = p.htmlContent.trim().length > 0;
  const sections = p.document?.sections ?? null;
  const expired = p.shareExpiresAt !== null && new Date(p.shareExpiresAt).getTime() <= Date.now();
  const shared = p.shareEnabled && !expired;

  return (
    <DetailPage
      back={{ to: '/presentations', label: 'Back to Presentations' }}
      title={p.title}
      clientName={p.clientName}
      details={`Created ${formatShortDate(p.createdAt)}`}
      aside={
        <div className="flex flex-wrap gap-2 self-start sm:self-auto">
          <Button
            variant="outline"
            onClick={() => downloadHtml(downloadUrl, fileName)}
            disabled={!hasContent}
          >
            <Download className="h-4 w-4" aria-hidden />
            Download
          </Button>
          <ExportButtons
            base={`/exports/presentations/${encodeURIComponent(p.id)}`}
            clientName={p.clientName}
            kinds={['record']}
            size="md"
            disabled={!hasContent}
          />
          {!readOnly && <LibraryActions presentation={p} hasDocument={p.document !== null} />}
        </div>
      }
    >
      <NewResponsesNotice state={responses} clientName={p.clientName} />

      <div className="space-y-6">
        {readOnly ? (
          <ReadOnlyBanner />
        ) : (
          <PresentationTools
            presentation={p}
            editing={editing}
            dirty={dirty}
            busy={regeneration.busy}
            onEdit={() => setEditing(true)}
            onFigures={() => setDialog('figures')}
            onBrand={() => setDialog('brand')}
          />
        )}
        {editing && sections && !readOnly && (
          <EditSectionsPanel
            key={p.version}
            presentation={p}
            sections={sections}
            regeneration={regeneration}
            serverKeyAvailable={capabilities.data?.serverKeyAvailable ?? false}
            onClose={closeEditor}
            onDirtyChange={onDirtyChange}
            onReload={onReload}
          />
        )}
        <CompliancePanel presentationId={p.id} />
        <SharePanel presentation={p} readOnly={readOnly} />
        {hasContent ? (
          <PresentationViewer
            src={src}
            html={p.htmlContent}
            downloadUrl={downloadUrl}
            downloadFileName={fileName}
            variant="owner"
            frameTitle={`Insurance recommendations for ${p.clientName}`}
            exports={
              <ExportButtons
                base={`/exports/presentations/${encodeURIComponent(p.id)}`}
                clientName={p.clientName}
              />
            }
          />
        ) : (
          <Card className="flex flex-col items-center gap-3 px-6 py-20 text-center">
            <FileX2 className="h-10 w-10 text-slate-400" aria-hidden />
            <h2 className="text-lg font-semibold text-navy-900 dark:text-white">
              No Content Available
            </h2>
            <p className="max-w-sm text-sm text-slate-600 dark:text-slate-400">
              This presentation has nothing to show. Generate a new one for {p.clientName}.
            </p>
            {!readOnly && (
              <Link to="/generate" className={buttonClasses('primary', 'md', 'mt-2')}>
                <Plus className="h-4 w-4" aria-hidden />
                Create Presentation
              </Link>
            )}
          </Card>
        )}
        <VersionsPanel presentation={p} locked={dirty || regeneration.busy} readOnly={readOnly} />
      </div>

      <div className="mt-6 space-y-6">
        <ClientResponsesCard
          state={responses}
          presentationId={p.id}
          clientName={p.clientName}
          shared={shared}
          onDraftFollowUp={readOnly ? undefined : () => setDialog('follow-up')}
        />
        <AnalyticsPanel presentationId={p.id} clientName={p.clientName} />
      </div>

      <Suspense fallback={null}>
        {!readOnly && dialog === 'figures' && p.figures && (
          <FiguresDialog
            open
            onOpenChange={(open) => !open && setDialog(null)}
            presentationId={p.id}
            baseVersion={p.version}
            figures={p.figures}
            onReload={onReload}
          />
        )}
        {!readOnly && dialog === 'follow-up' && (
          <FollowUpDialog
            open
            onOpenChange={(open) => !open && setDialog(null)}
            presentationId={p.id}
            clientName={p.clientName}
            serverKeyAvailable={capabilities.data?.serverKeyAvailable ?? false}
          />
        )}
      </Suspense>
      {!readOnly && dialog === 'brand' && (
        <ApplyBrandDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          presentationId={p.id}
          baseVersion={p.version}
          onReload={onReload}
        />
      )}
    </DetailPage>
  );
}
