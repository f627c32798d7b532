// Signup (/signup): step 1 sends the account form and asks for the link mailed to the address,
// which confirms it, signs in and comes back here; step 2 (trial-step.tsx) explains the trial and starts checkout.
import { Card } from '@/components/ui/card';
import { CheckList } from '@/components/ui/check-list';
import { useSession } from '@/lib/session';
import { useTRPC } from '@/lib/trpc';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';

import { MONTHLY_PRICE_PER_MONTH, TRIAL_PERIOD_DAYS } from '@pitchcraft/core';

import { AccountStep } from './account-step';
import { CheckInboxStep } from './check-inbox-step';
import { SignupStepIndicator, type SignupStep } from './signup-steps';
import { HandoffNotice, TrialStep } from './trial-step';

const INCLUDED = [
  'Unlimited presentations',
  'Advanced AI generation',
  'Shareable web links and PDF exports',
  'Client forms and client management',
];

export default function SignupPage() {
  const { session, loading } = useSession();
  // Step 1 shows at once, also while the session is checked (so a page prerendered signed out is
  // the page the browser takes over). The first answer decides the step, once: a visitor already
  // signed in goes to step 2, and signing up here later does not move the page by itself.
  const [decided, setDecided] = useState<SignupStep | null>(null);
  if (!loading && decided === null) setDecided(session ? 'trial' : 'account');
  const step = decided ?? 'account';
  // The confirmation link mailed at sign-up signs the advisor in and brings them here.
  const justConfirmed = (useLocation().state as { confirmed?: boolean } | null)?.confirmed === true;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_1.35fr] lg:gap-16 lg:py-16">
      <SignupIntro />
      <div>
        <SignupFlow key={step} initialStep={step} justConfirmed={justConfirmed} />
      </div>
    </div>
  );
}

function SignupFlow({
  initialStep,
  justConfirmed,
}: {
  initialStep: SignupStep;
  justConfirmed: boolean;
}) {
  // Set once step 1 is sent: the address the confirmation link went to.
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <Card className="p-6 sm:p-8">
      <SignupStepIndicator step={initialStep} />
      <div className="mt-8 border-t border-slate-100 pt-8 dark:border-navy-800">
        {initialStep === 'trial' ? (
          justConfirmed ? (
            <ConfirmedHandoff />
          ) : (
            <TrialStep />
          )
        ) : sentTo ? (
          <CheckInboxStep email={sentTo} onChangeEmail={() => setSentTo(null)} />
        ) : (
          <>
            <h2 className="text-xl font-semibold tracking-tight text-navy-900 dark:text-white">
              Create your account
            </h2>
            <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-400">
              All fields are required unless marked optional.
            </p>
            <AccountStep onSubmitted={setSentTo} />
          </>
        )}
      </div>
    </Card>
  );
}

/**
 * Back from the confirmation link: first-time users see the trial explained; someone who already
 * had a trial goes straight to checkout.
 */
function ConfirmedHandoff() {
  const trpc = useTRPC();
  const trial = useQuery(trpc.billing.hasHadTrial.queryOptions());
  if (trial.isPending) return <HandoffNotice text="Setting up your trial…" />;
  // A failed lookup shows the offer, which asks again and fits itself to the answer.
  return <TrialStep startCheckoutAtOnce={trial.data?.hasHadTrial === true} />;
}

function SignupIntro() {
  return (
    <div className="lg:pt-4">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
        Start your free trial
      </p>
      <h1 className="mt-3 text-3xl font-semibold tracking-tight text-balance text-navy-900 sm:text-4xl dark:text-white">
        Client presentations that win the meeting
      </h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{`${TRIAL_PERIOD_DAYS} days free, then ${MONTHLY_PRICE_PER_MONTH}. Cancel anytime.`}</p>
      <CheckList
        items={INCLUDED}
        className="mt-8 hidden space-y-3 lg:block"
        itemClassName="gap-3"
      />
    </div>
  );
}
