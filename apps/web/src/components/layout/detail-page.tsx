// The frame of a page about one client's presentation (the presentation, a review of it): the link
// back to its list, the title with whom it is for, and the whole-page state shown when it could not
// be loaded (missing, or not the reader's).
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/states';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className={buttonClasses('ghost', 'sm', '-ml-3 text-slate-700 dark:text-slate-300')}
    >
      <ArrowLeft className="h-4 w-4" aria-hidden />
      {children}
    </Link>
  );
}

interface DetailPageProps {
  back: { to: string; label: string };
  title: string;
  clientName: string;
  /** What the line under the title says after the client's name. */
  details: ReactNode;
  /** Beside the title: a status, or the page's actions. */
  aside: ReactNode;
  children: ReactNode;
}

export function DetailPage({ back, title, clientName, details, aside, children }: DetailPageProps) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <BackLink to={back.to}>{back.label}</BackLink>
      <div className="mt-3 mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight text-navy-900 sm:text-3xl dark:text-white">
            {title}
          </h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            For <span className="font-medium text-navy-800 dark:text-slate-200">{clientName}</span>{' '}
            · {details}
          </p>
        </div>
        {aside}
      </div>
      {children}
    </div>
  );
}

interface DetailNotFoundProps {
  title: string;
  description: string;
  /** The way back (and a retry where one may help). */
  action: ReactNode;
}

export function DetailNotFound({ title, description, action }: DetailNotFoundProps) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:px-6 lg:py-20">
      <Card role="alert">
        <EmptyState
          icon={FileQuestion}
          heading="h1"
          title={title}
          description={description}
          action={action}
        />
      </Card>
    </div>
  );
}
