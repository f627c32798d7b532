// Paid seats of an organisation: owners, admins and advisors each take one; reviewers and
// assistants are free. The count is stored on the organisation and, while it has a running
// subscription, sent to the billing provider (which prorates the change). Call syncSeats after a
// membership change has committed (never inside its transaction): it never fails the change, and
// a provider error is retried by the next sync because the stored count only moves once the
// provider has accepted it.
import { SEAT_ROLES } from '@pitchcraft/core';
import {
  and,
  count,
  eq,
  inArray,
  organizationMembers,
  organizations,
  userProfiles,
  type Database,
  type Executor,
} from '@pitchcraft/db';

import type { Context } from '../../context';
import { recordAudit, type AuditActor } from '../audit/record';
import { providerErrorSummary } from './provider-errors';

type SeatDeps = Pick<Context, 'db' | 'services' | 'log'>;

/** Statuses whose provider subscription still exists and bills seats. */
const BILLED_STATUSES = new Set(['active', 'trialing', 'past_due', 'unpaid']);

interface SeatSync {
  /** The seat count stored before this sync. */
  from: number;
  /** The seat count stored after it (unchanged when the provider refused the change). */
  to: number;
  /** Whether the billing provider was asked to change the subscription's quantity. */
  providerUpdated: boolean;
}

/** Members holding a paid seat; at least one, since the owner always does. */
export async function countSeats(db: Executor, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ seats: count() })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        inArray(organizationMembers.role, [...SEAT_ROLES]),
      ),
    );
  return Math.max(1, row?.seats ?? 0);
}

/** The organisation's stored seats and its billing member's subscription, if any. */
async function readSeatState(db: Executor, organizationId: string) {
  const [row] = await db
    .select({
      seatQuantity: organizations.seatQuantity,
      subscriptionId: userProfiles.stripeSubscriptionId,
      subscriptionStatus: userProfiles.subscriptionStatus,
    })
    .from(organizations)
    .leftJoin(userProfiles, eq(userProfiles.userId, organizations.billingUserId))
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row ?? null;
}

/** Attempts before giving up to the next sync when other syncs keep moving the stored count. */
const SYNC_ATTEMPTS = 3;

/**
 * Brings the organisation's paid seats in line with its members. Idempotent: nothing is written
 * and the provider is not called when the count has not changed.
 *
 * No transaction is held across the provider call (the test-mode provider writes through the same
 * database, and a lock held over network I/O would stall the organisation). Instead the stored
 * count moves by compare-and-set; a sync that loses the race sends the then-current count again,
 * so the provider always ends with the count of the last sync to finish.
 */
export async function syncSeats(
  deps: SeatDeps,
  organizationId: string,
  actor?: AuditActor,
): Promise<SeatSync | null> {
  try {
    let raced = false;
    for (let attempt = 0; attempt < SYNC_ATTEMPTS; attempt++) {
      const state = await readSeatState(deps.db, organizationId);
      if (!state) return null;
      const seats = await countSeats(deps.db, organizationId);
      const from = state.seatQuantity;
      if (seats === from && !raced) return { from, to: from, providerUpdated: false };

      const billed =
        state.subscriptionId !== null &&
        state.subscriptionStatus !== null &&
        BILLED_STATUSES.has(state.subscriptionStatus);
      if (billed && state.subscriptionId) {
        try {
          await deps.services.billing.updateQuantity(state.subscriptionId, seats);
        } catch (error) {
          // The stored count stays as it was, so the next sync sees the difference and retries.
          deps.log.warn(
            { ...providerErrorSummary(error), organizationId, from, to: seats },
            'seat quantity not updated at the billing provider; the next sync retries',
          );
          return { from, to: from, providerUpdated: false };
        }
      }
      if (seats === from) return { from, to: from, providerUpdated: billed };
      const stored = await storeSeats(deps.db, organizationId, from, seats, actor);
      if (stored) {
        deps.log.info({ organizationId, from, to: seats, billed }, 'organisation seats changed');
        return { from, to: seats, providerUpdated: billed };
      }
      raced = true;
    }
    deps.log.warn(
      { organizationId },
      'seat sync kept racing other syncs; the next sync settles it',
    );
    return null;
  } catch (error) {
    // A seat sync never undoes or blocks the membership change that asked for it.
    deps.log.error({ ...providerErrorSummary(error), organizationId }, 'seat sync failed');
    return null;
  }
}

/** Moves the stored count from `from` to `to` (only if no other sync moved it) and audits it. */
async function storeSeats(
  db: Executor,
  organizationId: string,
  from: number,
  to: number,
  actor: AuditActor | undefined,
): Promise<boolean> {
  return (db as Database).transaction(async (tx) => {
    const moved = await tx
      .update(organizations)
      .set({ seatQuantity: to, updatedAt: new Date() })
      .where(and(eq(organizations.id, organizationId), eq(organizations.seatQuantity, from)))
      .returning({ id: organizations.id });
    if (moved.length === 0) return false;
    await recordAudit(tx, actor ?? { organizationId, userId: null, email: null }, {
      action: 'billing.seats_changed',
      targetKind: 'organization',
      targetId: organizationId,
      details: { from, to },
    });
    return true;
  });
}

/**
 * Records the seats the provider bills for the organisation `billingUserId` pays for (its
 * subscription was created or changed there), so a later sync compares with what is really billed.
 * Returns the organisation to sync once the caller's transaction has committed: if its members
 * differ, the sync sends their count, whose own update event then finds nothing left to do.
 */
export async function adoptProviderQuantity(
  db: Executor,
  billingUserId: string,
  quantity: number | undefined,
): Promise<string | null> {
  const [org] = await db
    .select({ id: organizations.id, seatQuantity: organizations.seatQuantity })
    .from(organizations)
    .where(eq(organizations.billingUserId, billingUserId))
    .limit(1);
  if (!org) return null;
  if (quantity !== undefined && quantity > 0 && quantity !== org.seatQuantity)
    await db
      .update(organizations)
      .set({ seatQuantity: quantity, updatedAt: new Date() })
      .where(eq(organizations.id, org.id));
  return org.id;
}
