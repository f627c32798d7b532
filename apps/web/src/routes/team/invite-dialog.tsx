// Inviting someone by e-mail, with a role (each described) and, for an assistant, their advisor.
// An address with an invitation waiting is offered a resend instead.
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { FormError } from '@/components/ui/states';
import { errorMessage, errorReason, fieldErrors, useTRPC } from '@/lib/trpc';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import {
  invitableRoleSchema,
  INVITATION_TTL_DAYS,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  ZInviteMemberInput,
  type TInviteMemberInput,
} from '@pitchcraft/core';

import { memberName } from './members-card';
import { advisingMembers } from './role-control';
import type { TOrganization } from './team-page';

const ROLES = invitableRoleSchema.options;

export function InviteDialog({
  open,
  onOpenChange,
  org,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  org: TOrganization;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const [waitingId, setWaitingId] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(ZInviteMemberInput),
    defaultValues: { email: '', role: 'advisor', assistsUserId: null } as TInviteMemberInput,
  });
  const role = form.watch('role');
  const advisors = advisingMembers(org);
  const close = () => {
    form.reset();
    setFormError(null);
    setWaitingId(null);
    onOpenChange(false);
  };
  const refresh = () => queryClient.invalidateQueries(trpc.organization.get.queryFilter());
  const invite = useMutation(
    trpc.organization.invite.mutationOptions({
      onSuccess: async ({ email }) => {
        toast.success('Invitation sent', { description: `We e-mailed ${email} a link to join.` });
        await refresh();
        close();
      },
      onError: (error) => {
        const fields = fieldErrors(error);
        for (const [field, message] of Object.entries(fields))
          if (field === 'email' || field === 'role' || field === 'assistsUserId')
            form.setError(field, { message });
        if (errorReason(error) === 'INVITATION_PENDING') {
          const email = form.getValues('email').trim().toLowerCase();
          setWaitingId(org.invitations.find((i) => i.email === email)?.id ?? null);
        }
        if (Object.keys(fields).length === 0) setFormError(errorMessage(error));
      },
    }),
  );
  const resend = useMutation(
    trpc.organization.resendInvitation.mutationOptions({
      onSuccess: async ({ email }) => {
        toast.success('Invitation sent again', { description: `A new link went to ${email}.` });
        await refresh();
        close();
      },
      onError: (error) => setFormError(errorMessage(error)),
    }),
  );
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    setWaitingId(null);
    invite.mutate({
      ...values,
      assistsUserId: values.role === 'assistant' ? values.assistsUserId : null,
    });
  });
  const { errors } = form.formState;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Invite a member"
      description={`We e-mail them a link to join ${org.name}. It works once, for ${INVITATION_TTL_DAYS} days.`}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
        <FormError variant="box">
          {formError && (
            <span className="flex flex-col gap-3">
              {formError}
              {waitingId && (
                <Button
                  size="sm"
                  variant="outline"
                  className="self-start"
                  loading={resend.isPending}
                  onClick={() => resend.mutate({ id: waitingId })}
                >
                  Send it again
                </Button>
              )}
            </span>
          )}
        </FormError>
        <Field label="E-mail address" error={errors.email?.message} required>
          <Input type="email" autoComplete="off" inputMode="email" {...form.register('email')} />
        </Field>
        <fieldset className="space-y-2">
          <legend className="mb-1.5 text-sm font-medium text-navy-800 dark:text-slate-200">
            Role
          </legend>
          {ROLES.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50/60 dark:border-navy-700 dark:has-[:checked]:bg-brand-900/20"
            >
              <input
                type="radio"
                value={value}
                className="mt-1 accent-brand-700"
                {...form.register('role')}
              />
              <span>
                <span className="block text-sm font-medium text-navy-900 dark:text-white">
                  {ROLE_LABELS[value]}
                </span>
                <span className="block text-sm text-slate-600 dark:text-slate-400">
                  {ROLE_DESCRIPTIONS[value]}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        {role === 'assistant' && (
          <Field label="Works for" error={errors.assistsUserId?.message} required>
            <Select {...form.register('assistsUserId')}>
              <option value="">Choose an advisor</option>
              {advisors.map((m) => (
                <option key={m.userId} value={m.userId}>
                  {memberName(m)} ({ROLE_LABELS[m.role]})
                </option>
              ))}
            </Select>
          </Field>
        )}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={invite.isPending}>
            Send invitation
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
