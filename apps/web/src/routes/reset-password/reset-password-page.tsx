// Reset password (/reset-password#token=...): a standalone page that sets a new password from an e-mailed link.
import {
  PasswordStrengthMeter,
  usePasswordStrength,
} from '@/components/auth/password-strength-meter';
import { StandalonePage } from '@/components/layout/standalone-page';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { FormError } from '@/components/ui/states';
import { errorMessage, fieldErrors, useTRPC } from '@/lib/trpc';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';

import { ZResetPasswordInput, type TResetPasswordInput } from '@pitchcraft/core';

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
    <StandalonePage icon={KeyRound} title="Set a new password">
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
    </StandalonePage>
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
  const password = form.watch('password');
  const strength = usePasswordStrength(password);

  useEffect(() => {
    if (!succeeded) return;
    const timer = window.setTimeout(
      () => void navigate('/auth', { replace: true }),
      REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [succeeded, navigate]);

  const reset = useMutation(
    trpc.auth.resetPassword.mutationOptions({
      onSuccess: async () => {
        // The token is spent; keep it out of the address bar and history. The router's state is kept as is.
        window.history.replaceState(
          window.history.state,
          '',
          window.location.pathname + window.location.search,
        );
        setSucceeded(true);
        // A reset ends every session of the account, including this browser's.
        await queryClient.invalidateQueries({ queryKey: trpc.auth.session.queryKey() });
      },
      onError: (error) => {
        // A refused password is shown beside it; a spent or expired link above the form.
        const passwordError = fieldErrors(error).password;
        if (passwordError) form.setError('password', { message: passwordError });
        else
          setServerError(errorMessage(error, 'An error occurred while resetting your password.'));
      },
    }),
  );

  const onSubmit = form.handleSubmit((values) => {
    setServerError(null);
    if (strength?.message) {
      form.setError('password', { message: strength.message });
      return;
    }
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
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Choose a new password of at least 6 characters.
      </p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-6 space-y-5">
        <FormError variant="box">{serverError}</FormError>
        <div className="space-y-2">
          <Field label="New Password" error={errors.password?.message} required>
            <Input
              type="password"
              autoComplete="new-password"
              required
              minLength={6}
              autoFocus
              {...form.register('password')}
            />
          </Field>
          <PasswordStrengthMeter password={password} assessment={strength} />
        </div>
        <Field label="Confirm New Password" error={errors.confirmPassword?.message} required>
          <Input
            type="password"
            autoComplete="new-password"
            required
            minLength={6}
            {...form.register('confirmPassword')}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
          {reset.isPending ? 'Resetting Password...' : 'Reset Password'}
        </Button>
      </form>
    </>
  );
}
