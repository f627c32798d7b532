// Add a client, or edit one, on the Clients page: the client fields of the wizard's client step
// (contact, profile, coverage, finances and family, notes), checked by the same schema as the
// wizard's client save. Editing changes the client in place; presentations already made keep their
// own copy of the facts. The form is its own chunk, fetched once the page has rendered.
import { Dialog } from '@/components/ui/dialog';
import { LoadingState } from '@/components/ui/states';
import { lazy, Suspense, useEffect } from 'react';

import type { EditedClient } from './client-form-model';

const loadClientForm = () => import('./client-form');
const ClientForm = lazy(loadClientForm);

interface ClientFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  client?: EditedClient | null;
  /** After a save, with the saved client's id and name. */
  onSaved?: (client: { id: string; fullName: string }) => void;
}

export function ClientFormDialog({
  open,
  onOpenChange,
  client = null,
  onSaved,
}: ClientFormDialogProps) {
  const editing = client !== null;
  // Ready before the advisor asks for it, without weighing on the page's first load.
  useEffect(() => void loadClientForm(), []);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Client' : 'Add Client'}
      description={
        editing
          ? 'Changes apply to new presentations. Presentations you already made keep the details they were made with.'
          : 'Only the name is required. The more you add, the more personal their presentations.'
      }
      className="max-w-2xl"
    >
      {open && (
        <Suspense fallback={<LoadingState shape="fields" />}>
          <ClientForm
            key={client?.id ?? 'new'}
            client={client}
            onDone={() => onOpenChange(false)}
            onSaved={onSaved}
          />
        </Suspense>
      )}
    </Dialog>
  );
}
