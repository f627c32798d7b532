// The follow-up dialog's key step: the advisor's Claude API key for an AI draft, with our template
// as the way out (and back to the draft already written, when there is one).
import { Button } from '@/components/ui/button';
import { Sparkles, Wand2 } from 'lucide-react';

import { AiKeyPanel } from './ai-key-panel';

const KEY_REFUSED =
  'The AI vendor did not accept this key. Check it, or use the built-in template instead.';

interface FollowUpKeyStepProps {
  apiKey: string;
  onApiKeyChange: (value: string) => void;
  refused: boolean;
  error: string | null;
  pending: boolean;
  onDraftWithAi: () => void;
  onUseTemplate: () => void;
  onCancel: (() => void) | undefined;
}

export function FollowUpKeyStep({
  apiKey,
  onApiKeyChange,
  refused,
  error,
  pending,
  onDraftWithAi,
  onUseTemplate,
  onCancel,
}: FollowUpKeyStepProps) {
  return (
    <form
      noValidate
      className="space-y-5"
      data-testid="follow-up-key"
      onSubmit={(event) => {
        event.preventDefault();
        if (apiKey.trim()) onDraftWithAi();
      }}
    >
      <AiKeyPanel
        purpose="write this e-mail from what your client read"
        usedFor="this draft"
        apiKey={apiKey}
        onApiKeyChange={onApiKeyChange}
        refusedMessage={refused ? KEY_REFUSED : undefined}
        autoFocus
      />
      {error && !pending && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
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
        <Button type="submit" loading={pending} disabled={apiKey.trim() === ''}>
          {!pending && <Sparkles className="h-4 w-4" aria-hidden />}
          Draft with AI
        </Button>
      </div>
    </form>
  );
}
