// The AI key step, shown only when the server has no key of its own: the advisor's vendor key is
// sent with this one generation and never stored. The built-in generator needs no key.
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, LockKeyhole, Wand2 } from 'lucide-react';
import { type FormEvent, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';

import { ZAiVendorKey } from '@pitchcraft/core';

import { StepHeading } from './step-heading';
import { WizardNav } from './wizard-nav';

/** The key as a generation takes it (trimmed, at most 300 characters), and required here. */
const ZApiKeyForm = z.object({ apiKey: ZAiVendorKey.in.unwrap().min(1) });

interface ApiKeyStepProps {
  initialKey: string;
  onBack: () => void;
  onContinue: (apiKey: string) => void;
  onUseBuiltIn: () => void;
  starting: boolean;
}

export function ApiKeyStep({
  initialKey,
  onBack,
  onContinue,
  onUseBuiltIn,
  starting,
}: ApiKeyStepProps) {
  const form = useForm({
    resolver: zodResolver(ZApiKeyForm),
    defaultValues: { apiKey: initialKey },
  });
  const blank = form.watch('apiKey').trim() === '';
  // A blank key is said in a toast (Continue waits for one); a malformed one beside the field.
  const invalid = blank ? undefined : form.formState.errors.apiKey?.message;

  const handleSubmit = (event: FormEvent | KeyboardEvent) =>
    void form.handleSubmit(
      ({ apiKey }) => onContinue(apiKey),
      () => {
        if (form.getValues('apiKey').trim() === '')
          toast.error('API Key Required', {
            description: 'Please enter your Claude API key to continue',
          });
      },
    )(event);

  return (
    <section aria-labelledby="step-title">
      <StepHeading
        title="AI Vendor Key"
        description="Generate with your own Claude API key, or use the built-in generator."
      />
      <form onSubmit={handleSubmit} noValidate>
        <div className="grid gap-5 lg:grid-cols-[3fr_2fr]">
          <Card className="space-y-5 p-5 sm:p-6">
            <div className="flex items-start gap-3">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-300">
                <KeyRound className="h-5 w-5" aria-hidden />
              </span>
              <div>
                <h3 className="font-semibold text-navy-900 dark:text-white">
                  Use your Claude API key
                </h3>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  The AI writes a presentation tailored in every sentence to your client.
                </p>
              </div>
            </div>
            <Field
              label="Claude API Key"
              hint="Starts with sk-ant-. Find it in your Anthropic console."
              error={invalid}
            >
              <Input
                type="password"
                autoComplete="off"
                spellCheck={false}
                {...form.register('apiKey')}
                onKeyDown={(e) => {
                  // Continue is disabled while blank, so Enter would do nothing: say why instead.
                  if (e.key === 'Enter' && blank) handleSubmit(e);
                }}
                placeholder="sk-ant-..."
                autoFocus
              />
            </Field>
            <p className="flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-700 dark:bg-navy-800/60 dark:text-slate-300">
              <LockKeyhole
                className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700 dark:text-emerald-400"
                aria-hidden
              />
              Your key is used only for this presentation. It is not stored on our servers.
            </p>
          </Card>
          <Card className="flex flex-col gap-4 p-5 sm:p-6">
            <div className="flex items-start gap-3">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700 dark:bg-emerald-900/30 dark:text-emerald-300">
                <Wand2 className="h-5 w-5" aria-hidden />
              </span>
              <div>
                <h3 className="font-semibold text-navy-900 dark:text-white">No key? No problem.</h3>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  The built-in generator writes a complete, data-driven presentation from your
                  client&apos;s details, with charts and a needs analysis.
                </p>
              </div>
            </div>
            <Button
              variant="secondary"
              className="mt-auto w-full"
              onClick={onUseBuiltIn}
              disabled={starting}
            >
              Continue with the built-in generator
            </Button>
          </Card>
        </div>
        <WizardNav
          onBack={onBack}
          nextLabel="Continue"
          nextSubmits
          nextDisabled={blank}
          nextLoading={starting}
        />
      </form>
    </section>
  );
}
