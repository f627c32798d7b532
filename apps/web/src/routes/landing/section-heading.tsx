import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** The eyebrow, title and lead that open every landing section, so they all share one rhythm. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
  tone = 'default',
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'center' | 'left';
  tone?: 'default' | 'inverted';
}) {
  const inverted = tone === 'inverted';
  return (
    <div className={clsx('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      <p
        className={clsx(
          'text-sm font-semibold tracking-wide uppercase',
          inverted ? 'text-brand-300' : 'text-brand-700 dark:text-brand-300',
        )}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={clsx(
          'mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-4xl',
          inverted ? 'text-white' : 'text-navy-900 dark:text-white',
        )}
      >
        {title}
      </h2>
      {lead && (
        <p
          className={clsx(
            'mt-4 text-lg text-pretty',
            inverted ? 'text-slate-300' : 'text-slate-600 dark:text-slate-300',
          )}
        >
          {lead}
        </p>
      )}
    </div>
  );
}
