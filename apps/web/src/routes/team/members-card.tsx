// The members list: everyone sees who is in the organisation and in what role; owners and admins
// change roles and remove members; anyone but the owner who holds the subscription may leave.
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useSession } from '@/lib/session';
import { errorMessage, useTRPC } from '@/lib/trpc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { ROLE_LABELS } from '@pitchcraft/core';

import { RoleControl } from './role-control';
import { managesMembers, type TMember, type TOrganization } from './team-page';

export const memberName = (m: Pick<TMember, 'fullName' | 'email'>) => m.fullName || m.email;

export function MembersCard({ org }: { org: TOrganization }) {
  const { session } = useSession();
  const me = session?.user.id;
  const [removing, setRemoving] = useState<TMember | null>(null);
  const [leaving, setLeaving] = useState(false);
  const remove = useRemove();
  const leave = useLeave();
  const manages = managesMembers(org);
  const byId = new Map(org.members.map((m) => [m.userId, m]));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Members</CardTitle>
        <CardDescription>
          Owners, admins and advisors take a paid seat; compliance reviewers and assistants are
          free.
        </CardDescription>
      </CardHeader>
      <ul className="divide-y divide-slate-100 border-t border-slate-100 dark:divide-navy-800 dark:border-navy-800">
        {org.members.map((member) => {
          const isBilling = member.userId === org.billingUserId;
          const isMe = member.userId === me;
          // The owner who pays keeps their role; another owner is managed by owners only.
          const editable =
            manages && !isBilling && !isMe && (member.role !== 'owner' || org.role === 'owner');
          const assists = member.assistsUserId ? byId.get(member.assistsUserId) : undefined;
          return (
            <li
              key={member.userId}
              className="flex flex-col gap-3 px-6 py-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 items-center gap-3">
                <span
                  aria-hidden
                  className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800 uppercase ring-1 ring-brand-100 dark:bg-brand-900/40 dark:text-brand-200 dark:ring-brand-800"
                >
                  {memberName(member).charAt(0)}
                </span>
                <div className="min-w-0">
                  <p className="truncate font-medium text-navy-900 dark:text-white">
                    {memberName(member)}
                    {isMe && <span className="font-normal text-slate-500"> (you)</span>}
                  </p>
                  <p className="truncate text-sm text-slate-600 dark:text-slate-400">
                    {member.email}
                    {assists && ` · Assists ${memberName(assists)}`}
                  </p>
                </div>
              </div>
              <div className="flex flex-wrap items-center gap-2 sm:justify-end">
                {member.seat ? <Badge tone="brand">Paid seat</Badge> : <Badge>Free</Badge>}
                {editable ? (
                  <RoleControl org={org} member={member} />
                ) : (
                  <Badge tone={member.role === 'owner' ? 'success' : 'neutral'} size="sm">
                    {ROLE_LABELS[member.role]}
                  </Badge>
                )}
                {editable && (
                  <Button variant="ghost" size="sm" onClick={() => setRemoving(member)}>
                    Remove
                  </Button>
                )}
                {isMe && !isBilling && (
                  <Button variant="outline" size="sm" onClick={() => setLeaving(true)}>
                    Leave organisation
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removing ? memberName(removing) : ''}?`}
        description="They are signed out and go back to an account of their own. Their clients and presentations stay with the organisation, and you can reassign them to another advisor."
        confirmLabel="Remove member"
        onConfirm={() => removing && remove.mutate({ userId: removing.userId })}
      />
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        title={`Leave ${org.name}?`}
        description="Your clients and presentations stay with the organisation. You keep your account, on a plan of your own."
        confirmLabel="Leave organisation"
        onConfirm={() => leave.mutate()}
      />
    </Card>
  );
}

function useRemove() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.organization.removeMember.mutationOptions({
      onSuccess: async () => {
        toast.success('Member removed');
        await queryClient.invalidateQueries(trpc.organization.pathFilter());
      },
      onError: (error) => toast.error('Could not remove', { description: errorMessage(error) }),
    }),
  );
}

function useLeave() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation(
    trpc.organization.leave.mutationOptions({
      onSuccess: async () => {
        toast.success('You left the organisation');
        // Everything the app shows depends on the organisation: ask again for all of it.
        await queryClient.invalidateQueries();
        void navigate('/profile');
      },
      onError: (error) => toast.error('Could not leave', { description: errorMessage(error) }),
    }),
  );
}
