// A member's role, changed from a select; choosing Assistant first asks whom they work for.
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { errorMessage, useTRPC } from '@/lib/trpc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';

import { MEMBER_ROLES, ROLE_LABELS, type TMemberRole } from '@pitchcraft/core';

import { memberName } from './members-card';
import type { TMember, TOrganization } from './team-page';

/** Members an assistant may work for: advisors, admins and owners (never the assistant themself). */
export const advisingMembers = (org: TOrganization, except?: string) =>
  org.members.filter(
    (m) =>
      m.userId !== except && (m.role === 'owner' || m.role === 'admin' || m.role === 'advisor'),
  );

export function RoleControl({ org, member }: { org: TOrganization; member: TMember }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [askAdvisor, setAskAdvisor] = useState(false);
  const change = useMutation(
    trpc.organization.changeRole.mutationOptions({
      onSuccess: async ({ role }) => {
        setAskAdvisor(false);
        toast.success(`${memberName(member)} is now ${ROLE_LABELS[role]}`);
        await queryClient.invalidateQueries(trpc.organization.get.queryFilter());
      },
      onError: (error) =>
        toast.error('Could not change the role', { description: errorMessage(error) }),
    }),
  );
  // Only an owner makes owners.
  const roles = MEMBER_ROLES.filter((r) => r !== 'owner' || org.role === 'owner');
  return (
    <>
      <Select
        aria-label={`Role of ${memberName(member)}`}
        value={member.role}
        disabled={change.isPending}
        className="h-8 w-auto sm:min-w-44"
        onChange={(event) => {
          const role = event.target.value as TMemberRole;
          if (role === 'assistant') setAskAdvisor(true);
          else change.mutate({ userId: member.userId, role });
        }}
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </Select>
      <AssistantDialog
        open={askAdvisor}
        onOpenChange={setAskAdvisor}
        org={org}
        member={member}
        pending={change.isPending}
        onConfirm={(assistsUserId) =>
          change.mutate({ userId: member.userId, role: 'assistant', assistsUserId })
        }
      />
    </>
  );
}

function AssistantDialog({
  open,
  onOpenChange,
  org,
  member,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  org: TOrganization;
  member: TMember;
  pending: boolean;
  onConfirm: (assistsUserId: string) => void;
}) {
  const choices = advisingMembers(org, member.userId);
  const [chosen, setChosen] = useState('');
  const value = chosen !== '' ? chosen : (choices[0]?.userId ?? '');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Make ${memberName(member)} an assistant`}
      description="An assistant prepares clients and drafts for one advisor, and cannot share."
    >
      <Field label="Works for">
        <Select value={value} onChange={(event) => setChosen(event.target.value)}>
          {choices.map((m) => (
            <option key={m.userId} value={m.userId}>
              {memberName(m)} ({ROLE_LABELS[m.role]})
            </option>
          ))}
        </Select>
      </Field>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button loading={pending} disabled={!value} onClick={() => onConfirm(value)}>
          Make assistant
        </Button>
      </div>
    </Dialog>
  );
}
