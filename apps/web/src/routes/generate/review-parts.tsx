// The review step's parts: a card per part of the input (with its Edit button), the facts in it as
// label and value, and how a figure reads there.
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';

import { parseAmount } from '@pitchcraft/core';

export const title = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
export const money = (value: string | number) => {
  const amount = parseAmount(value);
  return amount === null ? '—' : `$${amount.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;
};
/** A needs fact or assumption: blank means none given (facts) or the analysis's default (assumptions). */
export const given = (
  value: string | number | undefined,
  show: (text: string) => string,
  blank = '—',
) => {
  const text = value === undefined ? '' : String(value).trim();
  return text === '' ? blank : show(text);
};

export function Section({
  heading,
  onEdit,
  children,
  className,
}: {
  heading: string;
  onEdit?: () => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={className}>
      <section aria-label={heading}>
        <div className="flex items-center justify-between gap-4 border-b border-slate-100 px-5 py-3.5 dark:border-navy-800">
          <h3 className="font-semibold text-navy-900 dark:text-white">{heading}</h3>
          {onEdit && (
            <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${heading}`}>
              <Pencil className="h-3.5 w-3.5" aria-hidden />
              Edit
            </Button>
          )}
        </div>
        <div className="px-5 py-4">{children}</div>
      </section>
    </Card>
  );
}

export function Facts({ items, wide }: { items: [string, ReactNode][]; wide?: boolean }) {
  return (
    <dl
      className={cn(
        'grid grid-cols-2 gap-x-6 gap-y-3 text-sm',
        wide && 'sm:grid-cols-3 lg:grid-cols-4',
      )}
    >
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">
            {label}
          </dt>
          <dd className="mt-0.5 break-words text-navy-900 dark:text-slate-100">
            {value === '' || value === null ? '—' : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
