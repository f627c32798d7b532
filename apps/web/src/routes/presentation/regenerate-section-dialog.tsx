// "Regenerate section": an optional instruction, the AI key when the server has none of its own (or
// the built-in generator instead), then the section's new text streamed in until it is saved.
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { FormError } from '@/components/ui/states';
import { zodResolver } from '@hookform/resolvers/zod';
import { Sparkles, Wand2 } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { ZRegenerateSectionInput } from '@pitchcraft/core';

import { asksForKey } from '../generate/use-generation';
import { AiKeyPanel } from './ai-key-panel';
import { checkedForm, type Checked } from './form-schema';
import type { RegenerateRequest, Regeneration } from './use-section-regeneration';

const INSTRUCTION_EXAMPLES = [
  'Shorter',
  'Focus on the mortgage',
  'Answer the cost objection more directly',
] as const;
const KEY_REFUSED =
  'The AI vendor did not accept this key. Check it, or use the built-in generator instead.';
const TAIL_CHARS = 420;
/** The procedure's input without the presentation id, which the page adds. */
const ZRegenerateRequest = ZRegenerateSectionInput.omit({ id: true });
type RegenerateInput = z.output<typeof ZRegenerateRequest>;
interface RegenerateValues {
  instruction: string;
  apiKey: string;
  /** Which button asked: the AI ('auto'), or the built-in generator. */
  mode: 'auto' | 'offline';
}

/** The form as the procedure's input; the key is asked for only when the AI is to use the advisor's. */
function regenerateSchema(sectionId: string, needsKey: boolean) {
  return checkedForm(
    z.object({
      instruction: z.string(),
      apiKey: z.string(),
      mode: z.enum(['auto', 'offline']),
    }),
    ({ instruction, apiKey, mode }): Checked<RegenerateInput> => {
      const keyed = mode === 'auto' && needsKey;
      const parsed = ZRegenerateRequest.safeParse({
        sectionId,
        instruction,
        mode,
        ...(keyed ? { apiKey } : {}),
      });
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? 'Check the instruction and try again.';
        return { ok: false, errors: { instruction: message } };
      }
      if (keyed && !parsed.data.apiKey)
        return {
          ok: false,
          errors: { apiKey: 'Enter your Claude API key, or use the built-in generator instead.' },
        };
      return { ok: true, input: parsed.data };
    },
  );
}

interface RegenerateSectionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  section: { id: string; title: string };
  /** The regeneration on the page (this section's, or another's that is still running). */
  run: Regeneration | null;
  onStart: (request: RegenerateRequest) => void;
  serverKeyAvailable: boolean;
}

/** What the streamed text says, without its markup, ending at the newest words. */
function readableTail(text: string): string {
  const plain = text
    .replace(/<[^>]*>?/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > TAIL_CHARS ? `…${plain.slice(-TAIL_CHARS)}` : plain;
}

export function RegenerateSectionDialog({
  open,
  onOpenChange,
  section,
  run,
  onStart,
  serverKeyAvailable,
}: RegenerateSectionDialogProps) {
  const mine = run?.sectionId === section.id ? run : null;
  const running = mine?.status === 'starting' || mine?.status === 'running';
  const keyRefused = mine?.status === 'failed' && asksForKey(mine.reason);
  const needsKey = !serverKeyAvailable;
  const schema = useMemo(() => regenerateSchema(section.id, needsKey), [section.id, needsKey]);
  const form = useForm<RegenerateValues, unknown, RegenerateInput>({
    resolver: zodResolver(schema),
    defaultValues: { instruction: '', apiKey: '', mode: 'auto' },
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const blankKey = form.watch('apiKey').trim() === '';

  const start = (mode: RegenerateValues['mode']) => {
    form.setValue('mode', mode);
    void form.handleSubmit((input) => onStart({ ...input, sectionTitle: section.title }))();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Regenerate “${section.title}”`}
      description="Only this section is rewritten. Every other section stays exactly as it is, and the current version stays in the history."
      className="max-w-xl"
    >
      {mine && running ? (
        <RegenerationProgress run={mine} onHide={() => onOpenChange(false)} />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            start('auto');
          }}
          noValidate
          className="space-y-5"
          data-testid="regenerate-form"
        >
          {mine?.status === 'failed' && !keyRefused && (
            <Alert tone="danger" title="The section was not regenerated">
              {mine.error}
            </Alert>
          )}
          <Field
            label="What should change?"
            optional
            hint="Leave it empty for a fresh version of the section."
          >
            <Textarea
              {...form.register('instruction')}
              maxLength={500}
              rows={3}
              placeholder="For example: shorter, and focus on the mortgage"
              autoFocus
            />
          </Field>
          <div className="-mt-2 flex flex-wrap gap-2" aria-label="Examples">
            {INSTRUCTION_EXAMPLES.map((example) => (
              <Button
                key={example}
                variant="secondary"
                size="sm"
                className="h-7 rounded-full px-3 text-xs"
                onClick={() => form.setValue('instruction', example)}
              >
                {example}
              </Button>
            ))}
          </div>

          {needsKey && (
            <AiKeyPanel
              purpose="follow your instruction"
              usedFor="this section"
              input={form.register('apiKey')}
              error={keyRefused ? KEY_REFUSED : undefined}
            />
          )}

          <FormError>{errors.instruction?.message ?? errors.apiKey?.message}</FormError>

          <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between dark:border-navy-800">
            {needsKey ? (
              <Button variant="ghost" onClick={() => start('offline')} disabled={running}>
                <Wand2 className="h-4 w-4" aria-hidden />
                Use the built-in generator instead
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" disabled={running || (needsKey && blankKey)}>
              <Sparkles className="h-4 w-4" aria-hidden />
              Regenerate section
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

function RegenerationProgress({ run, onHide }: { run: Regeneration; onHide: () => void }) {
  const tail = readableTail(run.text);
  const percent = Math.max(3, Math.min(100, Math.round(run.progress)));
  return (
    <div className="space-y-4" data-testid="regenerate-progress">
      <div className="space-y-2">
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <p className="font-medium text-navy-900 dark:text-white" aria-live="polite">
            {run.status === 'starting' ? 'Starting…' : run.message}
          </p>
          <span className="text-slate-600 tabular-nums dark:text-slate-400">{percent}%</span>
        </div>
        <div
          role="progressbar"
          aria-label={`Regenerating ${run.sectionTitle}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-navy-800"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      <div className="min-h-28 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm leading-relaxed text-slate-700 dark:border-navy-700 dark:bg-navy-950/50 dark:text-slate-300">
        {tail ? (
          <p aria-hidden>{tail}</p>
        ) : (
          <p className="text-slate-500 dark:text-slate-400">
            The new text appears here as it is written.
          </p>
        )}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-600 dark:text-slate-400">
          You can close this window; the section keeps being written.
        </p>
        <Button variant="outline" onClick={onHide}>
          Hide
        </Button>
      </div>
    </div>
  );
}
