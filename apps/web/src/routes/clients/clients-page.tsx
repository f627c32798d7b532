// Clients (/clients): saved clients and the collection forms that gather them.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FileText, Plus, Users } from 'lucide-react';
import { EmailVerificationNotice } from '@/components/account/email-verification-notice';
import { Button } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ClientsTab } from './clients-tab';
import { CreateLinkDialog } from './create-link-dialog';
import { FormsTab } from './forms-tab';
import { PendingSubmissions } from './pending-submissions';

type Tab = 'clients' | 'forms';

export default function ClientsPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'forms' ? 'forms' : 'clients';
  const [creating, setCreating] = useState(false);

  const selectTab = (next: string) => {
    setParams(next === 'forms' ? { tab: 'forms' } : {}, { replace: true });
  };

  return (
    <Page
      title="Clients"
      description="Your saved clients, and the forms that collect their information."
      actions={
        <Button onClick={() => setCreating(true)}>
          <Plus className="h-4 w-4" aria-hidden /> Create Client Form
        </Button>
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
          <ClientsTab onCreateForm={() => setCreating(true)} />
        </TabsContent>
        <TabsContent value="forms" className="mt-6">
          <FormsTab onCreateForm={() => setCreating(true)} />
        </TabsContent>
      </Tabs>
      <CreateLinkDialog open={creating} onOpenChange={setCreating} onCreated={() => selectTab('forms')} />
    </Page>
  );
}
