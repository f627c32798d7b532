// What a generation stores to be written from — the client's facts, the strategy, the brand and the
// date it was prepared on, never the key — parsed on every read, so no service trusts a cast.
import { z } from 'zod';

import { ZClientFormData, ZSalesStrategy, ZWritingPlan } from '@pitchcraft/core';
import { ZDocumentBrand } from '@pitchcraft/core/document';
import type { StoredGenerationInput } from '@pitchcraft/db';

const ZStoredGenerationInput = z.object({
  client: ZClientFormData,
  strategy: z.preprocess((value) => value ?? {}, ZSalesStrategy),
  /** The analysis as computed when it started: a record; the job and the preview compute it again from the client. */
  analysis: z.unknown().optional(),
  /** The client record it was generated for. */
  clientId: z.string().nullable().optional(),
  /** For one section of a saved presentation written again. */
  presentationId: z.string().optional(),
  /** The brand kit when it started; absent for generations stored before brands were recorded. */
  brand: ZDocumentBrand.nullable().optional(),
  /** ISO time it was prepared on. */
  now: z.string().optional(),
  /** 'advisor': the advisor typed a key for this generation, held only in the memory of the process it started on. */
  keySource: z.enum(['advisor', 'server']).optional(),
  /** The template and approved blocks it follows (templates/plan.ts); absent or null: none. */
  plan: ZWritingPlan.nullable().optional(),
});
export type TStoredGenerationInput = z.output<typeof ZStoredGenerationInput>;

/** The stored input, or null when it is not one this code can write from (a row from an older shape). */
export function readStoredInput(raw: StoredGenerationInput): TStoredGenerationInput | null {
  const parsed = ZStoredGenerationInput.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
