// The frame of the password-recovery pages, which stand outside the app's layout: the logo home
// link, one card with an icon and a heading, and Back to Login.
import { Card } from '@/components/ui/card';
import { ArrowLeft } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';

import { Logo } from './logo';

export function StandalonePage({
  icon: Icon,
  title,
  children,
}: {
  icon: ComponentType<{ className?: string }>;
  title: string;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen flex-col items-center px-4 py-10 sm:py-16">
      <Link to="/" aria-label="Pitchcraft home" className="rounded-lg">
        <Logo />
      </Link>
      <Card className="mt-10 w-full max-w-md p-6 sm:p-8">
        <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-300">
          <Icon className="h-5 w-5" aria-hidden />
        </span>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight text-navy-900 dark:text-white">
          {title}
        </h1>
        {children}
      </Card>
      <Link
        to="/auth"
        className="mt-8 inline-flex items-center gap-2 rounded-md text-sm font-medium text-slate-700 hover:text-navy-900 dark:text-slate-300 dark:hover:text-white"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Login
      </Link>
    </main>
  );
}
