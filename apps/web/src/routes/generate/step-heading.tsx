// The title block of a wizard step; the heading takes focus when the step opens, for keyboard
// and screen-reader users.
import { useEffect, useRef, type ReactNode } from 'react';

export function StepHeading({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="space-y-1">
        <h2
          id="step-title"
          ref={ref}
          tabIndex={-1}
          className="text-xl font-semibold tracking-tight text-navy-900 outline-none sm:text-2xl dark:text-white"
        >
          {title}
        </h2>
        {description && <p className="text-slate-600 dark:text-slate-400">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
