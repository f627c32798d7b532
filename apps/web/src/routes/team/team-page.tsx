// Team (/team): the organisation's members for everyone; for owners and admins also its name, the
// brand policy, invitations and former members' books. The API decides every action again.
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useTRPC } from '@/lib/trpc';
import { useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';

import type { RouterOutputs } from '@pitchcraft/api';

import { FormerMembersCard } from './former-members-card';
import { InvitationsCard } from './invitations-card';
import { InviteDialog } from './invite-dialog';
import { MembersCard } from './members-card';
import { OrganizationCard } from './organization-card';

export type TOrganization = RouterOutputs['organization']['get'];
export type TMember = TOrganization['members'][number];

export const managesMembers = (org: TOrganization) => org.role === 'owner' || org.role === 'admin';

export default function TeamPage() {
  const trpc = useTRPC();
  const org = useQuery(trpc.organization.get.queryOptions());
  const [inviting, setInviting] = useState(false);
  const manages = org.data ? managesMembers(org.data) : false;
  return (
    <Page
      title="Team"
      description={
        org.data
          ? `${org.data.name} · ${org.data.members.length} ${org.data.members.length === 1 ? 'member' : 'members'}, ${org.data.seats} paid ${org.data.seats === 1 ? 'seat' : 'seats'}`
          : 'The people you work with, and what each of them may do.'
      }
      actions={
        manages && (
          <Button onClick={() => setInviting(true)}>
            <UserPlus className="h-4 w-4" aria-hidden /> Invite member
          </Button>
        )
      }
    >
      {org.isPending ? (
        <Card className="p-6">
          <LoadingState label="Loading your team" rows={4} />
        </Card>
      ) : org.isError ? (
        <Card>
          <ErrorState
            message="Your team could not be loaded."
            onRetry={() => void org.refetch()}
            retrying={org.isRefetching}
          />
        </Card>
      ) : (
        <div className="space-y-8">
          {manages && <OrganizationCard org={org.data} />}
          <MembersCard org={org.data} />
          {manages && (
            <>
              <InvitationsCard org={org.data} onInvite={() => setInviting(true)} />
              <FormerMembersCard org={org.data} />
            </>
          )}
          {manages && <InviteDialog open={inviting} onOpenChange={setInviting} org={org.data} />}
        </div>
      )}
    </Page>
  );
}
