// The intake page's whole-card states: the link cannot be opened, is not active yet, or the
// answers were sent; and the overlay while they are being sent.
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  CircleAlert,
  CircleCheckBig,
  Clock,
  Loader2,
  RotateCw,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

import type { TPublicAdvisor } from '@pitchcraft/core';

import { AdvisorIntro } from './advisor-intro';

const STATUS_TONES = {
  error:
    'bg-red-50 text-red-600 ring-red-100 dark:bg-red-900/30 dark:text-red-300 dark:ring-red-900',
  waiting:
    'bg-amber-50 text-amber-700 ring-amber-200 dark:bg-amber-900/30 dark:text-amber-300 dark:ring-amber-800',
  success:
    'bg-emerald-50 text-emerald-600 ring-emerald-100 dark:bg-emerald-900/30 dark:text-emerald-300 dark:ring-emerald-900',
} as const;

interface StatusCardProps {
  icon: LucideIcon;
  tone: keyof typeof STATUS_TONES;
  title: string;
  children: ReactNode;
}

function StatusCard({ icon: Icon, tone, title, children }: StatusCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="px-6 py-10 text-center sm:px-10 sm:py-14">
      <div className="mx-auto mb-5 flex h-14 w-14 items-center justify-center rounded-full">
        <span
          className={`flex h-14 w-14 items-center justify-center rounded-full ring-1 ${STATUS_TONES[tone]}`}
        >
          <Icon className="h-7 w-7" aria-hidden />
        </span>
      </div>
      <h1
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-semibold tracking-tight text-navy-900 outline-none dark:text-white"
      >
        {title}
      </h1>
      {children}
    </Card>
  );
}

export function ErrorCard({
  message,
  onRetry,
  retrying = false,
}: {
  message: string;
  onRetry?: (() => void) | undefined;
  retrying?: boolean;
}) {
  return (
    <StatusCard title="Error" icon={CircleAlert} tone="error">
      <p role="alert" className="mt-2 text-slate-700 dark:text-slate-300">
        {message}
      </p>
      <p className="mx-auto mt-4 max-w-sm text-sm text-slate-500 dark:text-slate-400">
        If you think this is a mistake, ask the person who sent you this link for a new one.
      </p>
      {onRetry && (
        <Button variant="outline" className="mt-6" onClick={onRetry} loading={retrying}>
          {!retrying && <RotateCw className="h-4 w-4" aria-hidden />}
          Try Again
        </Button>
      )}
    </StatusCard>
  );
}

/** The advisor's account is not proven yet (no confirmed e-mail, no checkout): the form exists but waits. */
export function NotActiveCard({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <StatusCard title="Not active yet" icon={Clock} tone="waiting">
      <p role="status" className="mt-2 text-slate-700 dark:text-slate-300">
        This form is not active yet.
      </p>
      <p className="mx-auto mt-4 max-w-sm text-sm text-slate-500 dark:text-slate-400">
        The advisor who sent you this link is still setting up their account. Please try again
        later, or ask them when the form will be ready.
      </p>
      <Button variant="outline" className="mt-6" onClick={onRetry} loading={retrying}>
        {!retrying && <RotateCw className="h-4 w-4" aria-hidden />}
        Try Again
      </Button>
    </StatusCard>
  );
}

export function SuccessCard({ advisor }: { advisor: TPublicAdvisor | null }) {
  const [stillOpen, setStillOpen] = useState(false);
  const closeWindow = () => {
    window.close();
    window.scrollTo({ top: 0, behavior: 'smooth' });
    // Browsers only let a page close a window a script opened; say what to do otherwise.
    window.setTimeout(() => setStillOpen(!window.closed), 300);
  };
  return (
    <StatusCard title="Thank You!" icon={CircleCheckBig} tone="success">
      <p role="status" className="mt-2 text-slate-700 dark:text-slate-300">
        Your information has been submitted successfully.
      </p>
      {advisor && (advisor.name || advisor.company) && (
        <div className="mt-6 flex justify-center">
          <AdvisorIntro advisor={advisor} lead="It has gone straight to" />
        </div>
      )}
      <Button variant="outline" className="mt-8" onClick={closeWindow}>
        Close Window
      </Button>
      {stillOpen && (
        <p className="mt-3 text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
          You can now close this tab.
        </p>
      )}
    </StatusCard>
  );
}

export function SubmittingOverlay() {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-navy-950/40 p-4 backdrop-blur-[2px]">
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby="intake-submitting"
        tabIndex={-1}
        className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-5 shadow-xl outline-none dark:border-navy-700 dark:bg-navy-900"
      >
        <Loader2 className="h-5 w-5 animate-spin text-brand-700 dark:text-brand-300" aria-hidden />
        <p
          id="intake-submitting"
          aria-live="assertive"
          className="font-medium text-navy-900 dark:text-white"
        >
          Submitting your information...
        </p>
      </div>
    </div>
  );
}
