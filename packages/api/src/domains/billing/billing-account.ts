// Whose subscription a member's billing reads: the organisation's billing member's (its owner's).
// A solo advisor is the billing member of their organisation of one, so nothing changes for them.
import { eq, organizationMembers, organizations, type Executor } from '@pitchcraft/db';

interface BillingAccount {
  organizationId: string;
  /** The member whose profile carries the organisation's customer, trial and subscription. */
  billingUserId: string;
}

export async function billingAccountOf(db: Executor, userId: string): Promise<BillingAccount> {
  const [row] = await db
    .select({
      organizationId: organizations.id,
      billingUserId: organizations.billingUserId,
    })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.userId, userId))
    .limit(1);
  // Every account has a membership (a database trigger makes one); without it, the account's own.
  return row ?? { organizationId: `org_${userId}`, billingUserId: userId };
}
