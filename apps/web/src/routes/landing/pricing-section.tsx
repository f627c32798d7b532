import { buttonStyle } from '@/components/ui/button-classes';
import { CheckList } from '@/components/ui/check-list';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';

import {
  FREE_TRIAL_LABEL,
  MONTHLY_PRICE,
  MONTHLY_PRICE_PER_MONTH,
  SEAT_PRICING_NOTE,
  SUBSCRIPTION_BENEFITS,
  TRIAL_PERIOD_DAYS,
} from '@pitchcraft/core';

import { GENERATE_PATH, SIGNUP_PATH } from './landing-links';
import { SectionHeading } from './section-heading';

export function PricingSection({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="pricing-title" className="py-24 sm:py-28">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
        <div>
          <SectionHeading
            id="pricing-title"
            eyebrow="Pricing"
            title="One simple plan with everything included"
            lead={`Try every feature free for ${TRIAL_PERIOD_DAYS} days. After that it is ${MONTHLY_PRICE_PER_MONTH}, and you can cancel anytime.`}
            align="left"
          />
          <p className="mt-8 flex items-start gap-3 text-sm text-slate-600 dark:text-slate-400">
            <ShieldCheck
              className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600 dark:text-emerald-400"
              aria-hidden
            />
            No contracts and no setup fees. Cancel anytime from your profile.
          </p>
        </div>

        <div className="relative">
          <div
            aria-hidden
            className="pointer-events-none absolute -inset-4 rounded-[2rem] bg-gradient-to-br from-brand-100 to-transparent blur-xl dark:from-brand-900/40"
          />
          <div className="relative rounded-3xl border border-slate-200 bg-white p-6 shadow-xl shadow-navy-900/5 sm:p-10 dark:border-navy-700 dark:bg-navy-900 dark:shadow-black/30">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h3 className="text-lg font-semibold text-navy-900 dark:text-white">
                Pitchcraft Professional
              </h3>
              <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 dark:bg-brand-900/40 dark:text-brand-200 dark:ring-brand-800">
                {FREE_TRIAL_LABEL}
              </span>
            </div>
            <p className="mt-6 flex items-baseline gap-1.5">
              <span className="text-5xl font-semibold tracking-tight text-navy-900 dark:text-white">
                {MONTHLY_PRICE}
              </span>
              <span className="text-base text-slate-600 dark:text-slate-400">/month</span>
            </p>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{`after your ${FREE_TRIAL_LABEL} · cancel anytime`}</p>
            <p
              className="mt-4 rounded-lg bg-slate-50 px-3 py-2 text-sm font-medium text-navy-800 dark:bg-navy-800/60 dark:text-slate-200"
              data-testid="pricing-seats"
            >
              {SEAT_PRICING_NOTE}
            </p>

            <CheckList
              items={SUBSCRIPTION_BENEFITS}
              className="mt-8 grid gap-3 border-t border-slate-100 pt-8 sm:grid-cols-2 dark:border-navy-800"
              itemClassName="gap-3 text-sm"
            />

            {signedIn ? (
              <Link to={GENERATE_PATH} className={buttonStyle('primary', 'lg', 'mt-10 w-full')}>
                Create a Presentation
              </Link>
            ) : (
              <Link to={SIGNUP_PATH} className={buttonStyle('primary', 'lg', 'mt-10 w-full')}>
                Start Free Trial
              </Link>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
