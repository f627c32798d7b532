// Where the advisor practises (Canada or the United States): a profile setting that picks the
// final-tax rules and the currency of every needs analysis the advisor runs. The generation
// service copies it into the advisor block of each generation's input.
import { z } from 'zod';

import { JURISDICTIONS, type TJurisdiction } from '@pitchcraft/core';
import { eq, userProfiles } from '@pitchcraft/db';

import type { Context } from '../../context';
import { AppError } from '../../errors';

export const JURISDICTION_MESSAGE =
  'Choose where you practise: Canada (CA) or the United States (US)';

export const ZJurisdictionInput = z.object({
  jurisdiction: z.enum(JURISDICTIONS, { error: JURISDICTION_MESSAGE }),
});
export const ZJurisdictionOutput = z.strictObject({ jurisdiction: z.enum(JURISDICTIONS) });

export async function setJurisdiction(
  { db }: Pick<Context, 'db'>,
  userId: string,
  input: z.output<typeof ZJurisdictionInput>,
): Promise<{ jurisdiction: TJurisdiction }> {
  const [row] = await db
    .update(userProfiles)
    .set({ jurisdiction: input.jurisdiction, updatedAt: new Date() })
    .where(eq(userProfiles.userId, userId))
    .returning({ jurisdiction: userProfiles.jurisdiction });
  if (!row) throw new AppError('NOT_FOUND', 'Failed to update profile');
  return row;
}
