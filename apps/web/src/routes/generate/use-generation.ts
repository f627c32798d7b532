// Starting a generation, and following one through the resumable `generation.events` stream
// (progress with text chunks, completed sections, retry notices, done, error).
import { errorMessage, errorReason, useTRPC } from '@/lib/trpc';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';

import {
  PREVIEW_OPEN_DELAY_MS,
  statusMessageFor,
  type TClientFormDraft,
  type TSalesStrategy,
} from '@pitchcraft/core';

const GENERATION_FAILED_FALLBACK =
  'There was an error generating your presentation. Please try again.';
const AI_KEY_INVALID = 'AI_KEY_INVALID';
/** The vendor refused the key, or the job was started again on a server that never had it: ask for it again. */
export const asksForKey = (reason: string | null | undefined): boolean =>
  reason === AI_KEY_INVALID || reason === 'AI_KEY_REQUIRED';

export interface StartRequest {
  form: TClientFormDraft;
  strategy: TSalesStrategy;
  clientId: string | null;
  mode: 'auto' | 'offline';
  apiKey?: string | undefined;
  templateId?: string | null | undefined;
}

export function useGenerationCapabilities() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.generation.capabilities.queryOptions(), staleTime: 5 * 60_000 });
}

/**
 * `onClientGone`: the saved client the request named is no longer the advisor's (deleted in another
 * tab); it gets the request to start again without it, instead of the error.
 */
export function useStartGeneration(
  onStarted: (id: string) => void,
  onClientGone?: (request: StartRequest) => void,
) {
  const trpc = useTRPC();
  const lastRequest = useRef<StartRequest | null>(null);
  const mutation = useMutation(
    trpc.generation.start.mutationOptions({
      onSuccess: ({ id }) => onStarted(id),
      onError: (error) => {
        const request = lastRequest.current;
        if (request?.clientId && onClientGone && errorReason(error) === 'CLIENT_NOT_FOUND') {
          onClientGone(request);
          return;
        }
        toast.error('Generation failed', {
          description: errorMessage(error, GENERATION_FAILED_FALLBACK),
        });
      },
    }),
  );
  const { mutate } = mutation;
  const start = useCallback(
    (request: StartRequest) => {
      lastRequest.current = request;
      const { form, strategy, clientId, mode, apiKey, templateId } = request;
      mutate({
        client: form,
        strategy,
        mode,
        ...(apiKey ? { apiKey } : {}),
        ...(clientId ? { clientId } : {}),
        ...(templateId ? { templateId } : {}),
      });
    },
    [mutate],
  );
  return { start, starting: mutation.isPending };
}

/** A section the server has parsed, sanitised and stored; its page comes from the content route. */
export interface WrittenSection {
  /** The section's `<section id>`, e.g. 'cover'. */
  id: string;
  title: string;
  source: 'ai' | 'built-in' | 'edited' | 'legacy';
  /** Why the AI's version was replaced by the built-in generator's ('invalid', 'missing', 'unverified-figure', 'unknown-placeholder'), or null. */
  replaced: string | null;
  /** What was mended in the writer's version before it was accepted. */
  repairs?: { kind: string; problem: string }[] | undefined;
  /** The advisor's speaker note for the section. */
  notes?: string | undefined;
}

export interface GenerationProgress {
  progress: number;
  message: string;
  /** The streamed presentation text so far. */
  text: string;
  /** The completed sections, in the order they were written. */
  sections: WrittenSection[];
  done: boolean;
}

/**
 * Puts a section at its index: a reconnect may resend one already held. An index past the end is
 * dropped so the list never has holes (the preview frames the first `sections.length`); the
 * server sends sections in order from the resume cursor, so one cannot arrive before its predecessor.
 */
function placeSection(
  sections: WrittenSection[],
  index: number,
  section: WrittenSection,
): WrittenSection[] {
  if (index < 0 || index > sections.length) return sections;
  const next = sections.slice();
  next[index] = section;
  return next;
}

interface FollowOptions {
  onDone: () => void;
  onFailed: (reason: string | null) => void;
}

/** Follows a running generation; resumes from the start (or the last event) after a reload. */
export function useGenerationEvents(
  id: string,
  { onDone, onFailed }: FollowOptions,
): GenerationProgress {
  const trpc = useTRPC();
  const [state, setState] = useState<GenerationProgress>({
    progress: 0,
    message: statusMessageFor(0),
    text: '',
    sections: [],
    done: false,
  });
  const finished = useRef(false);

  useSubscription(
    trpc.generation.events.subscriptionOptions(
      { id },
      {
        enabled: !finished.current,
        onData: (envelope) => {
          const event = envelope.data;
          switch (event.type) {
            case 'progress':
              // A reset (a vendor retry restarted the stream) clears the text and the sections.
              setState((current) => ({
                progress: Math.max(current.progress, event.progress),
                message: event.message,
                text: event.reset ? event.chunk : current.text + event.chunk,
                sections: event.reset ? [] : current.sections,
                done: false,
              }));
              break;
            case 'section': {
              const { id: sectionId, title, source, replaced, repairs, notes } = event.section;
              setState((current) => ({
                ...current,
                sections: placeSection(current.sections, event.index, {
                  id: sectionId,
                  title,
                  source,
                  replaced,
                  repairs,
                  notes,
                }),
              }));
              break;
            }
            case 'notice':
              toast.warning(event.title, {
                description: event.description,
                id: 'generation-notice',
              });
              break;
            case 'done':
              finished.current = true;
              setState((current) => ({
                ...current,
                progress: event.progress,
                message: event.message,
                done: true,
              }));
              window.setTimeout(onDone, PREVIEW_OPEN_DELAY_MS);
              break;
            case 'error':
              finished.current = true;
              toast.error('Generation failed', {
                description: event.message || GENERATION_FAILED_FALLBACK,
              });
              onFailed(event.reason);
              break;
          }
        },
        onError: (error) => {
          if (finished.current) return;
          finished.current = true;
          toast.error('Generation failed', {
            description: errorMessage(error, GENERATION_FAILED_FALLBACK),
          });
          onFailed(null);
        },
      },
    ),
  );

  return state;
}
