// Signing up from an invitation link: the account is made with its address proven (the link came
// to that mailbox) and joins the inviting organisation in the same transaction.
import type { z } from 'zod';

import { ORGANIZATION_MESSAGES, type ZSignUpInput } from '@pitchcraft/core';
import { eq, organizations, userProfiles, users } from '@pitchcraft/db';

import type { Context } from '../../context';
import { AppError, isUniqueViolation } from '../../errors';
import { newId } from '../../ids';
import { recordAudit } from '../audit/record';
import { announceJoin, assertAcceptable, assistsStill, claim, invitationByToken } from './joining';
import { moveMembership, ownOrganizationId } from './membership';

/**
 * Sign-up from an invitation link: the account is created with its address proven (the link came
 * to that mailbox) and joins at once. Answers the new account's id; nothing is created when the
 * invitation cannot be accepted or the address already has an account.
 */
export async function createInvitedAccount(
  ctx: Pick<Context, 'db' | 'services' | 'log' | 'meta'>,
  input: z.output<typeof ZSignUpInput> & { invitationToken: string },
  passwordHash: string,
): Promise<string> {
  const row = await invitationByToken(ctx.db, input.invitationToken);
  assertAcceptable(row, 'invitationToken');
  if (row.email !== input.email.toLowerCase())
    throw new AppError('BAD_REQUEST', ORGANIZATION_MESSAGES.wrongAddress, {
      field: 'email',
      reason: 'WRONG_ADDRESS',
    });
  const id = newId();
  const actor = {
    organizationId: row.organizationId,
    userId: id,
    email: input.email,
    meta: ctx.meta,
  };
  try {
    await ctx.db.transaction(async (tx) => {
      await tx
        .insert(users)
        .values({ id, email: input.email, passwordHash, emailVerifiedAt: new Date() });
      await tx.insert(userProfiles).values({
        userId: id,
        email: input.email,
        fullName: input.fullName,
        companyName: input.companyName,
        phoneNumber: input.phoneNumber || null,
      });
      await claim(tx, row, id);
      await moveMembership(tx, {
        userId: id,
        fromOrganizationId: ownOrganizationId(id),
        toOrganizationId: row.organizationId,
        role: row.role,
        assistsUserId: await assistsStill(tx, row),
        bringRows: false,
      });
      // The organisation of one the database made for the new account holds nothing: it is made
      // again should they ever leave.
      await tx.delete(organizations).where(eq(organizations.id, ownOrganizationId(id)));
      await recordAudit(tx, actor, {
        action: 'member.joined',
        targetKind: 'user',
        targetId: id,
        details: { role: row.role, invitationId: row.id, signedUp: true },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('BAD_REQUEST', ORGANIZATION_MESSAGES.accountExists, {
        field: 'email',
        reason: 'ACCOUNT_EXISTS',
      });
    throw error;
  }
  ctx.log.info({ userId: id, organizationId: row.organizationId }, 'account created by invitation');
  await announceJoin(ctx, actor, row);
  return id;
}
