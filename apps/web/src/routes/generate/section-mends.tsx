// What the advisor is told beside a section: why the built-in writer's version stands in for the
// AI's, how the AI's version was mended (a sentence with a typed amount removed, the section asked
// for again), and the section's speaker note, which never reaches the client's page.
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { MessageSquareText, Wrench } from 'lucide-react';

/** A mend as the document records it. */
export interface SectionRepair {
  kind: string;
  problem: string;
}

const REPLACED_TITLE =
  "The AI's version could not be used, so the built-in generator wrote this section";
const REPLACED_REASONS: Readonly<Record<string, string>> = {
  invalid: 'it was not valid',
  missing: 'the AI left it out',
  'unverified-figure': 'it typed a figure that could not be checked',
  'unknown-placeholder': 'it used a figure that does not exist',
};

/** Why the built-in version stands in, as a sentence. */
export function replacedExplanation(reason: string): string {
  const why = REPLACED_REASONS[reason];
  return `${REPLACED_TITLE}${why ? ` (${why})` : ''}.`;
}

/** One mend in the advisor's words. */
function repairText({ kind, problem }: SectionRepair): string {
  if (kind === 'sentence-removed')
    return `Mended: a typed amount was removed. The sentence ${problem}.`;
  if (kind === 'reasked') return `Asked again: the first version ${problem}.`;
  return problem;
}

/** The "Built-in" badge of a section the AI's version was replaced in, its reason on hover. */
export function ReplacedBadge({ reason, className }: { reason: string; className?: string }) {
  const explanation = replacedExplanation(reason);
  return (
    <Badge tone="neutral" className={cn('shrink-0 cursor-help', className)} title={explanation}>
      Built-in
      <span className="sr-only">: {explanation}</span>
    </Badge>
  );
}

/** The section's mends, one short line each; nothing when it has none. */
export function SectionRepairs({
  repairs,
  className,
}: {
  repairs: readonly SectionRepair[] | undefined;
  className?: string;
}) {
  if (!repairs || repairs.length === 0) return null;
  return (
    <ul
      className={cn('space-y-0.5 text-xs text-slate-600 dark:text-slate-400', className)}
      data-testid="section-repairs"
    >
      {repairs.map((repair, index) => (
        <li key={index} className="flex items-start gap-1.5 break-words">
          <Wrench className="mt-0.5 h-3 w-3 shrink-0" aria-hidden />
          <span className="min-w-0">{repairText(repair)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The speaker note, closed until the advisor opens it; nothing when the section has none. */
export function SpeakerNote({
  notes,
  className,
}: {
  notes: string | undefined;
  className?: string;
}) {
  if (!notes) return null;
  return (
    <details className={cn('text-xs', className)} data-testid="speaker-note">
      <summary className="flex cursor-pointer items-center gap-1.5 font-medium text-slate-600 select-none hover:text-navy-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-slate-400 dark:hover:text-white">
        <MessageSquareText className="h-3 w-3 shrink-0" aria-hidden />
        Speaker note
      </summary>
      <p className="mt-1 rounded-lg bg-slate-50 px-2.5 py-1.5 break-words whitespace-pre-line text-slate-700 dark:bg-navy-950 dark:text-slate-300">
        {notes}
      </p>
    </details>
  );
}
