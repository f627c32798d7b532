// The public intake form behind a collection link (/client-form/:linkId): standalone, no app navigation.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { CircleAlert, CircleCheckBig, Clock, Loader2, Lock, RotateCw, type LucideIcon } from 'lucide-react';
import type { TPublicIntakeLink } from '@pitchcraft/core';
import { Logo } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorCode, useTRPC } from '@/lib/trpc';
import { InsuranceForm } from './insurance-form';
import { RealEstateForm } from './real-estate-form';

export type SubmitIntake = (data: Record<string, unknown>, onError: (error: unknown) => void) => void;

const DEFAULT_HEADING = 'Client Information';

function errorReason(error: unknown): string | undefined {
  return error instanceof TRPCClientError ? (error.data as { reason?: string } | undefined)?.reason : undefined;
}

/** What the page says when the link cannot be opened (spec §4 Public client form page). */
function loadErrorMessage(error: unknown): { message: string; retry: boolean } {
  const reason = errorReason(error);
  if (reason === 'LINK_EXPIRED') return { message: 'This link has expired', retry: false };
  if (reason === 'LINK_USED') return { message: 'This link has already been used', retry: false };
  if (reason === 'LINK_NOT_FOUND' || errorCode(error) === 'NOT_FOUND') return { message: 'This link is invalid or has expired', retry: false };
  return { message: 'Error loading form', retry: true };
}

export default function ClientFormPage() {
  const { linkId = '' } = useParams();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 dark:bg-navy-950">
      <header className="border-b border-slate-200/80 bg-white/90 dark:border-navy-800 dark:bg-navy-900/80">
        <div className="mx-auto flex h-14 max-w-2xl items-center justify-between px-4 sm:px-6">
          <Logo className="scale-90 origin-left" />
          <p className="flex items-center gap-1.5 text-xs font-medium text-slate-600 dark:text-slate-400">
            <Lock className="h-3.5 w-3.5" aria-hidden /> Secure form
          </p>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-2xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
        {linkId.trim() ? <LinkForm linkId={linkId} /> : <ErrorCard message="Invalid link" />}
      </main>
      <footer className="px-4 pb-8 text-center text-xs text-slate-500 dark:text-slate-400">Your answers go only to the advisor who sent you this link.</footer>
    </div>
  );
}

function LinkForm({ linkId }: { linkId: string }) {
  const trpc = useTRPC();
  const link = useQuery({ ...trpc.intake.getLink.queryOptions({ linkId }), staleTime: Infinity });
  const [submitted, setSubmitted] = useState(false);
  const intake = useMutation(trpc.intake.submit.mutationOptions());

  useEffect(() => {
    document.title = `${(link.data?.title ?? '') || DEFAULT_HEADING} · Pitchcraft`;
  }, [link.data?.title]);

  if (link.isPending) return <LoadingForm />;
  if (link.isError) {
    if (errorReason(link.error) === 'LINK_NOT_ACTIVE') return <NotActiveCard onRetry={() => void link.refetch()} retrying={link.isFetching} />;
    const { message, retry } = loadErrorMessage(link.error);
    return <ErrorCard message={message} onRetry={retry ? () => void link.refetch() : undefined} retrying={link.isFetching} />;
  }
  if (submitted) return <SuccessCard />;

  const submit: SubmitIntake = (data, onError) => {
    intake.mutate(
      { linkId, data },
      {
        onSuccess: () => {
          setSubmitted(true);
          window.scrollTo({ top: 0 });
        },
        onError,
      },
    );
  };

  return (
    <>
      <div className="mb-6 space-y-2 sm:mb-8">
        <h1 className="text-2xl font-semibold tracking-tight text-navy-900 break-words sm:text-3xl dark:text-white">{link.data.title || DEFAULT_HEADING}</h1>
        {link.data.description && <p className="leading-relaxed text-slate-600 whitespace-pre-line dark:text-slate-400">{link.data.description}</p>}
      </div>
      <Card className="p-5 sm:p-8" inert={intake.isPending}>
        <FormFor link={link.data} submit={submit} busy={intake.isPending} />
      </Card>
      {intake.isPending && <SubmittingOverlay />}
    </>
  );
}

function FormFor({ link, submit, busy }: { link: TPublicIntakeLink; submit: SubmitIntake; busy: boolean }) {
  switch (link.industryType) {
    case 'insurance':
      return <InsuranceForm template={link.templateData} submit={submit} busy={busy} />;
    case 'real-estate':
      return <RealEstateForm template={link.templateData} submit={submit} busy={busy} />;
    default:
      return <p className="text-slate-700 dark:text-slate-300">Unknown form type. Please contact the sender of this link.</p>;
  }
}

function LoadingForm() {
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">Loading form...</span>
      <div className="space-y-3" aria-hidden>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-full max-w-md" />
      </div>
      <Card className="space-y-5 p-5 sm:p-8" aria-hidden>
        <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <Loader2 className="h-4 w-4 animate-spin" /> Loading form...
        </p>
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className="space-y-2">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-10 w-full" />
          </div>
        ))}
      </Card>
    </div>
  );
}

const STATUS_TONES = {
  error: 'bg-red-50 text-red-600 ring-red-100 dark:bg-red-900/30 dark:text-red-300 dark:ring-red-900',
  waiting: 'bg-amber-50 text-amber-700 ring-amber-200 dark:bg-amber-900/30 dark:text-amber-300 dark:ring-amber-800',
  success: 'bg-emerald-50 text-emerald-600 ring-emerald-100 dark:bg-emerald-900/30 dark:text-emerald-300 dark:ring-emerald-900',
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
        <span className={`flex h-14 w-14 items-center justify-center rounded-full ring-1 ${STATUS_TONES[tone]}`}>
          <Icon className="h-7 w-7" aria-hidden />
        </span>
      </div>
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold tracking-tight text-navy-900 outline-none dark:text-white">
        {title}
      </h1>
      {children}
    </Card>
  );
}

function ErrorCard({ message, onRetry, retrying = false }: { message: string; onRetry?: (() => void) | undefined; retrying?: boolean }) {
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
function NotActiveCard({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <StatusCard title="Not active yet" icon={Clock} tone="waiting">
      <p role="status" className="mt-2 text-slate-700 dark:text-slate-300">
        This form is not active yet.
      </p>
      <p className="mx-auto mt-4 max-w-sm text-sm text-slate-500 dark:text-slate-400">
        The advisor who sent you this link is still setting up their account. Please try again later, or ask them when the form will be ready.
      </p>
      <Button variant="outline" className="mt-6" onClick={onRetry} loading={retrying}>
        {!retrying && <RotateCw className="h-4 w-4" aria-hidden />}
        Try Again
      </Button>
    </StatusCard>
  );
}

function SuccessCard() {
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

function SubmittingOverlay() {
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
        <p id="intake-submitting" aria-live="assertive" className="font-medium text-navy-900 dark:text-white">
          Submitting your information...
        </p>
      </div>
    </div>
  );
}
