// What the wizard sends to start a generation. The advisor's own AI key is optional and only
// ever lives for the one call it is sent with.
import { z } from 'zod';

import { ZClientFormData, ZSalesStrategy } from './generation/client-form';

export const ZGenerationMode = z.enum(['auto', 'offline']);

/** The advisor's own AI vendor key for one call; blank means none. */
export const ZAiVendorKey = z
  .string()
  .trim()
  .max(300, 'The AI vendor key is too long')
  .optional()
  .transform((key) => (key === '' ? undefined : key));

export const ZStartGenerationInput = z.object({
  client: ZClientFormData,
  strategy: ZSalesStrategy,
  /** 'offline' uses the built-in generator even when a key is available. */
  mode: ZGenerationMode.default('auto'),
  apiKey: ZAiVendorKey,
  /** The saved client this presentation is for, when one was picked. */
  clientId: z.string().max(64).optional(),
  /** The organisation's template to follow; the server loads it (another organisation's is not found). */
  templateId: z.string().trim().min(1).max(64).optional(),
});
export type TStartGenerationInput = z.input<typeof ZStartGenerationInput>;

export const ZGenerationEventsInput = z.object({
  id: z.string().min(1).max(64),
  lastEventId: z.string().max(64).nullish(),
});
