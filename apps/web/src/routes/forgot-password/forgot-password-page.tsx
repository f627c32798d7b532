// Forgot password (/forgot-password): a standalone page that e-mails a reset link.
import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, Mail } from 'lucide-react';
import { ZRequestPasswordResetInput, type TRequestPasswordResetInput } from '@pitchcraft/core';
import { Logo } from '@/components/layout/logo';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage, useTRPC } from '@/lib/trpc';

type Outcome = { tone: 'success' | 'danger'; message: string } | null;

export default function ForgotPasswordPage() {
  const trpc = useTRPC();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm({
    resolver: zodResolver(ZRequestPasswordResetInput),
    defaultValues: { email: '' } satisfies TRequestPasswordResetInput,
  });

  const request = useMutation(
    trpc.auth.requestPasswordReset.mutationOptions({
      onSuccess: () => {
        form.reset({ email: '' });
        setOutcome({ tone: 'success', message: 'Password reset instructions have been sent to your email.' });
      },
      onError: (error) => {
        setOutcome({ tone: 'danger', message: errorMessage(error, 'An error occurred while sending the reset instructions.') });
      },
    }),
  );

  const onSubmit = form.handleSubmit((values) => {
    setOutcome(null);
    request.mutate(values);
  });

  return (
    <main className="flex min-h-screen flex-col items-center px-4 py-10 sm:py-16">
      <Link to="/" aria-label="Pitchcraft home" className="rounded-lg">
        <Logo />
      </Link>
      <Card className="mt-10 w-full max-w-md p-6 sm:p-8">
        <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-300">
          <Mail className="h-5 w-5" aria-hidden />
        </span>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight text-navy-900 dark:text-white">Forgot your password?</h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          Enter the email address of your account and we will send you a link to set a new password.
        </p>
        <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
          {outcome && <Alert tone={outcome.tone}>{outcome.message}</Alert>}
          <Field label="Email" error={form.formState.errors.email?.message} required>
            <Input type="email" autoComplete="email" inputMode="email" required {...form.register('email')} />
          </Field>
          <Button type="submit" size="lg" className="w-full" loading={request.isPending}>
            {request.isPending ? 'Sending Instructions...' : 'Send Reset Instructions'}
          </Button>
        </form>
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
