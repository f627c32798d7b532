import { Logo } from '@/components/layout/logo';
import { Link } from 'react-router';

export function LandingFooter({ signedIn }: { signedIn: boolean }) {
  const year = new Date().getFullYear();
  const linkClass = 'text-slate-600 hover:text-navy-900 dark:text-slate-400 dark:hover:text-white';
  return (
    <footer className="border-t border-slate-200 bg-white dark:border-navy-800 dark:bg-navy-950">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="space-y-3">
          <Link to="/" aria-label="Pitchcraft home" className="inline-flex">
            <Logo />
          </Link>
          <p className="max-w-xs text-sm text-slate-600 dark:text-slate-400">
            AI-written client presentations for insurance and financial advisors.
          </p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {signedIn ? (
            <>
              <Link to="/generate" className={linkClass}>
                Generate
              </Link>
              <Link to="/clients" className={linkClass}>
                Clients
              </Link>
              <Link to="/profile" className={linkClass}>
                Your Profile
              </Link>
            </>
          ) : (
            <>
              <Link to="/signup" className={linkClass}>
                Start Free Trial
              </Link>
              <Link to="/auth" className={linkClass}>
                Sign In
              </Link>
              <Link to="/forgot-password" className={linkClass}>
                Forgot password?
              </Link>
            </>
          )}
        </nav>
      </div>
      <div className="border-t border-slate-100 dark:border-navy-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-600 sm:px-6 dark:text-slate-400">
          &copy; {year} Pitchcraft. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
