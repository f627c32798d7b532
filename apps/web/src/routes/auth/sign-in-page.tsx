// Sign in (/auth): email and password; a visitor who is already signed in goes on to /generate.
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { FormError } from '@/components/ui/states';
import { useSession } from '@/lib/session';
import { errorMessage, fieldErrors, useTRPC } from '@/lib/trpc';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';

import { ZSignInInput, type TSignInInput } from '@pitchcraft/core';

const AFTER_SIGN_IN = '/generate';
const SIGN_IN_EXCEPTION = 'An error occurred during sign in';
// One toast slot for the attempt, so a success replaces an earlier failure instead of stacking under it.
const SIGN_IN_TOAST = 'sign-in';

export default function SignInPage() {
  // The form shows at once, also while the session is checked (so a page prerendered signed out
  // is the page the browser takes over); a visitor who turns out to be signed in moves on.
  const { session } = useSession();
  if (session) return <Navigate to={AFTER_SIGN_IN} replace />;
  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-12 sm:py-20">
      <div className="mb-8 text-center">
        <h1 className="text-3xl font-semibold tracking-tight text-navy-900 dark:text-white">
          Welcome Back
        </h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          Sign in to access your presentations
        </p>
      </div>
      <Card className="p-6 sm:p-8">
        <SignInForm />
      </Card>
      <p className="mt-8 text-center text-sm text-slate-600 dark:text-slate-400">
        New to Pitchcraft?{' '}
        <Link
          to="/signup"
          className="font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          Create an account
        </Link>
      </p>
    </div>
  );
}

function SignInForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(ZSignInInput),
    defaultValues: { email: '', password: '' } satisfies TSignInInput,
  });
  const { errors } = form.formState;

  const signIn = useMutation(
    trpc.auth.signIn.mutationOptions({
      onSuccess: async () => {
        toast.success('Login successful', {
          description: 'You are now signed in',
          id: SIGN_IN_TOAST,
        });
        await queryClient.invalidateQueries({ queryKey: trpc.auth.session.queryKey() });
        void navigate(AFTER_SIGN_IN);
      },
      onError: (error) => {
        const message = errorMessage(error, '');
        if (!message) {
          setFormError(SIGN_IN_EXCEPTION);
          toast.error('Login error', {
            description: 'An unexpected error occurred',
            id: SIGN_IN_TOAST,
          });
          return;
        }
        for (const [field, fieldMessage] of Object.entries(fieldErrors(error))) {
          if (field === 'email' || field === 'password')
            form.setError(field, { message: fieldMessage });
        }
        setFormError(message);
        toast.error('Login failed', { description: message, id: SIGN_IN_TOAST });
      },
    }),
  );

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    signIn.mutate(values);
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <FormError variant="box">{formError}</FormError>
      <Field label="Email" error={errors.email?.message} required>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          autoFocus
          {...form.register('email')}
        />
      </Field>
      <div className="space-y-1.5">
        <Field label="Password" error={errors.password?.message} required>
          <Input
            type="password"
            autoComplete="current-password"
            required
            {...form.register('password')}
          />
        </Field>
        <div className="flex justify-end">
          <Link
            to="/forgot-password"
            className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            Forgot password?
          </Link>
        </div>
      </div>
      <Button type="submit" size="lg" className="w-full" loading={signIn.isPending}>
        Sign In
      </Button>
    </form>
  );
}
