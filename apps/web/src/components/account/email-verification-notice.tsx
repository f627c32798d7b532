// Why an advisor's client forms are not live yet, and a way to get the confirmation link again:
// on /clients while the forms are inactive, on /profile while the address is unconfirmed.
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { errorMessage, useTRPC } from '@/lib/trpc';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MailWarning, Send } from 'lucide-react';
import { useState } from 'react';

export function EmailVerificationNotice({
  place,
  className,
}: {
  place: 'clients' | 'profile';
  className?: string;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const profile = useQuery(trpc.profile.get.queryOptions());
  const [sentTo, setSentTo] = useState<string | null>(null);
  const resend = useMutation(
    trpc.auth.resendVerification.mutationOptions({
      onSuccess: async ({ alreadyVerified }) => {
        if (alreadyVerified) await queryClient.invalidateQueries(trpc.profile.get.queryFilter());
        else setSentTo(profile.data?.email ?? null);
      },
    }),
  );

  const data = profile.data;
  if (!data) return null;
  const show = place === 'clients' ? !data.formsActive : !data.emailVerified;
  if (!show) return null;

  const title =
    place === 'clients' ? 'Your client forms are not active yet' : 'Confirm your e-mail address';
  const body =
    place === 'clients' ? (
      <>
        Confirm your e-mail address to switch them on: we sent a link to{' '}
        <strong className="font-semibold">{data.email}</strong>. Until then, anyone who opens one of
        your forms is told it is not active yet. Starting your free trial switches them on too.
      </>
    ) : (
      <>
        We sent a confirmation link to <strong className="font-semibold">{data.email}</strong>.{' '}
        {data.formsActive
          ? 'Confirming it keeps your account recoverable.'
          : 'Your client forms go live once it is confirmed.'}
      </>
    );

  return (
    <div
      role="region"
      aria-label={title}
      className={cn(
        'flex flex-col gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-start sm:p-5 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-50',
        className,
      )}
    >
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-800 dark:bg-amber-900/70 dark:text-amber-200">
        <MailWarning className="h-5 w-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-semibold">{title}</p>
        <p className="text-sm leading-relaxed text-amber-900 dark:text-amber-100">{body}</p>
        <p role="status" aria-live="polite" className="text-sm font-medium">
          {sentTo && `A new link is on its way to ${sentTo}. It works for three days.`}
          {resend.isError && (
            <span className="text-red-800 dark:text-red-200">
              {errorMessage(resend.error, 'We could not send the link. Please try again.')}
            </span>
          )}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="shrink-0 self-start"
        onClick={() => resend.mutate()}
        loading={resend.isPending}
      >
        {!resend.isPending && <Send className="h-4 w-4" aria-hidden />}
        Resend confirmation e-mail
      </Button>
    </div>
  );
}
