// The step before a protected shared presentation: the passcode and/or the visitor's e-mail.
// Nothing of the presentation (not even its title) is known to this page until it is unlocked.
import { useId, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ArrowRight, KeyRound, Mail, ShieldCheck } from 'lucide-react';
import { ZUnlockSharedInput } from '@pitchcraft/core';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { errorCode, errorMessage, useTRPC } from '@/lib/trpc';

interface ShareGateProps {
  id: string;
  requiresPasscode: boolean;
  requiresEmail: boolean;
  /** A grant given earlier no longer opens it (expired, or the passcode changed). */
  expired?: boolean;
  onUnlocked: (grant: string) => void;
}

function intro(requiresPasscode: boolean, requiresEmail: boolean): string {
  if (requiresPasscode && requiresEmail) return 'Enter the passcode you were given and your e-mail address to open it.';
  if (requiresPasscode) return 'Enter the passcode you were given to open it.';
  return 'Enter your e-mail address to open it.';
}

export function ShareGate({ id, requiresPasscode, requiresEmail, expired, onUnlocked }: ShareGateProps) {
  const trpc = useTRPC();
  const formId = useId();
  const passcodeRef = useRef<HTMLInputElement>(null);
  const [passcode, setPasscode] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ passcode?: string; email?: string }>({});

  const unlock = useMutation(
    trpc.presentations.unlockShared.mutationOptions({
      onSuccess: ({ grant }) => onUnlocked(grant),
      onError: (error) => {
        if (errorCode(error) === 'FORBIDDEN') {
          setErrors({ passcode: errorMessage(error, 'That passcode is not right. Please check it and try again.') });
          passcodeRef.current?.select();
        } else if (errorCode(error) === 'BAD_REQUEST' && requiresEmail) {
          setErrors({ email: errorMessage(error, 'Please enter a valid email') });
        }
      },
    }),
  );
  const tooMany = unlock.isError && errorCode(unlock.error) === 'TOO_MANY_REQUESTS';
  const otherError = unlock.isError && !['FORBIDDEN', 'BAD_REQUEST', 'TOO_MANY_REQUESTS'].includes(errorCode(unlock.error) ?? '');

  const submit = () => {
    const next: typeof errors = {};
    if (requiresPasscode && !passcode) next.passcode = 'Please enter the passcode';
    if (requiresEmail) {
      const checked = ZUnlockSharedInput.shape.email.safeParse(email.trim() || undefined);
      if (!email.trim()) next.email = 'Please enter your email to view this presentation';
      else if (!checked.success) next.email = checked.error.issues[0]?.message ?? 'Please enter a valid email';
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    unlock.mutate({ id, ...(requiresPasscode ? { passcode } : {}), ...(requiresEmail ? { email: email.trim() } : {}) });
  };

  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-slate-100 px-4 py-10 dark:bg-navy-950">
      <Card className="w-full max-w-md p-6 shadow-sm sm:p-8">
        <div className="mb-6 flex flex-col items-center text-center">
          <span className="mb-4 flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 dark:bg-brand-900/30 dark:text-brand-300 dark:ring-brand-900">
            <ShieldCheck className="h-7 w-7" aria-hidden />
          </span>
          <h1 className="text-xl font-semibold tracking-tight text-navy-900 dark:text-white">A private presentation has been shared with you</h1>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{intro(requiresPasscode, requiresEmail)}</p>
        </div>
        {expired && !unlock.isError && (
          <Alert tone="info" className="mb-5">
            Your access has ended. Please enter the details again.
          </Alert>
        )}
        <form
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {requiresPasscode && (
            <div className="space-y-1.5">
              <label htmlFor={`${formId}-passcode`} className="block text-sm font-medium text-navy-800 dark:text-slate-200">
                Passcode
              </label>
              <div className="relative">
                <KeyRound className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden />
                <Input
                  ref={passcodeRef}
                  id={`${formId}-passcode`}
                  type="password"
                  autoComplete="off"
                  autoFocus
                  value={passcode}
                  onChange={(event) => setPasscode(event.target.value)}
                  className="h-11 pl-9"
                  aria-invalid={errors.passcode ? true : undefined}
                  aria-describedby={errors.passcode ? `${formId}-passcode-error` : undefined}
                />
              </div>
              {errors.passcode && (
                <p id={`${formId}-passcode-error`} role="alert" className="text-sm text-red-600 dark:text-red-400">
                  {errors.passcode}
                </p>
              )}
            </div>
          )}
          {requiresEmail && (
            <div className="space-y-1.5">
              <label htmlFor={`${formId}-email`} className="block text-sm font-medium text-navy-800 dark:text-slate-200">
                Your e-mail address
              </label>
              <div className="relative">
                <Mail className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden />
                <Input
                  id={`${formId}-email`}
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  autoFocus={!requiresPasscode}
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  className="h-11 pl-9"
                  aria-invalid={errors.email ? true : undefined}
                  aria-describedby={`${formId}-email-note`}
                />
              </div>
              <p id={`${formId}-email-note`} className={errors.email ? 'text-sm text-red-600 dark:text-red-400' : 'text-xs text-slate-600 dark:text-slate-400'} role={errors.email ? 'alert' : undefined}>
                {errors.email ?? 'The advisor who shared this presentation will see that you opened it.'}
              </p>
            </div>
          )}
          {tooMany && (
            <Alert tone="warning" title="Too many attempts">
              {errorMessage(unlock.error, 'Too many wrong passcodes. Please wait 15 minutes and try again.')}
            </Alert>
          )}
          {otherError && (
            <Alert tone="danger" title="Something went wrong">
              {errorMessage(unlock.error, 'The presentation could not be opened. Please try again.')}
            </Alert>
          )}
          <Button type="submit" size="lg" className="w-full" loading={unlock.isPending}>
            View presentation
            {!unlock.isPending && <ArrowRight className="h-4 w-4" aria-hidden />}
          </Button>
        </form>
      </Card>
      <p className="mt-6 text-xs text-slate-500 dark:text-slate-400">Shared securely with Pitchcraft</p>
    </div>
  );
}
