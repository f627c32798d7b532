// /verify-email#token=...: a mailed confirmation link. Opening it confirms the address at once (the
// token rides in the fragment, so it never reaches a server log), which switches the advisor's
// client forms on; the link mailed at sign-up also signs in and leads on to signup's step 2.
import { StandalonePage } from '@/components/layout/standalone-page';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { errorMessage, useTRPC } from '@/lib/trpc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Loader2, MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';

import { EMAIL_VERIFICATION_MESSAGES } from '@pitchcraft/core';

function tokenFromFragment(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() ?? '';
}

export default function VerifyEmailPage() {
  const location = useLocation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [token] = useState(() => tokenFromFragment(location.hash));
  const verify = useMutation(
    trpc.auth.verifyEmail.mutationOptions({
      onSuccess: async ({ signedIn }) => {
        // The token is spent: keep it out of the address bar and the history.
        window.history.replaceState(
          window.history.state,
          '',
          window.location.pathname + window.location.search,
        );
        await queryClient.invalidateQueries(trpc.profile.get.queryFilter());
        // The link mailed at sign-up signed the advisor in. Refetched, not only marked stale: the
        // top bar, and signup's step 2 next, read the session at once.
        if (signedIn) await queryClient.refetchQueries(trpc.auth.session.queryFilter());
      },
    }),
  );
  // Once per page, also under React's development double effects.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  return (
    <StandalonePage icon={MailCheck} title="Confirm your e-mail address">
      <div className="mt-6 space-y-5">
        {!token ? (
          <Alert tone="danger">{EMAIL_VERIFICATION_MESSAGES.invalid}</Alert>
        ) : verify.isSuccess && verify.data.signedIn ? (
          <>
            <Alert tone="success" title="Your e-mail address is confirmed">
              You are signed in, and your client forms are active. Next, start your free trial to
              create presentations.
            </Alert>
            <Link
              to="/signup"
              state={{ confirmed: true }}
              className={buttonClasses('primary', 'lg', 'w-full')}
            >
              Continue to your free trial
            </Link>
            <Link to="/clients" className={buttonClasses('outline', 'lg', 'w-full')}>
              Go to your clients
            </Link>
          </>
        ) : verify.isSuccess ? (
          <>
            <Alert tone="success" title="Your e-mail address is confirmed">
              Your client forms are active: clients who open them can send you their details now.
            </Alert>
            <Link to="/clients" className={buttonClasses('primary', 'lg', 'w-full')}>
              Go to your clients
            </Link>
          </>
        ) : verify.isError ? (
          <>
            <Alert tone="danger">
              {errorMessage(
                verify.error,
                'We could not confirm your e-mail address. Please try again.',
              )}
            </Alert>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Sign in and send yourself a new confirmation link from your profile.
            </p>
            <Link to="/profile" className={buttonClasses('primary', 'lg', 'w-full')}>
              Go to your profile
            </Link>
          </>
        ) : (
          <p role="status" className="flex items-center gap-2 text-slate-600 dark:text-slate-400">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> Confirming your e-mail address…
          </p>
        )}
      </div>
    </StandalonePage>
  );
}
