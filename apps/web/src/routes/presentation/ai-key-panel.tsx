// The box that asks for the advisor's Claude API key when the server has none of its own (or the
// vendor refused the one given): why it is needed, the field, and the promise that it is not kept.
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { KeyRound, LockKeyhole } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface AiKeyPanelProps {
  /** Why the AI needs the key: "The AI needs your Claude API key to …". */
  purpose: string;
  /** What the key is used for: "Used for … only.". */
  usedFor: string;
  /** The key field, registered with the dialog's form. */
  input: UseFormRegisterReturn<'apiKey'>;
  /** Shown under the field: the vendor refused the key, or it is not one. */
  error: string | undefined;
  autoFocus?: boolean;
}

export function AiKeyPanel({ purpose, usedFor, input, error, autoFocus }: AiKeyPanelProps) {
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-navy-700">
      <div className="flex items-start gap-3">
        <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-300">
          <KeyRound className="h-4 w-4" aria-hidden />
        </span>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          The AI needs your Claude API key to {purpose}.
        </p>
      </div>
      <Field
        label="Claude API Key"
        error={error}
        hint="Starts with sk-ant-. Find it in your Anthropic console."
      >
        <Input
          type="password"
          autoComplete="off"
          spellCheck={false}
          {...input}
          placeholder="sk-ant-..."
          autoFocus={autoFocus}
        />
      </Field>
      <p className="flex items-start gap-2 text-xs text-slate-600 dark:text-slate-400">
        <LockKeyhole
          className="mt-0.5 h-3.5 w-3.5 shrink-0 text-emerald-700 dark:text-emerald-400"
          aria-hidden
        />
        Used for {usedFor} only. It is not stored on our servers.
      </p>
    </div>
  );
}
