// Account forms: one schema each, shared by the browser form and the API procedure.
import { z } from 'zod';

import { stripBidiControls } from './storable-text';

export const PASSWORD_MIN_LENGTH = 6;
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
export const PASSWORD_LENGTH_MESSAGE = 'Password must be at least 6 characters';
export const PASSWORD_MISMATCH_MESSAGE = 'Passwords do not match';
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email';
export const PASSWORD_BLANK_MESSAGE = 'Password cannot be only spaces';
/** The server's refusal of a common password (password-strength.ts decides, lazily in the browser). */
export const PASSWORD_TOO_COMMON_MESSAGE =
  'This password is too common and easy to guess. Please choose a less predictable one.';

/** A name as typed: trimmed, without bidirectional controls (see stripBidiControls). */
export const nameText = () =>
  z
    .string({ error: REQUIRED_FIELDS_MESSAGE })
    .transform((value) => stripBidiControls(value).trim());

/** The advisor's phone number as typed: trimmed and bounded. */
export const phoneNumberText = () =>
  z.string().trim().max(40, 'Phone number must be at most 40 characters');

const requiredText = (max: number) =>
  nameText().pipe(
    z.string().min(1, REQUIRED_FIELDS_MESSAGE).max(max, `Must be at most ${max} characters`),
  );

export const ZEmail = z
  .string({ error: REQUIRED_FIELDS_MESSAGE })
  .trim()
  .min(1, REQUIRED_FIELDS_MESSAGE)
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email(INVALID_EMAIL_MESSAGE))
  .transform((email) => email.toLowerCase());

// Length is bounded so a hostile caller cannot make us hash megabytes. Common passwords are refused
// by the server with password-strength.ts, which is too large to put in every form's schema.
const ZNewPassword = z
  .string({ error: REQUIRED_FIELDS_MESSAGE })
  .min(1, REQUIRED_FIELDS_MESSAGE)
  .min(PASSWORD_MIN_LENGTH, PASSWORD_LENGTH_MESSAGE)
  .max(256, 'Password must be at most 256 characters')
  .refine((password) => password.trim() !== '', PASSWORD_BLANK_MESSAGE);

export const ZSignUpInput = z
  .object({
    email: ZEmail,
    password: ZNewPassword,
    confirmPassword: z.string({ error: REQUIRED_FIELDS_MESSAGE }).max(256),
    fullName: requiredText(120),
    companyName: requiredText(160),
    phoneNumber: phoneNumberText().optional().default(''),
    /** Signing up from an invitation link: the mailbox is proven by it, and the account joins. */
    invitationToken: z
      .string()
      .trim()
      .max(200, 'This invitation link is not valid.')
      .regex(/^[a-z0-9]*$/, 'This invitation link is not valid.')
      .optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: PASSWORD_MISMATCH_MESSAGE,
    path: ['confirmPassword'],
  });
export type TSignUpInput = z.input<typeof ZSignUpInput>;

export const ZSignInInput = z.object({
  email: ZEmail,
  password: z.string({ error: REQUIRED_FIELDS_MESSAGE }).min(1, REQUIRED_FIELDS_MESSAGE).max(256),
});
export type TSignInInput = z.input<typeof ZSignInInput>;

export const ZRequestPasswordResetInput = z.object({ email: ZEmail });
export type TRequestPasswordResetInput = z.input<typeof ZRequestPasswordResetInput>;

export const ZResetPasswordInput = z
  .object({
    token: z.string().min(1, 'Invalid reset link. Please request a new password reset.').max(200),
    password: ZNewPassword,
    confirmPassword: z.string({ error: REQUIRED_FIELDS_MESSAGE }).max(256),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: PASSWORD_MISMATCH_MESSAGE,
    path: ['confirmPassword'],
  });
export type TResetPasswordInput = z.input<typeof ZResetPasswordInput>;

/** Change the password from the profile: the current one proves it is the advisor at the keyboard. */
export const ZChangePasswordInput = z
  .object({
    currentPassword: z
      .string({ error: 'Please enter your current password' })
      .min(1, 'Please enter your current password')
      .max(256),
    password: ZNewPassword,
    confirmPassword: z.string({ error: REQUIRED_FIELDS_MESSAGE }).max(256),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: PASSWORD_MISMATCH_MESSAGE,
    path: ['confirmPassword'],
  });
export type TChangePasswordInput = z.input<typeof ZChangePasswordInput>;

export const EMAIL_VERIFICATION_MESSAGES = {
  invalid: 'This confirmation link is invalid or has already been used.',
  expired: 'This confirmation link has expired. You can send yourself a new one from your profile.',
  tooMany:
    'We have sent several confirmation e-mails in the last hour. Please check your inbox (and spam folder) or try again later.',
} as const;

/** The token from a confirmation link (/verify-email#token=...). */
export const ZVerifyEmailInput = z.object({
  token: z
    .string({ error: EMAIL_VERIFICATION_MESSAGES.invalid })
    .trim()
    .min(1, EMAIL_VERIFICATION_MESSAGES.invalid)
    .max(200, EMAIL_VERIFICATION_MESSAGES.invalid),
});
export type TVerifyEmailInput = z.input<typeof ZVerifyEmailInput>;
