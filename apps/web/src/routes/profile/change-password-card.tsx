// The profile's Password card: a new password, proven by the current one. The server ends the
// advisor's other sessions and every outstanding reset link; this browser stays signed in.
import { NewPasswordFields } from '@/components/auth/new-password-fields';
import { usePasswordStrength } from '@/components/auth/password-strength-meter';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { FormError } from '@/components/ui/states';
import { errorMessage, fieldErrors, useTRPC } from '@/lib/trpc';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';

import { ZChangePasswordInput, type TChangePasswordInput } from '@pitchcraft/core';

import { SaveRow } from './save-row';

const SUCCESS_VISIBLE_MS = 6000;
const FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;
type FormField = (typeof FIELDS)[number];
const isFormField = (name: string): name is FormField =>
  (FIELDS as readonly string[]).includes(name);
const EMPTY = {
  currentPassword: '',
  password: '',
  confirmPassword: '',
} satisfies TChangePasswordInput;

/** `names`: the advisor's full and company names, which the server's policy counts as known words, as it does the e-mail. */
export function ChangePasswordCard({ email, names }: { email: string; names: readonly string[] }) {
  const trpc = useTRPC();
  const [formError, setFormError] = useState<string | null>(null);
  const [changedAt, setChangedAt] = useState<number | null>(null);
  const form = useForm({ resolver: zodResolver(ZChangePasswordInput), defaultValues: EMPTY });
  const { errors } = form.formState;
  const password = form.watch('password');

  const strength = usePasswordStrength(password, [email, ...names]);

  useEffect(() => {
    if (changedAt === null) return;
    const timer = window.setTimeout(() => setChangedAt(null), SUCCESS_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [changedAt]);

  const change = useMutation(
    trpc.auth.changePassword.mutationOptions({
      onSuccess: () => {
        form.reset(EMPTY);
        setChangedAt(Date.now());
      },
      onError: (error) => {
        const byField = Object.entries(fieldErrors(error)).filter(([field]) => isFormField(field));
        for (const [field, message] of byField) form.setError(field as FormField, { message });
        if (byField.length === 0)
          setFormError(errorMessage(error, 'We could not change your password. Please try again.'));
      },
    }),
  );

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    setChangedAt(null);
    if (strength?.message) {
      form.setError('password', { message: strength.message });
      return;
    }
    change.mutate(values);
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Password</CardTitle>
        <CardDescription>
          Changing it signs you out everywhere else and cancels any password reset link you were
          sent.
        </CardDescription>
      </CardHeader>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <CardContent className="space-y-5">
          <FormError variant="box">{formError}</FormError>
          {/* Lets password managers pair the new password with this account. */}
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={email}
            readOnly
            hidden
          />
          <Field label="Current password" error={errors.currentPassword?.message} required>
            <Input
              type="password"
              autoComplete="current-password"
              required
              {...form.register('currentPassword')}
            />
          </Field>
          <NewPasswordFields
            labels={{ password: 'New password', confirm: 'Confirm new password' }}
            password={password}
            strength={strength}
            errors={{
              password: errors.password?.message,
              confirm: errors.confirmPassword?.message,
            }}
            register={{
              password: form.register('password'),
              confirm: form.register('confirmPassword'),
            }}
          />
        </CardContent>
        <SaveRow
          done={changedAt !== null}
          message="Your password has been changed"
          label="Change Password"
          loading={change.isPending}
        />
      </form>
    </Card>
  );
}
