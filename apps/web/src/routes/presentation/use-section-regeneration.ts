// Regenerating one section: starts the job (presentations.regenerateSection) and follows it through
// `generation.events` as the wizard does (progress with text chunks, notices, done, error). It lives
// on the page, so closing the dialog does not stop it; the page refreshes when it is done.
import { errorMessage, useTRPC } from '@/lib/trpc';
import { useMutation } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';

import { statusMessageFor, type TRegenerateSectionInput } from '@pitchcraft/core';

import { useRefreshPresentation } from './change-feedback';

const REGENERATE_FAILED_FALLBACK = 'The section could not be regenerated. Please try again.';

type RegenerationStatus = 'starting' | 'running' | 'done' | 'failed';

export interface Regeneration {
  sectionId: string;
  sectionTitle: string;
  status: RegenerationStatus;
  generationId: string | null;
  provider: 'anthropic' | 'offline' | null;
  progress: number;
  message: string;
  /** The streamed text so far. */
  text: string;
  error: string | null;
  /** 'AI_KEY_INVALID' (the vendor refused the key) or 'AI_KEY_REQUIRED' (lost with its server): the dialog asks for one again. */
  reason: string | null;
}

export type RegenerateRequest = Omit<TRegenerateSectionInput, 'id'> & { sectionTitle: string };

export function useSectionRegeneration(presentationId: string) {
  const trpc = useTRPC();
  const [run, setRun] = useState<Regeneration | null>(null);
  const finished = useRef(false);
  const title = useRef('');

  const refresh = useRefreshPresentation(presentationId);

  const fail = useCallback((message: string, reason: string | null) => {
    finished.current = true;
    setRun((current) =>
      current ? { ...current, status: 'failed', error: message, reason } : current,
    );
  }, []);

  const mutation = useMutation(trpc.presentations.regenerateSection.mutationOptions());

  const start = useCallback(
    ({ sectionTitle, ...input }: RegenerateRequest) => {
      finished.current = false;
      title.current = sectionTitle;
      setRun({
        sectionId: input.sectionId,
        sectionTitle,
        status: 'starting',
        generationId: null,
        provider: null,
        progress: 0,
        message: statusMessageFor(0),
        text: '',
        error: null,
        reason: null,
      });
      mutation.mutate(
        { id: presentationId, ...input },
        {
          onSuccess: ({ id: generationId, provider }) =>
            setRun((current) =>
              current ? { ...current, status: 'running', generationId, provider } : current,
            ),
          onError: (error) => fail(errorMessage(error, REGENERATE_FAILED_FALLBACK), null),
        },
      );
    },
    [mutation, presentationId, fail],
  );

  const generationId = run?.status === 'running' ? run.generationId : null;
  useSubscription(
    trpc.generation.events.subscriptionOptions(
      { id: generationId ?? '' },
      {
        enabled: generationId !== null,
        onData: (envelope) => {
          const event = envelope.data;
          switch (event.type) {
            case 'progress':
              setRun((current) =>
                current
                  ? {
                      ...current,
                      progress: Math.max(current.progress, event.progress),
                      message: event.message,
                      text: event.reset ? event.chunk : current.text + event.chunk,
                    }
                  : current,
              );
              break;
            case 'notice':
              toast.warning(event.title, {
                description: event.description,
                id: 'regeneration-notice',
              });
              break;
            case 'done': {
              if (finished.current) break;
              finished.current = true;
              const done = title.current;
              void refresh().then(() => {
                setRun((current) =>
                  current
                    ? { ...current, status: 'done', progress: 100, message: event.message }
                    : current,
                );
                toast.success('Section regenerated', {
                  description: `“${done}” was rewritten. Every other section is unchanged.`,
                });
              });
              break;
            }
            case 'error':
              if (finished.current) break;
              fail(event.message || REGENERATE_FAILED_FALLBACK, event.reason);
              break;
            case 'section':
              break;
          }
        },
        onError: (error) => {
          if (finished.current) return;
          fail(errorMessage(error, REGENERATE_FAILED_FALLBACK), null);
        },
      },
    ),
  );

  const reset = useCallback(() => {
    finished.current = true;
    setRun(null);
  }, []);

  const busy = run?.status === 'starting' || run?.status === 'running';
  return { run, busy, start, reset };
}
