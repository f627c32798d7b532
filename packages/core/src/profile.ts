// The profile page's account details: one schema shared by the form and the `profile` procedure.
import { z } from 'zod';

import { nameText, phoneNumberText } from './auth';

export const ZUpdateProfileInput = z.object({
  fullName: nameText().pipe(
    z.string().min(1, 'Full name is required').max(120, 'Full name must be at most 120 characters'),
  ),
  companyName: nameText().pipe(
    z
      .string()
      .min(1, 'Company name is required')
      .max(160, 'Company name must be at most 160 characters'),
  ),
  phoneNumber: phoneNumberText().default(''),
});
export type TUpdateProfileInput = z.input<typeof ZUpdateProfileInput>;
