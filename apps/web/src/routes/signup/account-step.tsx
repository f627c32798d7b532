// Signup step 1: the account form. Its answer is the same whether or not the address has an
// account; the page then asks the advisor to open the link mailed to it.
import { NewPasswordFields } from '@/components/auth/new-password-fields';
import { usePasswordStrength } from '@/components/auth/password-strength-meter';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { FormError } from '@/components/ui/states';
import { errorMessage, fieldErrors, useTRPC } from '@/lib/trpc';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';

import { ZSignUpInput, type TSignUpInput } from '@pitchcraft/core';

const FORM_FIELDS = [
  'email',
  'password',
  'confirmPassword',
  'fullName',
  'companyName',
  'phoneNumber',
] as const;
type FormField = (typeof FORM_FIELDS)[number];
const isFormField = (name: string): name is FormField =>
  (FORM_FIELDS as readonly string[]).includes(name);

export function AccountStep({
  onSubmitted,
  invitation,
}: {
  /** `signedIn` when the account was made from an invitation, which proves the address at once. */
  onSubmitted: (email: string, signedIn: boolean) => void;
  /** Signing up from an invitation link: the address is the invited one, and cannot change. */
  invitation?: { token: string; email: string };
}) {
  const trpc = useTRPC();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(ZSignUpInput),
    defaultValues: {
      email: invitation?.email ?? '',
      password: '',
      confirmPassword: '',
      fullName: '',
      companyName: '',
      phoneNumber: '',
      ...(invitation ? { invitationToken: invitation.token } : {}),
    } satisfies TSignUpInput,
  });
  const { errors } = form.formState;
  const [password = '', email = '', fullName = '', companyName = ''] = form.watch([
    'password',
    'email',
    'fullName',
    'companyName',
  ]);
  const strength = usePasswordStrength(password, [email, fullName, companyName]);

  const signUp = useMutation(
    trpc.auth.signUp.mutationOptions({
      onSuccess: ({ email, signedIn }) => onSubmitted(email, signedIn),
      onError: (error) => {
        const message = errorMessage(error, '');
        if (!message) {
          setFormError('An unexpected error occurred. Please try again.');
          toast.error('Sign up error', {
            description: 'An unexpected error occurred',
            id: 'sign-up',
          });
          return;
        }
        for (const [field, fieldMessage] of Object.entries(fieldErrors(error))) {
          if (isFormField(field)) form.setError(field, { message: fieldMessage });
        }
        setFormError(message);
        toast.error('Sign up failed', { description: message, id: 'sign-up' });
      },
    }),
  );

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    // The server refuses it too; saying so here spares a round trip.
    if (strength?.message) {
      form.setError('password', { message: strength.message });
      return;
    }
    signUp.mutate(values);
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
          readOnly={invitation !== undefined}
          {...form.register('email')}
        />
      </Field>
      <NewPasswordFields
        labels={{ password: 'Password', confirm: 'Confirm password' }}
        password={password}
        strength={strength}
        errors={{ password: errors.password?.message, confirm: errors.confirmPassword?.message }}
        register={{
          password: form.register('password'),
          confirm: form.register('confirmPassword'),
        }}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Full name" error={errors.fullName?.message} required>
          <Input autoComplete="name" required {...form.register('fullName')} />
        </Field>
        <Field label="Company name" error={errors.companyName?.message} required>
          <Input autoComplete="organization" required {...form.register('companyName')} />
        </Field>
      </div>
      <Field label="Phone number" error={errors.phoneNumber?.message} optional>
        <Input type="tel" autoComplete="tel" inputMode="tel" {...form.register('phoneNumber')} />
      </Field>
      <div className="flex flex-col-reverse gap-4 pt-2 sm:flex-row sm:items-center sm:justify-between">
        {invitation === undefined ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Already have an account?{' '}
            <Link
              to="/auth"
              className="font-medium text-brand-700 hover:underline dark:text-brand-300"
            >
              Sign in
            </Link>
          </p>
        ) : (
          <span />
        )}
        <Button type="submit" size="lg" loading={signUp.isPending} className="w-full sm:w-auto">
          Create Account
        </Button>
      </div>
    </form>
  );
}
