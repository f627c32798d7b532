// The organisation's library: templates and approved blocks. Every member reads it (the wizard
// offers its templates); owners and admins change it.
import { Page } from '@/components/ui/page';
import { useSession } from '@/lib/session';

import { hasPermission } from '@pitchcraft/core';

import { BlocksPanel } from './blocks-panel';
import { TemplatesPanel } from './templates-panel';

export default function LibraryPage() {
  const { session } = useSession();
  const canEdit = session ? hasPermission(session.user.role, 'settings') : false;
  return (
    <Page
      title="Library"
      description={
        canEdit
          ? 'Your organisation’s templates and approved wording, shared with every member.'
          : 'Your organisation’s templates and approved wording. Owners and admins keep them up to date.'
      }
    >
      <div className="space-y-6">
        <TemplatesPanel canEdit={canEdit} />
        <BlocksPanel canEdit={canEdit} />
      </div>
    </Page>
  );
}
