// "Duplicate for another client": pick a saved client; the server makes a new presentation with
// the same sections and wording and every figure computed from that client's details.
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { EmptyState, FormError, LoadingState } from '@/components/ui/states';
import { useSession } from '@/lib/session';
import { errorMessage, useTRPC } from '@/lib/trpc';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { hasPermission } from '@pitchcraft/core';

const DUPLICATE_FAILED = 'The presentation could not be duplicated. Please try again.';

interface DuplicateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  presentation: { id: string; title: string };
}

export function DuplicateDialog({ open, onOpenChange, presentation }: DuplicateDialogProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [clientId, setClientId] = useState('');
  const clients = useQuery({ ...trpc.clients.list.queryOptions({}), enabled: open });
  const duplicate = useMutation(trpc.presentations.duplicate.mutationOptions());

  const confirm = () =>
    duplicate.mutate(
      { presentationId: presentation.id, clientId },
      {
        onSuccess: ({ id, title }) => {
          void queryClient.invalidateQueries({ queryKey: trpc.presentations.list.queryKey() });
          toast.success('Presentation duplicated', { description: title });
          onOpenChange(false);
          void navigate(`/presentation/${id}`);
        },
      },
    );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) duplicate.reset();
        onOpenChange(next);
      }}
      title="Duplicate for another client"
      description={`A new presentation with the same sections and wording as “${presentation.title}”. Every figure and chart is computed from the client you choose; the copy starts its own history and is not shared.`}
    >
      <div className="space-y-4">
        {clients.isPending ? (
          <LoadingState label="Loading your clients" rows={2} />
        ) : (clients.data ?? []).length === 0 ? (
          <EmptyState
            icon={UserPlus}
            title="No saved clients yet"
            description="Add the client on the Clients page first, with their age, income and family details."
            compact
          />
        ) : (
          <Field
            label="Client"
            hint="The figures need the client’s age, gender, income and marital status."
          >
            <Select
              value={clientId}
              onChange={(e) => setClientId(e.target.value)}
              data-testid="duplicate-client"
            >
              <option value="">Choose a client…</option>
              {(clients.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.fullName}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <FormError variant="box">
          {duplicate.error ? errorMessage(duplicate.error, DUPLICATE_FAILED) : null}
        </FormError>
        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end dark:border-navy-800">
          <Button
            variant="outline"
            onClick={() => onOpenChange(false)}
            disabled={duplicate.isPending}
          >
            Cancel
          </Button>
          <Button onClick={confirm} disabled={!clientId} loading={duplicate.isPending}>
            {!duplicate.isPending && <Copy className="h-4 w-4" aria-hidden />}
            Duplicate
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/** The presentations list's row action: an icon button that opens the dialog. */
export function DuplicateRowButton({ item }: { item: { id: string; title: string } }) {
  const { session } = useSession();
  const [open, setOpen] = useState(false);
  if (!session || !hasPermission(session.user.role, 'create')) return null;
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => setOpen(true)}
        aria-label={`Duplicate ${item.title} for another client`}
        title="Duplicate for another client"
      >
        <Copy className="h-4 w-4" aria-hidden />
      </Button>
      {open && <DuplicateDialog open onOpenChange={setOpen} presentation={item} />}
    </>
  );
}
