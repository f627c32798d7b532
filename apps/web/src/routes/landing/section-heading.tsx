import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

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
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      <p className={cn('text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300', inverted && 'text-brand-300')}>
        {eyebrow}
      </p>
      <h2
        id={id}
        className={cn(
          'mt-3 text-3xl font-semibold tracking-tight text-balance text-navy-900 sm:text-4xl dark:text-white',
          inverted && 'text-white',
        )}
      >
        {title}
      </h2>
      {lead && (
        <p className={cn('mt-4 text-lg text-pretty text-slate-600 dark:text-slate-300', inverted && 'text-slate-300')}>{lead}</p>
      )}
    </div>
  );
}
