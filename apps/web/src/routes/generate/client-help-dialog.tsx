// The 'Collecting Client Information' help: how client data reaches this list through a form link.
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Link } from 'react-router';

const STEPS = [
  'Open the Clients section from the main navigation.',
  "Click 'Create Client Form' to generate a link.",
  'Customize the form with the questions you need.',
  'Share the link with your client by email.',
  'Their information appears here as soon as they submit the form.',
] as const;

export function ClientHelpDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Collecting Client Information"
      description="Let clients fill in their own details through a secure form link."
    >
      <ol className="space-y-3">
        {STEPS.map((step, index) => (
          <li key={step} className="flex gap-3 text-sm text-navy-800 dark:text-slate-200">
            <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 dark:bg-brand-900/40 dark:text-brand-200 dark:ring-brand-800">
              {index + 1}
            </span>
            <span className="pt-0.5">{step}</span>
          </li>
        ))}
      </ol>
      <div className="mt-6 flex justify-end gap-3">
        <button
          type="button"
          className={buttonClasses('outline')}
          onClick={() => onOpenChange(false)}
        >
          Close
        </button>
        <Link to="/clients" className={buttonClasses('primary')}>
          Go to Clients
        </Link>
      </div>
    </Dialog>
  );
}
