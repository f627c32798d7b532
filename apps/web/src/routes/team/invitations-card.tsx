// Invitations waiting to be accepted: when each expires, sent again (a new link) or withdrawn.
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/states';
import { errorMessage, useTRPC } from '@/lib/trpc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { toast } from 'sonner';

import { ROLE_LABELS } from '@pitchcraft/core';

import { memberName } from './members-card';
import type { TOrganization } from './team-page';

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });

export function InvitationsCard({ org, onInvite }: { org: TOrganization; onInvite: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries(trpc.organization.get.queryFilter());
  const resend = useMutation(
    trpc.organization.resendInvitation.mutationOptions({
      onSuccess: async ({ email }) => {
        toast.success('Invitation sent again', { description: `A new link went to ${email}.` });
        await refresh();
      },
      onError: (error) => toast.error('Could not send it', { description: errorMessage(error) }),
    }),
  );
  const revoke = useMutation(
    trpc.organization.revokeInvitation.mutationOptions({
      onSuccess: async () => {
        toast.success('Invitation withdrawn');
        await refresh();
      },
      onError: (error) =>
        toast.error('Could not withdraw it', { description: errorMessage(error) }),
    }),
  );
  const byId = new Map(org.members.map((m) => [m.userId, m]));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Invitations</CardTitle>
        <CardDescription>Sent and not yet accepted.</CardDescription>
      </CardHeader>
      {org.invitations.length === 0 ? (
        <EmptyState
          compact
          icon={Mail}
          title="No invitations waiting"
          description="Invite advisors, a compliance reviewer or an assistant to work with you."
          action={
            <Button variant="outline" onClick={onInvite}>
              Invite member
            </Button>
          }
        />
      ) : (
        <ul className="divide-y divide-slate-100 border-t border-slate-100 dark:divide-navy-800 dark:border-navy-800">
          {org.invitations.map((invitation) => {
            const assists = invitation.assistsUserId
              ? byId.get(invitation.assistsUserId)
              : undefined;
            const busy =
              (resend.isPending && resend.variables.id === invitation.id) ||
              (revoke.isPending && revoke.variables.id === invitation.id);
            return (
              <li
                key={invitation.id}
                className="flex flex-col gap-3 px-6 py-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="truncate font-medium text-navy-900 dark:text-white">
                    {invitation.email}
                  </p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {ROLE_LABELS[invitation.role]}
                    {assists && ` for ${memberName(assists)}`}
                    {' · '}
                    {invitation.expired ? (
                      <Badge tone="warning">Expired</Badge>
                    ) : (
                      `Expires ${dateFormat.format(new Date(invitation.expiresAt))}`
                    )}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={busy}
                    loading={resend.isPending && resend.variables.id === invitation.id}
                    onClick={() => resend.mutate({ id: invitation.id })}
                  >
                    Resend
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={busy}
                    loading={revoke.isPending && revoke.variables.id === invitation.id}
                    onClick={() => revoke.mutate({ id: invitation.id })}
                  >
                    Revoke
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
