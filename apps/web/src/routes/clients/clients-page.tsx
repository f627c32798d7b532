// Clients (/clients): saved clients and the collection forms that gather them.
import { EmailVerificationNotice } from '@/components/account/email-verification-notice';
import { Button } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { FileText, Plus, UserRoundPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';

import { ClientFormDialog } from './client-form-dialog';
import { ClientsTab } from './clients-tab';
import { CreateLinkDialog } from './create-link-dialog';
import { FormsTab } from './forms-tab';
import { PendingSubmissions } from './pending-submissions';

type Tab = 'clients' | 'forms';

export default function ClientsPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'forms' ? 'forms' : 'clients';
  const [creating, setCreating] = useState(false);
  const [adding, setAdding] = useState(false);
  const navigate = useNavigate();

  const selectTab = (next: string) => {
    setParams(next === 'forms' ? { tab: 'forms' } : {}, { replace: true });
  };

  return (
    <Page
      title="Clients"
      description="Your saved clients, and the forms that collect their information."
      actions={
        <>
          <Button variant="outline" onClick={() => setAdding(true)}>
            <UserRoundPlus className="h-4 w-4" aria-hidden /> Add Client
          </Button>
          <Button onClick={() => setCreating(true)}>
            <Plus className="h-4 w-4" aria-hidden /> Create Client Form
          </Button>
        </>
      }
    >
      <EmailVerificationNotice place="clients" className="mb-6" />
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label="Clients and collection forms">
          <TabsTrigger value="clients">
            <Users className="h-4 w-4" aria-hidden /> Clients
          </TabsTrigger>
          <TabsTrigger value="forms">
            <FileText className="h-4 w-4" aria-hidden /> Collection Forms
          </TabsTrigger>
        </TabsList>
        <TabsContent value="clients" className="mt-6">
          <PendingSubmissions />
          <ClientsTab onCreateForm={() => setCreating(true)} onAddClient={() => setAdding(true)} />
        </TabsContent>
        <TabsContent value="forms" className="mt-6">
          <FormsTab onCreateForm={() => setCreating(true)} />
        </TabsContent>
      </Tabs>
      <CreateLinkDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={() => selectTab('forms')}
      />
      <ClientFormDialog
        open={adding}
        onOpenChange={setAdding}
        onSaved={(client) =>
          toast.message('Open their page?', {
            description: `Start a presentation for ${client.fullName}, or add more details.`,
            action: {
              label: 'Open',
              onClick: () => void navigate(`/clients/${encodeURIComponent(client.id)}`),
            },
          })
        }
      />
    </Page>
  );
}

/** A client's own page (/clients/:id), loaded with this chunk (see app.tsx). */
export { default as ClientPage } from './client-page';
