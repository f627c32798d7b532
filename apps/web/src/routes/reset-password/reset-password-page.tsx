// Reset password (/reset-password#token=...): a standalone page that sets a new password from an e-mailed link.
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, KeyRound } from 'lucide-react';
import { ZResetPasswordInput, type TResetPasswordInput } from '@pitchcraft/core';
import { Logo } from '@/components/layout/logo';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage, useTRPC } from '@/lib/trpc';

const REDIRECT_DELAY_MS = 2000;
const INVALID_LINK_MESSAGE = 'Invalid reset link. Please request a new password reset.';

/** The token travels in the fragment so it never reaches server logs or Referer headers. */
function tokenFromFragment(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() ?? '';
}

export default function ResetPasswordPage() {
  const location = useLocation();
  // Read once: the fragment is cleared after a successful reset.
  const [token] = useState(() => tokenFromFragment(location.hash));

  return (
    <main className="flex min-h-screen flex-col items-center px-4 py-10 sm:py-16">
      <Link to="/" aria-label="Pitchcraft home" className="rounded-lg">
        <Logo />
      </Link>
      <Card className="mt-10 w-full max-w-md p-6 sm:p-8">
        <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-300">
          <KeyRound className="h-5 w-5" aria-hidden />
        </span>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight text-navy-900 dark:text-white">Set a new password</h1>
        {token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <div className="mt-6 space-y-5">
            <Alert tone="danger">{INVALID_LINK_MESSAGE}</Alert>
            <Link to="/forgot-password" className={buttonClasses('primary', 'lg', 'w-full')}>
              Request a new reset link
            </Link>
          </div>
        )}
      </Card>
      <Link
        to="/auth"
        className="mt-8 inline-flex items-center gap-2 rounded-md text-sm font-medium text-slate-700 hover:text-navy-900 dark:text-slate-300 dark:hover:text-white"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Login
      </Link>
    </main>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const form = useForm({
    resolver: zodResolver(ZResetPasswordInput),
    defaultValues: { token, password: '', confirmPassword: '' } satisfies TResetPasswordInput,
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!succeeded) return;
    const timer = window.setTimeout(() => void navigate('/auth', { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [succeeded, navigate]);

  const reset = useMutation(
    trpc.auth.resetPassword.mutationOptions({
      onSuccess: async () => {
        // The token is spent; keep it out of the address bar and history. The router's state is kept as is.
        window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
        setSucceeded(true);
        // A reset ends every session of the account, including this browser's.
        await queryClient.invalidateQueries({ queryKey: trpc.auth.session.queryKey() });
      },
      onError: (error) => setServerError(errorMessage(error, 'An error occurred while resetting your password.')),
    }),
  );

  const onSubmit = form.handleSubmit((values) => {
    setServerError(null);
    reset.mutate(values);
  });

  if (succeeded) {
    return (
      <Alert tone="success" className="mt-6">
        Password has been reset successfully. Redirecting to login...
      </Alert>
    );
  }

  return (
    <>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Choose a new password of at least 6 characters.</p>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
        {serverError && <Alert tone="danger">{serverError}</Alert>}
        <Field label="New Password" error={errors.password?.message} required>
          <Input type="password" autoComplete="new-password" required minLength={6} autoFocus {...form.register('password')} />
        </Field>
        <Field label="Confirm New Password" error={errors.confirmPassword?.message} required>
          <Input type="password" autoComplete="new-password" required minLength={6} {...form.register('confirmPassword')} />
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
          {reset.isPending ? 'Resetting Password...' : 'Reset Password'}
        </Button>
      </form>
    </>
  );
}
