import { ClipboardList, Lightbulb, Palette, Presentation, Target, Users } from 'lucide-react';

import { SectionHeading } from './section-heading';

const FEATURES = [
  {
    icon: ClipboardList,
    title: 'Smart Client Forms',
    text: 'Send a link and let clients fill in their own details, straight into your client list.',
  },
  {
    icon: Presentation,
    title: 'Professional Presentations',
    text: 'Polished, consistent slides your clients can open on any device or download as a PDF.',
  },
  {
    icon: Users,
    title: 'Client Management',
    text: 'Every client and every submission in one searchable place, ready for the next meeting.',
  },
  {
    icon: Lightbulb,
    title: 'AI Insights',
    text: 'Coverage gaps, priorities and talking points surfaced from the data you already have.',
  },
  {
    icon: Palette,
    title: 'Customization Options',
    text: 'Your branding, your colours and your tone, applied to every presentation.',
  },
  {
    icon: Target,
    title: 'Sales Strategy Tools',
    text: 'Suggested next steps and answers to common objections, prepared before you walk in.',
  },
];

export function FeaturesSection() {
  return (
    <section aria-labelledby="features-title" className="py-24 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything you need to win the meeting"
        />
        <ul className="mt-16 grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 dark:bg-brand-900/40 dark:text-brand-300 dark:ring-brand-900">
                <Icon className="h-5 w-5" aria-hidden />
              </span>
              <div>
                <h3 className="font-semibold text-navy-900 dark:text-white">{title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-slate-600 dark:text-slate-400">
                  {text}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
