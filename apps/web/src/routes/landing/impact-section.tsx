import { SectionHeading } from './section-heading';

const CLAIMS = [
  { value: '3-5x', label: 'faster', detail: 'Presentations prepared in minutes instead of hours.' },
  {
    value: '40%',
    label: 'higher close rates',
    detail: 'Recommendations clients understand and trust.',
  },
  { value: '2x', label: 'engagement', detail: 'Clients who keep reading long after the meeting.' },
];

export function ImpactSection() {
  return (
    <section aria-labelledby="impact-title" className="px-4 sm:px-6">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-navy-900 px-6 py-16 sm:px-12 sm:py-20 dark:bg-navy-900 dark:ring-1 dark:ring-navy-700">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-brand-600/30 blur-3xl"
        />
        <div
          aria-hidden
          className="pointer-events-none absolute -bottom-32 -left-20 h-72 w-72 rounded-full bg-emerald-500/10 blur-3xl"
        />
        <div className="relative">
          <SectionHeading
            id="impact-title"
            eyebrow="Business impact"
            title="More closed business from the meetings you already have"
            tone="inverted"
          />
          <dl className="mt-14 grid gap-10 text-center sm:grid-cols-3 sm:gap-6">
            {CLAIMS.map(({ value, label, detail }) => (
              <div key={label} className="flex flex-col items-center">
                <dt className="order-2 mt-2 text-base font-medium text-white">{label}</dt>
                <dd className="order-1 bg-gradient-to-b from-white to-brand-200 bg-clip-text text-5xl font-semibold tracking-tight text-transparent sm:text-6xl">
                  {value}
                </dd>
                <dd className="order-3 mt-2 max-w-[16rem] text-sm text-slate-300">{detail}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
