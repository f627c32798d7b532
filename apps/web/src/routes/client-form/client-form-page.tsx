// The public intake form behind a collection link (/client-form/:linkId): standalone, no app navigation.
// It asks for health and money details, so it says whose it is: the advisor's logo, headshot, name
// and company (public by design), not ours; of Pitchcraft at most a quiet line the advisor can switch off.
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorCode, useTRPC } from '@/lib/trpc';
import { useMutation, useQuery } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import {
  CircleAlert,
  CircleCheckBig,
  Clock,
  Loader2,
  Lock,
  RotateCw,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';

import { MADE_WITH_TEXT, type TPublicAdvisor, type TPublicIntakeLink } from '@pitchcraft/core';

import { InsuranceForm } from './insurance-form';
import { RealEstateForm } from './real-estate-form';

export type SubmitIntake = (
  data: Record<string, unknown>,
  onError: (error: unknown) => void,
) => void;

const DEFAULT_HEADING = 'Client Information';

function errorReason(error: unknown): string | undefined {
  return error instanceof TRPCClientError
    ? (error.data as { reason?: string } | undefined)?.reason
    : undefined;
}

/** What the page says when the link cannot be opened (spec §4 Public client form page). */
function loadErrorMessage(error: unknown): { message: string; retry: boolean } {
  const reason = errorReason(error);
  if (reason === 'LINK_EXPIRED') return { message: 'This link has expired', retry: false };
  if (reason === 'LINK_USED') return { message: 'This link has already been used', retry: false };
  if (reason === 'LINK_NOT_FOUND' || errorCode(error) === 'NOT_FOUND')
    return { message: 'This link is invalid or has expired', retry: false };
  return { message: 'Error loading form', retry: true };
}

/** The link's public details; the page's header, form and footer read the same query. */
function usePublicLink(linkId: string) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.intake.getLink.queryOptions({ linkId }),
    staleTime: Infinity,
    enabled: linkId.trim() !== '',
  });
}

export default function ClientFormPage() {
  const { linkId = '' } = useParams();
  const link = usePublicLink(linkId);
  const advisor = link.data?.advisor ?? null;
  const advisorName = advisor ? advisor.name || advisor.company : '';
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 dark:bg-navy-950">
      <header className="border-b border-slate-200/80 bg-white/90 dark:border-navy-800 dark:bg-navy-900/80">
        <div className="mx-auto flex h-14 max-w-2xl items-center justify-between gap-4 px-4 sm:px-6">
          {advisor ? <Letterhead advisor={advisor} /> : <span />}
          <p className="flex shrink-0 items-center gap-1.5 text-xs font-medium text-slate-600 dark:text-slate-400">
            <Lock className="h-3.5 w-3.5" aria-hidden /> Secure form
          </p>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-2xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
        {linkId.trim() ? <LinkForm linkId={linkId} /> : <ErrorCard message="Invalid link" />}
      </main>
      <footer className="space-y-2 px-4 pb-8 text-center text-xs text-slate-600 dark:text-slate-400">
        <p>
          {advisorName
            ? `Your answers go only to ${advisorName}, who sent you this link.`
            : 'Your answers go only to the advisor who sent you this link.'}
        </p>
        {link.data && link.data.showMadeWith && (
          <p className="print:hidden">
            <a
              href="/"
              className="underline underline-offset-2 hover:text-navy-900 dark:hover:text-white"
            >
              {MADE_WITH_TEXT}
            </a>
          </p>
        )}
      </footer>
    </div>
  );
}

/** The header's left side: the advisor's logo, else their company's (or their) name. */
function Letterhead({ advisor }: { advisor: TPublicAdvisor }) {
  const name = advisor.company || advisor.name;
  if (advisor.logo)
    return (
      <img
        src={advisor.logo}
        alt={`${name || 'Advisor'} logo`}
        height={32}
        className="h-8 w-auto max-w-[10rem] object-contain"
      />
    );
  return (
    <p className="min-w-0 truncate text-base font-semibold tracking-tight text-navy-900 dark:text-white">
      {name}
    </p>
  );
}

