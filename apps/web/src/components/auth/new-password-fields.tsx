// A new password and its confirmation, side by side on wide screens, with the strength meter under
// the password.
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { UseFormRegisterReturn } from 'react-hook-form';

import type { PasswordAssessment } from '@pitchcraft/core/password-strength';

import { PasswordStrengthMeter } from './password-strength-meter';

export function NewPasswordFields({
  labels,
  password,
  strength,
  errors,
  register,
}: {
  labels: { password: string; confirm: string };
  /** The password as typed so far (the form's watched value) and its assessment (usePasswordStrength). */
  password: string;
  strength: PasswordAssessment | null;
  errors: { password?: string | undefined; confirm?: string | undefined };
  register: { password: UseFormRegisterReturn; confirm: UseFormRegisterReturn };
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="space-y-2">
        <Field
          label={labels.password}
          error={errors.password}
          hint="At least 6 characters"
          required
        >
          <Input
            type="password"
            autoComplete="new-password"
            required
            minLength={6}
            {...register.password}
          />
        </Field>
        <PasswordStrengthMeter password={password} assessment={strength} />
      </div>
      <Field label={labels.confirm} error={errors.confirm} required>
        <Input
          type="password"
          autoComplete="new-password"
          required
          minLength={6}
          {...register.confirm}
        />
      </Field>
    </div>
  );
}
