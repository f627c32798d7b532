// The Subscription Required page, shown in place of a guarded route when access is denied.
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useSession } from '@/lib/session';
import { ArrowLeft, Lock } from 'lucide-react';
import { Link } from 'react-router';

export function SubscriptionRequired({ reason }: { reason: string }) {
  // A member of an agency does not pay: the organisation's owner does.
  const { session } = useSession();
  const billedByOwner = session && session.user.role !== 'owner';
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:px-6 lg:py-20">
      <Card>
        <CardContent className="flex flex-col items-center gap-5 p-8 text-center sm:p-10">
          <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-amber-50 text-amber-700 ring-1 ring-amber-200 dark:bg-amber-900/30 dark:text-amber-300 dark:ring-amber-800">
            <Lock className="h-7 w-7" aria-hidden />
          </span>
          <div className="space-y-3">
            <h1 className="text-2xl font-semibold tracking-tight text-navy-900 dark:text-white">
              Subscription Required
            </h1>
            <p
              data-testid="subscription-denial-reason"
              className="inline-flex rounded-full bg-amber-50 px-3 py-1 text-sm font-medium text-amber-900 ring-1 ring-amber-200 dark:bg-amber-900/30 dark:text-amber-100 dark:ring-amber-800"
            >
              {reason}
            </p>
            <p className="text-slate-600 dark:text-slate-400">
              You need an active subscription or trial to access generation features.
            </p>
            {billedByOwner && (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                Your organisation&apos;s subscription is managed by its owner: ask them to renew it.
              </p>
            )}
          </div>
          <div className="flex w-full flex-col gap-3 pt-2 sm:w-auto sm:flex-row-reverse">
            <Link to="/profile" className={buttonClasses('primary', 'lg')}>
              Manage Subscription
            </Link>
            <Link to="/" className={buttonClasses('outline', 'lg')}>
              <ArrowLeft className="h-4 w-4" aria-hidden />
              Return to Home
            </Link>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
