import { Badge } from '@/components/ui/badge';
import {
  ArrowRight,
  Briefcase,
  Check,
  GraduationCap,
  HeartPulse,
  House,
  ShieldCheck,
  ShoppingBag,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';

import { GENERATE_PATH, SIGNUP_PATH } from './landing-links';
import { SectionHeading } from './section-heading';

const AVAILABLE_HIGHLIGHTS = [
  'Needs analysis',
  'Coverage gap charts',
  'Client intake forms',
  'Objection handling',
];

const COMING_SOON: { icon: LucideIcon; name: string }[] = [
  { icon: House, name: 'Real Estate' },
  { icon: Briefcase, name: 'Business Consulting' },
  { icon: GraduationCap, name: 'Education & Training' },
  { icon: HeartPulse, name: 'Healthcare & Medical' },
  { icon: ShoppingBag, name: 'Retail & E-commerce' },
];

export function IndustriesSection({ signedIn }: { signedIn: boolean }) {
  return (
    <section
      aria-labelledby="industries-title"
      className="border-y border-slate-200/70 bg-white py-24 sm:py-28 dark:border-navy-800 dark:bg-navy-900/40"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="industries-title"
          eyebrow="Industries"
          title="Made for insurance and financial services"
          lead="Templates, language and analysis built for advisors today, with more industries on the way."
        />
        <div className="mt-16 grid gap-6 lg:grid-cols-2">
          <Link
            to={signedIn ? GENERATE_PATH : SIGNUP_PATH}
            className="group flex flex-col rounded-2xl border border-brand-200 bg-gradient-to-br from-brand-50 to-white p-6 transition-shadow hover:shadow-lg hover:shadow-brand-900/5 sm:p-8 dark:border-brand-800 dark:from-brand-900/30 dark:to-navy-900"
          >
            <div className="flex items-start justify-between gap-3">
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm shadow-brand-900/20 dark:bg-brand-600">
                <ShieldCheck className="h-6 w-6" aria-hidden />
              </span>
              <Badge tone="success">Available Now</Badge>
            </div>
            <h3 className="mt-6 text-xl font-semibold text-navy-900 dark:text-white">
              Insurance &amp; Financial Services
            </h3>
            <p className="mt-2 leading-relaxed text-slate-600 dark:text-slate-300">
              Life, health, disability, critical illness, long-term care and retirement planning
              presentations, with needs analysis and coverage recommendations built in.
            </p>
            <ul className="mt-6 grid gap-2.5 text-sm text-navy-800 sm:grid-cols-2 dark:text-slate-200">
              {AVAILABLE_HIGHLIGHTS.map((item) => (
                <li key={item} className="flex items-center gap-2">
                  <Check
                    className="h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400"
                    strokeWidth={2.5}
                    aria-hidden
                  />
                  {item}
                </li>
              ))}
            </ul>
            <span className="mt-auto inline-flex items-center gap-1.5 pt-8 text-sm font-semibold text-brand-700 dark:text-brand-300">
              {signedIn ? 'Create a presentation' : 'Start your free trial'}
              <ArrowRight
                className="h-4 w-4 transition-transform group-hover:translate-x-0.5"
                aria-hidden
              />
            </span>
          </Link>
          <div className="rounded-2xl border border-slate-200 bg-slate-50/70 p-2 dark:border-navy-700 dark:bg-navy-950/40">
            <p className="px-3 pt-3 pb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase sm:px-4 dark:text-slate-400">
              Not yet available
            </p>
            <ul className="divide-y divide-slate-200/80 dark:divide-navy-800">
              {COMING_SOON.map(({ icon: Icon, name }) => (
                <li
                  key={name}
                  aria-disabled="true"
                  className="flex cursor-not-allowed items-center gap-3 px-3 py-3.5 select-none sm:gap-4 sm:px-4"
                >
                  <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-slate-200/70 text-slate-500 dark:bg-navy-800 dark:text-slate-400">
                    <Icon className="h-[18px] w-[18px]" aria-hidden />
                  </span>
                  <h3 className="min-w-0 flex-1 text-sm font-medium text-slate-600 dark:text-slate-400">
                    {name}
                  </h3>
                  <Badge tone="neutral">Coming Soon</Badge>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
