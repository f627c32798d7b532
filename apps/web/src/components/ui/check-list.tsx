import { clsx } from 'clsx';
import { Check } from 'lucide-react';

/**
 * A list of what something includes, each item behind a green tick. `className` lays out the list,
 * `itemClassName` sets an item's gap and text size (no tailwind-merge: the landing page uses it).
 */
export function CheckList({
  items,
  className,
  itemClassName,
}: {
  items: readonly string[];
  className?: string;
  itemClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li
          key={item}
          className={clsx('flex items-center text-navy-800 dark:text-slate-200', itemClassName)}
        >
          <span className="flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-700 dark:bg-emerald-900/40 dark:text-emerald-300">
            <Check className="h-3.5 w-3.5" strokeWidth={3} aria-hidden />
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
