import { BarChart3, Brain, ListChecks, MessagesSquare } from 'lucide-react';

import { SectionHeading } from './section-heading';

const CAPABILITIES = [
  {
    icon: Brain,
    title: 'Needs analysis',
    text: 'Reads income, dependants, health and goals to find the protection gap that matters most to this client.',
  },
  {
    icon: MessagesSquare,
    title: 'Personalised storytelling',
    text: 'Writes every slide in plain language around the client’s family, budget and priorities — never a generic deck.',
  },
  {
    icon: ListChecks,
    title: 'Tailored recommendations',
    text: 'Matches coverage options to what the client can afford and explains the reasoning behind each one.',
  },
  {
    icon: BarChart3,
    title: 'Engagement analytics',
    text: 'Share a web link and see when your client opens it and which slides they spend time on.',
  },
];

export function CapabilitiesSection() {
  return (
    <section
      aria-labelledby="capabilities-title"
      className="border-t border-slate-200/70 bg-white py-24 sm:py-28 dark:border-navy-800 dark:bg-navy-900/40"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="capabilities-title"
          eyebrow="Core AI capabilities"
          title="The preparation of a senior advisor, in every meeting"
          lead="Pitchcraft does the analysis and the writing, so you can focus on the conversation with your client."
        />
        <ul className="mt-16 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {CAPABILITIES.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="rounded-2xl border border-slate-200 bg-slate-50/60 p-6 transition-colors hover:border-brand-200 dark:border-navy-700 dark:bg-navy-900 dark:hover:border-brand-800"
            >
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm shadow-brand-900/20 dark:bg-brand-600">
                <Icon className="h-5 w-5" aria-hidden />
              </span>
              <h3 className="mt-5 text-base font-semibold text-navy-900 dark:text-white">
                {title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-400">
                {text}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
