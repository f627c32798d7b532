// An invitation link (/invite#token=…: in the fragment, so the token never reaches a server log):
// who invites whom to which organisation, in what role. A new person creates their account here
// (the invitation proves their address, so they are signed in at once); someone with an account
// signs in and accepts.
import { Card } from '@/components/ui/card';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useSession } from '@/lib/session';
import { useTRPC } from '@/lib/trpc';
import { useQuery } from '@tanstack/react-query';
import { MailCheck, MailX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

import type { RouterOutputs } from '@pitchcraft/api';
import { ROLE_DESCRIPTIONS } from '@pitchcraft/core';

import { AcceptPanel, JoinPanel } from './invite-panels';

export type TInvitation = Extract<RouterOutputs['organization']['invitation'], { email: string }>;

/** What an invitation that can no longer be accepted says, naming who can send a new one. */
function endedText(state: Exclude<TInvitation['state'], 'valid'>, inviter: string) {
  switch (state) {
    case 'expired':
      return {
        title: 'This invitation has expired',
        text: `Invitations work for a week. Ask ${inviter} for a new one.`,
      };
    case 'used':
      return {
        title: 'This invitation has already been used',
        text: 'If you accepted it, sign in to work with your team.',
      };
    case 'revoked':
      return {
        title: 'This invitation was withdrawn',
        text: `Ask ${inviter} for a new one if you still mean to join.`,
      };
  }
}

export default function InvitePage() {
  const { hash } = useLocation();
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() ?? '';
  const trpc = useTRPC();
  const valid = /^[a-z0-9]{1,200}$/.test(token);
  const invitation = useQuery({
    ...trpc.organization.invitation.queryOptions({ token }),
    enabled: valid,
  });
  if (!valid || invitation.data?.state === 'invalid')
    return (
      <Frame>
        <Ended
          title="This invitation link is not valid"
          text="Check that you opened the whole link from the e-mail, or ask for a new invitation."
        />
      </Frame>
    );
  if (invitation.isPending)
    return (
      <Frame>
        <LoadingState label="Opening your invitation" rows={3} />
      </Frame>
    );
  if (invitation.isError)
    return (
      <Frame>
        <ErrorState
          message="Your invitation could not be opened."
          onRetry={() => void invitation.refetch()}
          retrying={invitation.isRefetching}
        />
      </Frame>
    );
  const data = invitation.data;
  if (data.state !== 'valid')
    return (
      <Frame>
        <Ended {...endedText(data.state, data.inviterName)} />
      </Frame>
    );
  return <ValidInvitation token={token} invitation={data} />;
}

function ValidInvitation({ token, invitation }: { token: string; invitation: TInvitation }) {
  const { session, loading } = useSession();
  return (
    <Frame>
      <div className="flex items-start gap-4">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-300">
          <MailCheck className="h-5 w-5" aria-hidden />
        </span>
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-balance text-navy-900 dark:text-white">
            Join {invitation.organizationName}
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            {invitation.inviterName} invited {invitation.email} to work with them on Pitchcraft.
          </p>
        </div>
      </div>
      <div className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-navy-700 dark:bg-navy-800/50">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
          Your role
        </p>
        <p className="mt-1 font-medium text-navy-900 dark:text-white">{invitation.roleLabel}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {ROLE_DESCRIPTIONS[invitation.role]}
        </p>
      </div>
      <div className="mt-8 border-t border-slate-100 pt-8 dark:border-navy-800">
        {loading ? (
          <LoadingState label="Checking your session" rows={2} />
        ) : session ? (
          <AcceptPanel token={token} invitation={invitation} signedInAs={session.user.email} />
        ) : (
          <JoinPanel token={token} invitation={invitation} />
        )}
      </div>
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      <Card className="p-6 sm:p-8">{children}</Card>
    </div>
  );
}

function Ended({ title, text }: { title: string; text: string }) {
  return (
    <div className="flex flex-col items-center py-6 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-slate-100 text-slate-600 dark:bg-navy-800 dark:text-slate-300">
        <MailX className="h-6 w-6" aria-hidden />
      </span>
      <h1 className="mt-4 text-xl font-semibold tracking-tight text-navy-900 dark:text-white">
        {title}
      </h1>
      <p className="mt-2 max-w-sm text-sm text-slate-600 dark:text-slate-400">{text}</p>
      <Link
        to="/auth"
        className="mt-6 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        Sign in
      </Link>
    </div>
  );
}
