// The follow-up dialog's key step: the advisor's Claude API key for an AI draft, with our template
// as the way out (and back to the draft already written, when there is one).
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/states';
import { zodResolver } from '@hookform/resolvers/zod';
import { Sparkles, Wand2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { ZDraftFollowUpInput } from '@pitchcraft/core';

import { AiKeyPanel } from './ai-key-panel';

const KEY_REFUSED =
  'The AI vendor did not accept this key. Check it, or use the built-in template instead.';

/** The key as the draft procedure takes it (trimmed, not empty). */
const ZKeyForm = z.object({ apiKey: ZDraftFollowUpInput.shape.apiKey.unwrap() });

interface FollowUpKeyStepProps {
  refused: boolean;
  error: string | null;
  pending: boolean;
  onDraftWithAi: (apiKey: string) => void;
  onUseTemplate: () => void;
  onCancel: (() => void) | undefined;
}

export function FollowUpKeyStep({
  refused,
  error,
  pending,
  onDraftWithAi,
  onUseTemplate,
  onCancel,
}: FollowUpKeyStepProps) {
  const form = useForm({ resolver: zodResolver(ZKeyForm), defaultValues: { apiKey: '' } });
  const blank = form.watch('apiKey').trim() === '';
  // A blank key is never sent (Draft with AI waits for one); a malformed one is said beside it.
  const invalid = blank ? undefined : form.formState.errors.apiKey?.message;

  return (
    <form
      noValidate
      className="space-y-5"
      data-testid="follow-up-key"
      onSubmit={(event) => void form.handleSubmit(({ apiKey }) => onDraftWithAi(apiKey))(event)}
    >
      <AiKeyPanel
        purpose="write this e-mail from what your client read"
        usedFor="this draft"
        input={form.register('apiKey')}
        error={refused ? KEY_REFUSED : invalid}
        autoFocus
      />
      {!pending && <FormError>{error}</FormError>}
      {pending && (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          The AI is writing the e-mail. This can take up to a minute.
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between dark:border-navy-800">
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          {onCancel && (
            <Button variant="ghost" onClick={onCancel} disabled={pending}>
              Back to the draft
            </Button>
          )}
          <Button variant="ghost" onClick={onUseTemplate} disabled={pending}>
            <Wand2 className="h-4 w-4" aria-hidden />
            Use built-in template
          </Button>
        </div>
        <Button type="submit" loading={pending} disabled={blank}>
          {!pending && <Sparkles className="h-4 w-4" aria-hidden />}
          Draft with AI
        </Button>
      </div>
    </form>
  );
}
