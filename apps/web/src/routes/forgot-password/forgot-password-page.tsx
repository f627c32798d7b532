// Forgot password (/forgot-password): a standalone page that e-mails a reset link.
import { StandalonePage } from '@/components/layout/standalone-page';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage, useTRPC } from '@/lib/trpc';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { ZRequestPasswordResetInput, type TRequestPasswordResetInput } from '@pitchcraft/core';

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
        setOutcome({
          tone: 'success',
          message: 'Password reset instructions have been sent to your email.',
        });
      },
      onError: (error) => {
        setOutcome({
          tone: 'danger',
          message: errorMessage(error, 'An error occurred while sending the reset instructions.'),
        });
      },
    }),
  );

  const onSubmit = form.handleSubmit((values) => {
    setOutcome(null);
    request.mutate(values);
  });

  return (
    <StandalonePage icon={Mail} title="Forgot your password?">
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Enter the email address of your account and we will send you a link to set a new password.
      </p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-6 space-y-5">
        {outcome && <Alert tone={outcome.tone}>{outcome.message}</Alert>}
        <Field label="Email" error={form.formState.errors.email?.message} required>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            {...form.register('email')}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={request.isPending}>
          {request.isPending ? 'Sending Instructions...' : 'Send Reset Instructions'}
        </Button>
      </form>
    </StandalonePage>
  );
}
