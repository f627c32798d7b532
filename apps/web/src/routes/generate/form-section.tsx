// A titled card grouping related fields of the client-info form.
import { Card } from '@/components/ui/card';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function FormSection({
  icon: Icon,
  title,
  description,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  description?: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card>
      <section aria-labelledby={id}>
        <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4 sm:px-6 dark:border-navy-800">
          <div className="flex items-start gap-3">
            <span className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-300">
              <Icon className="h-5 w-5" aria-hidden />
            </span>
            <div>
              <h3 id={id} className="font-semibold text-navy-900 dark:text-white">
                {title}
              </h3>
              {description && (
                <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p>
              )}
            </div>
          </div>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
}
