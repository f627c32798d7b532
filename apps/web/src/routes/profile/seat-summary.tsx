// Seats on the profile's subscription card: the owner of an agency sees the paid seats and the
// monthly total; any other member sees whom the organisation's plan is billed to instead of the
// billing controls. A solo advisor's card is unchanged.
import { Alert } from '@/components/ui/alert';
import { CardContent } from '@/components/ui/card';
import { Users } from 'lucide-react';
import type { ReactNode } from 'react';

import type { RouterOutputs } from '@pitchcraft/api';
import { SEAT_PRICING_NOTE } from '@pitchcraft/core';

export type SeatSummary = RouterOutputs['billing']['seats'];

const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Seats and the monthly total, for the owner of an organisation with other members. */
export function SeatDetails({ seats }: { seats: SeatSummary | undefined }) {
  if (!seats?.manages || seats.members <= 1 || seats.paidSeats === null) return null;
  const free = seats.freeMembers ?? 0;
  return (
    <>
      <Detail label="Seats">
        <span data-testid="subscription-seats">
          {plural(seats.paidSeats, 'advisor seat', 'advisor seats')}
          {free > 0 && (
            <span className="font-normal text-slate-600 dark:text-slate-400">
              {` · ${plural(free, 'free member', 'free members')}`}
            </span>
          )}
        </span>
      </Detail>
      <Detail label="Monthly total">
        <span data-testid="subscription-monthly-total">
          {dollars(seats.monthlyTotalCents ?? 0)} / month
        </span>
      </Detail>
    </>
  );
}

/** One row of the card's details, as the card lays out its own. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="font-medium text-navy-900 dark:text-white">{children}</dd>
    </div>
  );
}

/** The pricing rule under the details, for an owner whose organisation has other members. */
export function SeatPricingNote({ seats }: { seats: SeatSummary | undefined }) {
  if (!seats?.manages || seats.members <= 1) return null;
  return (
    <p className="flex items-start gap-2.5 text-sm text-slate-600 dark:text-slate-400">
      <Users className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden />
      <span>{SEAT_PRICING_NOTE}. Adding or removing an advisor adjusts your bill pro rata.</span>
    </p>
  );
}

/** What a member who does not manage billing sees in place of the plan's controls. */
export function BilledToOwner({ seats }: { seats: SeatSummary }) {
  return (
    <CardContent className="space-y-4" data-testid="subscription-billed-to">
      <Alert tone="info" title={`Billed to ${seats.billedTo ?? 'the organisation owner'}`}>
        Your organisation’s plan covers your account. The owner manages the subscription and seats.
      </Alert>
      <p className="text-sm text-slate-600 dark:text-slate-400">{SEAT_PRICING_NOTE}.</p>
    </CardContent>
  );
}
