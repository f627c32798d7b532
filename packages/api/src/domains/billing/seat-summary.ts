// What the subscription card says about seats: the owner sees the paid seats and the monthly
// total; every other member only whom the organisation's plan is billed to.
import { hasPermission, isSeatRole, SEAT_PRICE_CENTS } from '@pitchcraft/core';
import { eq, organizationMembers, userProfiles } from '@pitchcraft/db';

import type { SessionUser } from '../auth/session';
import { billingAccountOf } from './billing-account';
import type { BillingCtx } from './service';

interface SeatSummary {
  /** The caller manages billing (the owner). */
  manages: boolean;
  /** The billing member's name, for members who do not manage billing; null for the owner. */
  billedTo: string | null;
  /** Everyone in the organisation, the owner included. */
  members: number;
  /** Owner-only figures; null for other members. */
  paidSeats: number | null;
  freeMembers: number | null;
  seatPriceCents: number;
  monthlyTotalCents: number | null;
}

export async function seatSummary(
  ctx: BillingCtx,
  user: Pick<SessionUser, 'id' | 'role'>,
): Promise<SeatSummary> {
  const { organizationId, billingUserId } = await billingAccountOf(ctx.db, user.id);
  const roles = await ctx.db
    .select({ role: organizationMembers.role })
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationId, organizationId));
  const manages = hasPermission(user.role, 'billing');
  let billedTo: string | null = null;
  if (!manages) {
    const [owner] = await ctx.db
      .select({ fullName: userProfiles.fullName, companyName: userProfiles.companyName })
      .from(userProfiles)
      .where(eq(userProfiles.userId, billingUserId))
      .limit(1);
    // A name left blank falls back to the company, then to the role.
    const names = [owner?.fullName.trim(), owner?.companyName.trim()].filter(Boolean);
    billedTo = names[0] ?? 'the organisation owner';
  }
  const paidSeats = Math.max(1, roles.filter((r) => isSeatRole(r.role)).length);
  return {
    manages,
    billedTo,
    members: roles.length,
    paidSeats: manages ? paidSeats : null,
    freeMembers: manages ? roles.length - roles.filter((r) => isSeatRole(r.role)).length : null,
    seatPriceCents: SEAT_PRICE_CENTS,
    monthlyTotalCents: manages ? paidSeats * SEAT_PRICE_CENTS : null,
  };
}
