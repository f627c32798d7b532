import { buttonStyle } from '@/components/ui/button-classes';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

import { TRIAL_NOTE } from '@pitchcraft/core';

import { GENERATE_PATH, SIGN_IN_PATH } from './landing-links';

export function ClosingSection({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="closing-title" className="px-4 pb-24 sm:px-6 sm:pb-28">
      <div className="mx-auto max-w-6xl rounded-3xl border border-slate-200 bg-white px-6 py-14 text-center shadow-sm sm:px-12 sm:py-16 dark:border-navy-700 dark:bg-navy-900">
        <h2
          id="closing-title"
          className="mx-auto max-w-2xl text-3xl font-semibold tracking-tight text-balance text-navy-900 sm:text-4xl dark:text-white"
        >
          Your next client meeting, prepared in minutes
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600 dark:text-slate-300">
          Join advisors who walk into every meeting with a presentation made for that client.
        </p>
        <div className="mt-9 flex flex-col items-center gap-3">
          {signedIn ? (
            <Link to={GENERATE_PATH} className={buttonStyle('primary', 'lg')}>
              Create a Presentation <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
          ) : (
            <>
              <Link to={SIGN_IN_PATH} className={buttonStyle('primary', 'lg')}>
                Get Started Free <ArrowRight className="h-4 w-4" aria-hidden />
              </Link>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {TRIAL_NOTE} · cancel anytime
              </p>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
