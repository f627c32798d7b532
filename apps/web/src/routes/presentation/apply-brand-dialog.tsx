// "Apply my current brand": re-renders this presentation with the brand kit on the profile, as a
// new version. Never automatic: a presentation keeps the brand it was made with until the advisor asks.
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorCode, errorMessage, useTRPC } from '@/lib/trpc';
import { useMutation } from '@tanstack/react-query';
import { Palette } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';

import { ChangeProblem, useRefreshPresentation, type ChangeProblemState } from './change-feedback';

const APPLY_FAILED = 'Your brand could not be applied. Please try again.';
const BRAND_CHOICE_EXPLANATION =
  'Presentations keep the brand they were made with. Re-rendering this one with your current logo, colours, disclaimer and contact details is your choice.';

interface ApplyBrandDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  presentationId: string;
  baseVersion: number;
  onReload: () => void;
}

export function ApplyBrandDialog({
  open,
  onOpenChange,
  presentationId,
  baseVersion,
  onReload,
}: ApplyBrandDialogProps) {
  const trpc = useTRPC();
  const refresh = useRefreshPresentation(presentationId);
  const [problem, setProblem] = useState<ChangeProblemState | null>(null);
  const apply = useMutation(trpc.presentations.applyBrand.mutationOptions());

  const confirm = () => {
    setProblem(null);
    apply.mutate(
      { id: presentationId, baseVersion },
      {
        onSuccess: ({ version, changed }) =>
          void refresh().then(() => {
            if (changed)
              toast.success('Brand applied', {
                description: `Saved as version ${version}. The previous version stays in the history.`,
              });
            else
              toast.info('Already up to date', {
                description: 'This presentation already carries your current brand.',
              });
            onOpenChange(false);
          }),
        onError: (error) =>
          setProblem({
            message: errorMessage(error, APPLY_FAILED),
            stale: errorCode(error) === 'CONFLICT',
          }),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Apply your current brand?"
      description={BRAND_CHOICE_EXPLANATION}
    >
      <div className="space-y-4">
        <ul className="space-y-1.5 rounded-xl border border-slate-200 p-4 text-sm text-slate-700 dark:border-navy-700 dark:text-slate-300">
          <li>· The cover, the advisor block and the footer use your brand kit.</li>
          <li>· The text, charts and figures stay exactly as they are.</li>
          <li>· It is saved as a new version; you can restore the previous one at any time.</li>
        </ul>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Want to change your brand first?{' '}
          <Link
            to="/profile"
            className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
          >
            Edit your brand kit
          </Link>
        </p>
        {problem && (
          <ChangeProblem problem={problem} failedTitle="Not applied" onReload={onReload} />
        )}
        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end dark:border-navy-800">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={apply.isPending}>
            Cancel
          </Button>
          <Button onClick={confirm} loading={apply.isPending}>
            {!apply.isPending && <Palette className="h-4 w-4" aria-hidden />}
            Apply my brand
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