/** Who is asking, above the form and in the thank-you: headshot (else initials), name and company. */
function AdvisorIntro({ advisor, lead }: { advisor: TPublicAdvisor; lead: string }) {
  const name = advisor.name || advisor.company;
  if (!name) return null;
  const initials = name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase())
    .join('');
  return (
    <div className="flex items-center gap-3" data-testid="intake-advisor">
      {advisor.headshot ? (
        <img
          src={advisor.headshot}
          alt=""
          width={48}
          height={48}
          className="h-12 w-12 shrink-0 rounded-full object-cover ring-1 ring-slate-200 dark:ring-navy-700"
        />
      ) : (
        <span
          aria-hidden
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-50 font-semibold text-brand-700 ring-1 ring-brand-100 dark:bg-navy-800 dark:text-brand-200 dark:ring-navy-700"
        >
          {initials}
        </span>
      )}
      <p className="min-w-0 text-left text-sm leading-snug text-slate-600 dark:text-slate-400">
        <span className="block">{lead}</span>
        <span className="block font-semibold text-navy-900 dark:text-white">{name}</span>
        {advisor.name && advisor.company && <span className="block">{advisor.company}</span>}
      </p>
    </div>
  );
}

function LinkForm({ linkId }: { linkId: string }) {
  const trpc = useTRPC();
  const link = usePublicLink(linkId);
  const [submitted, setSubmitted] = useState(false);
  const intake = useMutation(trpc.intake.submit.mutationOptions());
  const advisor = link.data?.advisor ?? null;

  const asker = advisor ? advisor.name || advisor.company : '';
  useEffect(() => {
    document.title = `${(link.data?.title ?? '') || DEFAULT_HEADING}${asker ? ` · ${asker}` : ''}`;
  }, [link.data?.title, asker]);

  if (link.isPending) return <LoadingForm />;
  if (link.isError) {
    if (errorReason(link.error) === 'LINK_NOT_ACTIVE')
      return <NotActiveCard onRetry={() => void link.refetch()} retrying={link.isFetching} />;
    const { message, retry } = loadErrorMessage(link.error);
    return (
      <ErrorCard
        message={message}
        onRetry={retry ? () => void link.refetch() : undefined}
        retrying={link.isFetching}
      />
    );
  }
  if (submitted) return <SuccessCard advisor={advisor} />;

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
        {advisor && (
          <div className="mb-5">
            <AdvisorIntro advisor={advisor} lead="A form from" />
          </div>
        )}
        <h1 className="text-2xl font-semibold tracking-tight break-words text-navy-900 sm:text-3xl dark:text-white">
          {link.data.title || DEFAULT_HEADING}
        </h1>
        {link.data.description && (
          <p className="leading-relaxed whitespace-pre-line text-slate-600 dark:text-slate-400">
            {link.data.description}
          </p>
        )}
      </div>
      <Card className="p-5 sm:p-8" inert={intake.isPending}>
        <FormFor link={link.data} submit={submit} busy={intake.isPending} />
      </Card>
      {intake.isPending && <SubmittingOverlay />}
    </>
  );
}

function FormFor({
  link,
  submit,
  busy,
}: {
  link: TPublicIntakeLink;
  submit: SubmitIntake;
  busy: boolean;
}) {
  switch (link.industryType) {
    case 'insurance':
      return <InsuranceForm template={link.templateData} submit={submit} busy={busy} />;
    case 'real-estate':
      return <RealEstateForm template={link.templateData} submit={submit} busy={busy} />;
    default:
      return (
        <p className="text-slate-700 dark:text-slate-300">
          Unknown form type. Please contact the sender of this link.
        </p>
      );
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

function ErrorCard({
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
function NotActiveCard({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
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

function SuccessCard({ advisor }: { advisor: TPublicAdvisor | null }) {
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
