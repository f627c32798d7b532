// Saving the wizard's client to the client list when the client step is submitted, and handing the
// saved client's id back to the wizard, so the presentation is tied to that client (its timeline).
// A client picked from the list (or already saved in this wizard) is edited in place; details typed
// in for a new client are saved with clients.upsert (the same e-mail is the same client). A failed
// save never blocks the wizard (spec §4): it is only logged.
import { errorReason, useTRPC } from '@/lib/trpc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';

import type { TClientFormData } from '@pitchcraft/core';

import { upsertInputFromForm } from './client-record';

export function useWizardClientSave() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { mutateAsync: upsert } = useMutation(trpc.clients.upsert.mutationOptions());
  const { mutateAsync: update } = useMutation(trpc.clients.update.mutationOptions());
  /** The save under way: the generation waits for it, so it names the client it was saved as. */
  const pending = useRef<Promise<string | null> | null>(null);
  /** What was last saved, and as which client: going back and forth does not save it again. */
  const last = useRef<{ key: string; id: string } | null>(null);
  const [saving, setSaving] = useState(false);

  /** Saves the submitted details; `onSaved` gets the client's id (unless the save failed). */
  const save = useCallback(
    (data: TClientFormData, clientId: string | null, onSaved: (id: string) => void) => {
      if (!data.clientName) return;
      const input = upsertInputFromForm(data);
      const key = JSON.stringify(input);
      if (clientId && last.current?.key === key && last.current.id === clientId) return;

      const run = async (): Promise<string | null> => {
        try {
          let saved;
          if (clientId) {
            try {
              saved = await update({ id: clientId, ...input });
            } catch (error) {
              // Deleted meanwhile (in another tab): saved again as a new client.
              if (errorReason(error) !== 'CLIENT_NOT_FOUND') throw error;
              saved = await upsert(input);
            }
          } else {
            saved = await upsert(input);
          }
          last.current = { key, id: saved.id };
          onSaved(saved.id);
          toast.success('Client saved', {
            description: 'Client information has been saved to your client list',
          });
          void queryClient.invalidateQueries(trpc.clients.list.queryFilter());
          void queryClient.invalidateQueries(trpc.clients.get.queryFilter({ id: saved.id }));
          return saved.id;
        } catch (error) {
          // Spec §4: a failed save does not block the wizard.
          console.warn('The client could not be saved to the client list', error);
          return null;
        }
      };
      const promise = run();
      pending.current = promise;
      setSaving(true);
      void promise.finally(() => {
        if (pending.current !== promise) return;
        pending.current = null;
        setSaving(false);
      });
    },
    [queryClient, trpc, update, upsert],
  );

  /** The id of the save under way once it is done (null when none is under way, or it failed). */
  const settled = useCallback(
    (): Promise<string | null> => pending.current ?? Promise.resolve(null),
    [],
  );

  /** Forgets a save under way (a new wizard): its answer no longer concerns the wizard. */
  const forget = useCallback(() => {
    pending.current = null;
    setSaving(false);
  }, []);

  return { save, settled, forget, saving };
}
