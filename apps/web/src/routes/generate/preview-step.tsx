// The last step: the finished presentation in the viewer, saving it, and what to do next.
import { ExportButtons } from '@/components/presentation-viewer/export-buttons';
import { PresentationViewer } from '@/components/presentation-viewer/viewer';
import { downloadHtml } from '@/components/presentation-viewer/viewer-actions';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, useTRPC } from '@/lib/trpc';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CheckCircle2, Pencil, PencilLine, RotateCw, Save, Share2 } from 'lucide-react';
import { useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';

import { downloadFileName, SAVE_MISSING_DATA_MESSAGE } from '@pitchcraft/core';

import { AdditionalResources } from './additional-resources';
import { StepHeading } from './step-heading';

interface PreviewStepProps {
  generationId: string;
  clientName: string;
  savedPresentationId: string | null;
  saved: boolean;
  onSaved: (presentationId: string) => void;
  onMakeChanges: () => void;
  onRegenerate: () => void;
  regenerating: boolean;
  onNewPresentation: () => void;
}

export function PreviewStep(props: PreviewStepProps) {
  const {
    generationId,
    clientName,
    savedPresentationId,
    saved,
    onSaved,
    onMakeChanges,
    onRegenerate,
    regenerating,
    onNewPresentation,
  } = props;
  const trpc = useTRPC();
  const generation = useQuery({
    ...trpc.generation.get.queryOptions({ id: generationId }),
    staleTime: Infinity,
  });
  const src = `/content/generations/${encodeURIComponent(generationId)}`;
  const downloadUrl = `${src}/download`;
  const fileName = downloadFileName(clientName, 'recommendations');

  const navigate = useNavigate();
  // "Edit sections" saves the draft first (version 1 keeps the AI's words on record), then opens
  // the owner's editor on it.
  const editAfterSave = useRef(false);
  const save = useMutation(
    trpc.presentations.save.mutationOptions({
      onSuccess: ({ id, title }) => {
        onSaved(id);
        toast.success('Presentation saved', { description: title });
        if (editAfterSave.current) void navigate(`/presentation/${id}?edit=1`);
      },
      onError: (error) => {
        const message = errorMessage(error, '');
        if (message === SAVE_MISSING_DATA_MESSAGE) {
          toast.error('Cannot save presentation', {
            description: 'Missing required data to save the presentation',
          });
        } else {
          toast.error('Save failed', {
            description: 'There was an error saving your presentation',
          });
        }
      },
    }),
  );

  const saveLabel = saved
    ? 'Saved Successfully!'
    : save.isPending
      ? 'Saving...'
      : 'Save Presentation';

  return (
    <section aria-labelledby="step-title">
      <StepHeading
        title="Preview & Share"
        description={
          clientName
            ? `${clientName}'s presentation is ready. Review it, then save it to share.`
            : 'Your presentation is ready.'
        }
        actions={
          <>
            <Button variant="outline" onClick={onMakeChanges}>
              <Pencil className="h-4 w-4" aria-hidden />
              Make Changes
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                if (saved && savedPresentationId) {
                  void navigate(`/presentation/${savedPresentationId}?edit=1`);
                  return;
                }
                editAfterSave.current = true;
                save.mutate({
                  generationId,
                  ...(savedPresentationId ? { presentationId: savedPresentationId } : {}),
                });
              }}
              disabled={generation.data?.status !== 'succeeded' || save.isPending}
              title={saved ? undefined : 'Saves the presentation, then opens it for editing'}
            >
              <PencilLine className="h-4 w-4" aria-hidden />
              Edit sections
            </Button>
            <Button
              onClick={() => {
                editAfterSave.current = false;
                save.mutate({
                  generationId,
                  ...(savedPresentationId ? { presentationId: savedPresentationId } : {}),
                });
              }}
              disabled={saved || generation.data?.status !== 'succeeded'}
              loading={save.isPending}
              className={
                saved ? 'bg-emerald-700 disabled:opacity-100 dark:bg-emerald-700' : undefined
              }
            >
              {saved ? (
                <CheckCircle2 className="h-4 w-4" aria-hidden />
              ) : (
                !save.isPending && <Save className="h-4 w-4" aria-hidden />
              )}
              {saveLabel}
            </Button>
          </>
        }
      />
      {generation.isPending ? (
        <div className="space-y-3" role="status" aria-label="Loading presentation">
          <Skeleton className="h-14 w-full rounded-2xl" />
          <Skeleton className="h-[600px] w-full rounded-2xl" />
        </div>
      ) : generation.isError ? (
        <div className="space-y-4">
          <Alert tone="danger" title="This presentation is no longer available">
            {errorMessage(
              generation.error,
              'It could not be loaded. Generate it again or start a new presentation.',
            )}
          </Alert>
          <div className="flex flex-wrap gap-2">
            <Button onClick={onRegenerate} loading={regenerating}>
              {!regenerating && <RotateCw className="h-4 w-4" aria-hidden />}
              Regenerate
            </Button>
            <Button variant="outline" onClick={onNewPresentation}>
              New Presentation
            </Button>
          </div>
        </div>
      ) : (
        <PresentationViewer
          src={src}
          html={generation.data.html}
          downloadUrl={downloadUrl}
          downloadFileName={fileName}
          variant="preview"
          onRegenerate={onRegenerate}
          regenerating={regenerating}
          frameTitle={clientName ? `Insurance recommendations for ${clientName}` : undefined}
          exports={
            <ExportButtons
              base={`/exports/generations/${encodeURIComponent(generationId)}`}
              clientName={clientName}
            />
          }
          shareBar={
            saved && savedPresentationId ? (
              <ShareBar presentationId={savedPresentationId} />
            ) : undefined
          }
        />
      )}
      <AdditionalResources
        savedPresentationId={saved ? savedPresentationId : null}
        onDownload={() => downloadHtml(downloadUrl, fileName)}
        onNewPresentation={onNewPresentation}
      />
    </section>
  );
}

function ShareBar({ presentationId }: { presentationId: string }) {
  return (
    <div className="flex flex-col gap-3 border-b border-emerald-100 bg-emerald-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5 dark:border-emerald-900 dark:bg-emerald-900/20">
      <p className="flex items-center gap-2 text-sm font-medium text-emerald-900 dark:text-emerald-100">
        <Share2 className="h-4 w-4" aria-hidden />
        Share with clients
        <span className="font-normal text-emerald-800 dark:text-emerald-200">
          Turn on sharing to get a link you can send.
        </span>
      </p>
      <Link to={`/presentation/${presentationId}`} className={buttonClasses('outline', 'sm')}>
        Sharing options
      </Link>
    </div>
  );
}
