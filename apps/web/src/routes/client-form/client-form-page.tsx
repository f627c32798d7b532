// The public intake form behind a collection link (/client-form/:linkId): standalone, no app navigation.
// It asks for health and money details, so it says whose it is: the advisor's logo, headshot, name
// and company (public by design), not ours; of Pitchcraft at most a quiet line the advisor can switch off.
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorCode, errorReason, useTRPC } from '@/lib/trpc';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Loader2, Lock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';

import { MADE_WITH_TEXT, type TPublicAdvisor, type TPublicIntakeLink } from '@pitchcraft/core';

import { AdvisorIntro } from './advisor-intro';
import { InsuranceForm } from './insurance-form';
import { RealEstateForm } from './real-estate-form';
import { ErrorCard, NotActiveCard, SubmittingOverlay, SuccessCard } from './status-cards';

export type SubmitIntake = (
  data: Record<string, unknown>,
  onError: (error: unknown) => void,
) => void;

const DEFAULT_HEADING = 'Client Information';

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
