import { buttonStyle } from '@/components/ui/button-classes';
import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';

import { TRIAL_NOTE } from '@pitchcraft/core';

import { GENERATE_PATH, SIGN_IN_PATH, SIGNUP_PATH } from './landing-links';
import { PresentationMock } from './presentation-mock';

// A tick for each (one icon: the landing page's JavaScript budget counts every distinct one).
const ASSURANCES = ['Ready in minutes', 'Shareable web links', 'Cancel anytime'];

export function Hero({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_80%_60%_at_70%_0%,var(--color-brand-100),transparent_70%)] dark:bg-[radial-gradient(ellipse_80%_60%_at_70%_0%,color-mix(in_oklab,var(--color-brand-700)_30%,transparent),transparent_70%)]"
      />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,var(--color-slate-200)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-slate-200)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_70%_60%_at_50%_0%,black,transparent)] bg-[size:56px_56px] opacity-60 dark:bg-[linear-gradient(to_right,var(--color-navy-800)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-navy-800)_1px,transparent_1px)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-16 px-4 pt-14 pb-24 sm:px-6 lg:grid-cols-[1.05fr_1fr] lg:gap-12 lg:pt-20 lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/70 px-3 py-1 text-sm font-medium text-brand-800 dark:border-brand-800 dark:bg-navy-900/60 dark:text-brand-200">
            <span className="h-1.5 w-1.5 rounded-full bg-brand-600 dark:bg-brand-400" aria-hidden />
            For insurance &amp; financial advisors
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl leading-[1.08] font-semibold tracking-tight text-balance text-navy-900 sm:text-5xl lg:text-[3.5rem] dark:text-white"
          >
            AI-Powered Client Presentations{' '}
            <span className="text-brand-700 dark:text-brand-300">That Convert</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-slate-600 dark:text-slate-300">
            Turn a client&rsquo;s details into a personalised, data-driven presentation in minutes.
            Present it in the meeting, share it as a web link, or export it as a PDF.
          </p>

          {signedIn ? (
            <div className="mt-9 flex flex-wrap items-center gap-3">
              <Link to={GENERATE_PATH} className={buttonStyle('primary', 'lg')}>
                Create a Presentation <ArrowRight className="h-4 w-4" aria-hidden />
              </Link>
            </div>
          ) : (
            <div className="mt-9">
              <div className="flex flex-wrap items-center gap-3">
                <Link
                  to={SIGNUP_PATH}
                  className={buttonStyle('primary', 'lg')}
                  aria-describedby="hero-trial-note"
                >
                  Start Free Trial <ArrowRight className="h-4 w-4" aria-hidden />
                </Link>
                <Link to={SIGN_IN_PATH} className={buttonStyle('outline', 'lg')}>
                  Sign In
                </Link>
              </div>
              <p id="hero-trial-note" className="mt-3 text-sm text-slate-600 dark:text-slate-400">
                {TRIAL_NOTE}
              </p>
            </div>
          )}

          <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-3 text-sm text-slate-700 dark:text-slate-300">
            {ASSURANCES.map((label) => (
              <li key={label} className="flex items-center gap-2">
                <Check className="h-4 w-4 text-emerald-600 dark:text-emerald-400" aria-hidden />
                {label}
              </li>
            ))}
          </ul>
        </div>
        <PresentationMock />
      </div>
    </section>
  );
}
