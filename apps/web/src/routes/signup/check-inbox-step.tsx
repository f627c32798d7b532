// Between signup's two steps: the account is confirmed from the link mailed to the address, which
// also signs the advisor in and brings them back to step 2. Sign-up answers this way whether or not
// the address already has an account, so the page never tells a visitor which addresses do.
import { Button } from '@/components/ui/button';
import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';

export function CheckInboxStep({
  email,
  onChangeEmail,
}: {
  email: string;
  onChangeEmail: () => void;
}) {
  return (
    <div className="flex flex-col items-start gap-5" role="status">
      <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-300">
        <MailCheck className="h-6 w-6" aria-hidden />
      </span>
      <div className="space-y-2">
        <h2 className="text-xl font-semibold tracking-tight text-navy-900 dark:text-white">
          Check your inbox
        </h2>
        <p className="text-slate-700 dark:text-slate-300">
          We sent a link to{' '}
          <span className="font-medium break-all text-navy-900 dark:text-white">{email}</span>. Open
          it to confirm your address and continue to your free trial.
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The link works once, for three days. You can close this page.
        </p>
      </div>
      <div className="w-full rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700 dark:border-navy-700 dark:bg-navy-900/60 dark:text-slate-300">
        <p className="font-medium text-navy-900 dark:text-white">Nothing arrived?</p>
        <p className="mt-1">
          Check your spam folder, or{' '}
          <Link
            to="/auth"
            className="font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            sign in
          </Link>{' '}
          with the password you just chose. If you already had an account with this address, we sent
          it a note instead: sign in, or reset your password from the sign-in page.
        </p>
      </div>
      <Button variant="ghost" onClick={onChangeEmail}>
        Use a different e-mail address
      </Button>
    </div>
  );
}
