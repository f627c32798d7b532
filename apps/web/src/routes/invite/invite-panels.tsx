// The invitation screen's action: signed in, Accept (or why not: another address, a subscription
// of one's own, a team one already belongs to); signed out, create an account or sign in.
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { FormError } from '@/components/ui/states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage, errorReason, useTRPC } from '@/lib/trpc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';

import { ORGANIZATION_MESSAGES } from '@pitchcraft/core';

import { AccountStep } from '../signup/account-step';
import type { TInvitation } from './invite-page';

/** After joining, everything the app shows belongs to the new organisation: ask for all of it again. */
function useJoined() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (organizationName: string) => {
    toast.success(`Welcome to ${organizationName}`);
    await queryClient.invalidateQueries();
    void navigate('/team');
  };
}

export function AcceptPanel({
  token,
  invitation,
  signedInAs,
}: {
  token: string;
  invitation: TInvitation;
  signedInAs: string;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const joined = useJoined();
  const accept = useMutation(
    trpc.organization.acceptInvitation.mutationOptions({
      onSuccess: ({ organizationName }) => joined(organizationName),
    }),
  );
  const signOut = useMutation(
    trpc.auth.signOut.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.auth.session.queryKey() }),
    }),
  );
  if (signedInAs.toLowerCase() !== invitation.email)
    return (
      <div className="space-y-4">
        <FormError variant="box" title={ORGANIZATION_MESSAGES.wrongAddress}>
          You are signed in as {signedInAs}. Sign out, then sign in or create an account as{' '}
          {invitation.email}.
        </FormError>
        <Button variant="outline" loading={signOut.isPending} onClick={() => signOut.mutate()}>
          Sign out
        </Button>
      </div>
    );
  const reason = accept.isError ? errorReason(accept.error) : undefined;
  return (
    <div className="space-y-4">
      <FormError variant="box">{accept.isError ? errorMessage(accept.error) : null}</FormError>
      {reason === 'OWN_SUBSCRIPTION' && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          You can cancel it from{' '}
          <Link
            to="/profile"
            className="font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            your profile
          </Link>
          ; the organisation’s plan covers you once you join.
        </p>
      )}
      {reason === 'LEAVE_FIRST' && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          You can leave it from the{' '}
          <Link
            to="/team"
            className="font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            Team page
          </Link>
          .
        </p>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Your clients and presentations come with you, and {invitation.organizationName} becomes the
        home of your work.
      </p>
      <Button
        size="lg"
        className="w-full sm:w-auto"
        loading={accept.isPending}
        onClick={() => accept.mutate({ token })}
      >
        Accept invitation
      </Button>
    </div>
  );
}

export function JoinPanel({ token, invitation }: { token: string; invitation: TInvitation }) {
  const joined = useJoined();
  return (
    <Tabs defaultValue="create">
      <TabsList className="grid w-full grid-cols-2">
        <TabsTrigger value="create">Create your account</TabsTrigger>
        <TabsTrigger value="sign-in">Sign in to accept</TabsTrigger>
      </TabsList>
      <TabsContent value="create" className="mt-6">
        <AccountStep
          invitation={{ token, email: invitation.email }}
          onSubmitted={(_email, signedIn) => {
            if (signedIn) void joined(invitation.organizationName);
          }}
        />
      </TabsContent>
      <TabsContent value="sign-in" className="mt-6">
        <SignInToAccept email={invitation.email} />
      </TabsContent>
    </Tabs>
  );
}

/** Signs in as the invited address; the screen then offers Accept. */
function SignInToAccept({ email }: { email: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const signIn = useMutation(
    trpc.auth.signIn.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.auth.session.queryKey() }),
    }),
  );
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (password) signIn.mutate({ email, password });
      }}
    >
      <FormError variant="box">{signIn.isError ? errorMessage(signIn.error) : null}</FormError>
      <Field label="Email">
        <Input type="email" value={email} readOnly autoComplete="email" />
      </Field>
      <Field label="Password" required>
        <Input
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
        <Link
          to="/forgot-password"
          className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          Forgot your password?
        </Link>
        <Button
          type="submit"
          size="lg"
          loading={signIn.isPending}
          disabled={!password}
          className="w-full sm:w-auto"
        >
          Sign in
        </Button>
      </div>
    </form>
  );
}
