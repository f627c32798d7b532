// Read-only records: an advisor whose subscription ended (canceled, past due, unpaid) still opens
// their presentations, versions, responses and analytics — the API serves those reads on
// recordsProcedure — while creating and editing stay behind the subscription. The guard of the
// presentation routes provides the mode; the screens hide or disable what would write.
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { Lock } from 'lucide-react';
import { createContext, useContext, type ReactNode } from 'react';
import { Link } from 'react-router';

import { READ_ONLY_MESSAGES } from '@pitchcraft/core';

interface RecordsAccess {
  /** Reading only: every control that creates or changes something is hidden or disabled. */
  readOnly: boolean;
  /** The status the advisor is in (canceled, past_due, …), for the banner's words. */
  status: string | null;
}

const RecordsAccessContext = createContext<RecordsAccess>({ readOnly: false, status: null });

export function RecordsAccessProvider({
  value,
  children,
}: {
  value: RecordsAccess;
  children: ReactNode;
}) {
  return <RecordsAccessContext.Provider value={value}>{children}</RecordsAccessContext.Provider>;
}

/** Whether the records on screen are read-only (false everywhere outside the presentation routes). */
export function useRecordsAccess(): RecordsAccess {
  return useContext(RecordsAccessContext);
}

/** The calm line above read-only records: what happened, what still works, and the way back. */
export function ReadOnlyBanner({ className }: { className?: string }) {
  const { readOnly, status } = useRecordsAccess();
  if (!readOnly) return null;
  const ended = status === 'canceled' || status === null;
  return (
    <div
      role="status"
      data-testid="read-only-banner"
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3.5 text-sm text-navy-800 sm:flex-row sm:items-center sm:justify-between dark:border-navy-700 dark:bg-navy-900/60 dark:text-slate-200',
        className,
      )}
    >
      <p className="flex items-start gap-2.5">
        <Lock className="mt-0.5 h-4 w-4 shrink-0 text-slate-500 dark:text-slate-400" aria-hidden />
        <span>{ended ? READ_ONLY_MESSAGES.ended : READ_ONLY_MESSAGES.lapsed}</span>
      </p>
      <Link
        to="/profile"
        className={buttonClasses('outline', 'sm', 'shrink-0 self-start sm:self-auto')}
      >
        {ended ? 'Renew' : 'Manage Subscription'}
      </Link>
    </div>
  );
}
