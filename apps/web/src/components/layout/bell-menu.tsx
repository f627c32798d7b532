// The frame the top bar's bells share (client responses, team notifications): the round trigger
// with its unread badge, the popover with its heading row, the list's loading, error and empty
// states, and an entry's text. Each bell brings its own queries, icon and wording.
import { fullDateTime, relativeTime } from '@/routes/presentation/relative-time';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { UseQueryResult } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { RotateCw, type LucideIcon } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';

import { unreadBadgeText } from './responses-summary';

const triggerClass =
  'relative inline-flex h-11 w-11 items-center justify-center rounded-full text-navy-700 transition-colors hover:bg-slate-100 md:h-9 md:w-9 ' +
  'data-[state=open]:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ' +
  'dark:text-slate-200 dark:hover:bg-navy-800 dark:data-[state=open]:bg-navy-800';
/** An entry of a bell's list; unread ones are tinted. */
export const bellItemClass = (read: boolean) =>
  clsx(
    'flex min-h-11 items-start gap-3 rounded-lg px-3 py-2.5 outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-navy-800',
    !read && 'bg-brand-50/60 dark:bg-brand-900/20',
  );

interface BellMenuProps {
  icon: LucideIcon;
  /** The trigger's accessible name (it carries the unread count). */
  label: string;
  title?: string;
  /** The trigger's test id is `<testId>-bell`, its badge's `<testId>-unread-badge`. */
  testId: string;
  unread: number;
  badgeClass: string;
  /** The popover's accessible name. */
  menuLabel: string;
  /** The popover's content while open; `onNavigate` is called by an entry that leaves the page. */
  children: (onNavigate: () => void) => ReactNode;
}

export function BellMenu({
  icon: Icon,
  label,
  title,
  testId,
  unread,
  badgeClass,
  menuLabel,
  children,
}: BellMenuProps) {
  const [open, setOpen] = useState(false);
  // Opening an entry leaves for its page: focus is not handed back to the bell then.
  const navigating = useRef(false);
  const badge = unreadBadgeText(unread);

  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger
        className={triggerClass}
        aria-label={label}
        title={title}
        data-testid={`${testId}-bell`}
      >
        <Icon className="h-5 w-5" aria-hidden />
        {badge && (
          <span
            aria-hidden
            data-testid={`${testId}-unread-badge`}
            className={clsx(
              'absolute top-1 right-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full px-1 text-[11px] leading-none font-semibold text-white tabular-nums ring-2 ring-white md:-top-0.5 md:-right-1 dark:ring-navy-950',
              badgeClass,
            )}
          >
            {badge}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={menuLabel}
          onCloseAutoFocus={(event) => {
            if (navigating.current) event.preventDefault();
            navigating.current = false;
          }}
          className="z-50 w-[min(24rem,calc(100vw-1rem))] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg dark:border-navy-700 dark:bg-navy-900"
        >
          {open && children(() => (navigating.current = true))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function BellMenuHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3 dark:border-navy-800">
      <p className="text-sm font-semibold text-navy-900 dark:text-white">{title}</p>
      {children}
    </div>
  );
}

interface BellMenuListProps<T> {
  query: UseQueryResult<{ items: T[] }, unknown>;
  loadingLabel: string;
  /** Whether the loading rows show a round placeholder for an icon. */
  withIcons?: boolean;
  errorText: string;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}

/** The list's loading, error and empty states, or its entries in a scrolling frame. */
export function BellMenuList<T>({
  query,
  loadingLabel,
  withIcons = false,
  errorText,
  empty,
  children,
}: BellMenuListProps<T>) {
  if (query.isPending) {
    return (
      <div role="status" aria-label={loadingLabel} className="space-y-3 p-4">
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex items-start gap-3">
            {withIcons && (
              <div className="h-8 w-8 shrink-0 animate-pulse rounded-full bg-slate-200 dark:bg-navy-800" />
            )}
            <div className={clsx('flex-1 space-y-2', withIcons && 'pt-1')}>
              <div className="h-3 w-3/4 animate-pulse rounded bg-slate-200 dark:bg-navy-800" />
              <div className="h-3 w-1/2 animate-pulse rounded bg-slate-200 dark:bg-navy-800" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="px-4 py-6 text-center">
        <p className="text-sm text-slate-700 dark:text-slate-300">{errorText}</p>
        <DropdownMenu.Item
          onSelect={(event) => {
            event.preventDefault();
            void query.refetch();
          }}
          className="mx-auto mt-3 inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 text-sm font-medium text-navy-900 outline-none data-[highlighted]:bg-slate-50 dark:border-navy-600 dark:text-slate-100 dark:data-[highlighted]:bg-navy-800"
        >
          <RotateCw className="h-4 w-4" aria-hidden /> Try Again
        </DropdownMenu.Item>
      </div>
    );
  }
  if (query.data.items.length === 0) return empty;
  return (
    <div className="max-h-[min(28rem,70vh)] overflow-y-auto p-1.5">
      {children(query.data.items)}
    </div>
  );
}

interface BellItemTextProps {
  title: string;
  createdAt: string;
  read: boolean;
  /** The line under the title, if any. */
  detail: string | null;
  /** The detail on one truncated line, or clamped to two. */
  detailLines: 1 | 2;
}

/** An entry's title, time, detail and unread dot. */
export function BellItemText({ title, createdAt, read, detail, detailLines }: BellItemTextProps) {
  return (
    <>
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-3">
          <span
            className={clsx(
              'text-sm text-navy-900 dark:text-white',
              read ? 'font-normal' : 'font-semibold',
            )}
          >
            {title}
          </span>
          <time
            className="shrink-0 text-xs text-slate-600 dark:text-slate-400"
            dateTime={createdAt}
            title={fullDateTime(createdAt)}
          >
            {relativeTime(createdAt)}
          </time>
        </span>
        {detail !== null && (
          <span
            className={clsx(
              'mt-0.5 block text-xs text-slate-600 dark:text-slate-400',
              detailLines === 1 ? 'truncate' : 'line-clamp-2',
            )}
          >
            {detail}
          </span>
        )}
      </span>
      <span
        className={clsx(
          'mt-1.5 h-2 w-2 shrink-0 rounded-full',
          read ? 'bg-transparent' : 'bg-brand-600',
        )}
        aria-hidden
      />
    </>
  );
}
