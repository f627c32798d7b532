import { ClipboardList, Presentation, Sparkles } from 'lucide-react';

import { SectionHeading } from './section-heading';

const STEPS = [
  {
    icon: ClipboardList,
    title: 'Data capture',
    text: 'Type your client’s details in, or send them a secure form link they fill in on their own time.',
  },
  {
    icon: Sparkles,
    title: 'AI analysis',
    text: 'Pitchcraft weighs needs, gaps and budget, and drafts a strategy tailored to this client.',
  },
  {
    icon: Presentation,
    title: 'Instant presentation',
    text: 'Present in the meeting, share a web link or export a PDF — in minutes, not evenings.',
  },
];

export function WorkflowSection() {
  return (
    <section aria-labelledby="workflow-title" className="py-24 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="workflow-title"
          eyebrow="How it works"
          title="From client details to a finished presentation in three steps"
        />
        <div className="relative mt-16">
          <div
            aria-hidden
            className="absolute top-7 right-[16%] left-[16%] hidden h-px bg-gradient-to-r from-brand-200 via-brand-400 to-brand-200 md:block dark:from-navy-700 dark:via-brand-700 dark:to-navy-700"
          />
          <ol className="relative grid gap-10 md:grid-cols-3 md:gap-8">
            {STEPS.map(({ icon: Icon, title, text }, index) => (
              <li key={title} className="relative flex flex-col items-center text-center">
                <span className="relative flex h-14 w-14 items-center justify-center rounded-2xl border border-slate-200 bg-white text-brand-700 shadow-sm dark:border-navy-700 dark:bg-navy-900 dark:text-brand-300">
                  <Icon className="h-6 w-6" aria-hidden />
                  <span className="absolute -top-2 -right-2 flex h-6 w-6 items-center justify-center rounded-full bg-navy-900 text-xs font-semibold text-white dark:bg-brand-600">
                    {index + 1}
                  </span>
                </span>
                <h3 className="mt-6 text-lg font-semibold text-navy-900 dark:text-white">
                  {title}
                </h3>
                <p className="mt-2 max-w-xs text-slate-600 dark:text-slate-400">{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
