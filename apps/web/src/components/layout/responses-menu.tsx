// The top bar's Responses bell: how many client responses are unread, and the latest ten in a menu,
// each opening its presentation. Its own chunk, mounted only for a signed-in advisor; an advisor
// without access (no subscription) gets no bell rather than an error.
import { useTRPC } from '@/lib/trpc';
import { fullDateTime, relativeTime } from '@/routes/presentation/relative-time';
import { responseKindLook } from '@/routes/presentation/response-kinds';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Bell, Inbox, RotateCw } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';

import type { RouterOutputs } from '@pitchcraft/api';

import {
  isAccessError,
  NO_RESPONSES_TEXT,
  recentResponseText,
  responsesButtonLabel,
  responsesHref,
  UNREAD_POLL_MS,
  unreadBadgeText,
} from './responses-summary';

type RecentResponse = RouterOutputs['responses']['recent']['items'][number];

const triggerClass =
  'relative inline-flex h-11 w-11 items-center justify-center rounded-full text-navy-700 transition-colors hover:bg-slate-100 md:h-9 md:w-9 ' +
  'data-[state=open]:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ' +
  'dark:text-slate-200 dark:hover:bg-navy-800 dark:data-[state=open]:bg-navy-800';

export default function ResponsesMenu() {
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  // Opening a response leaves for its page: focus is not handed back to the bell then.
  const navigating = useRef(false);
  // The same check the subscribed pages make (shared cache): without access, no bell and no polling.
  const access = useQuery({ ...trpc.billing.checkAccess.queryOptions(), staleTime: 5 * 60_000 });
  const unread = useQuery({
    ...trpc.responses.unreadCount.queryOptions(),
    enabled: access.data?.hasAccess === true,
    staleTime: 15_000,
    refetchInterval: (query) => (isAccessError(query.state.error) ? false : UNREAD_POLL_MS),
    refetchOnWindowFocus: (query) => !isAccessError(query.state.error),
  });

  if (!unread.isSuccess) return null;
  const count = unread.data.count;
  const badge = unreadBadgeText(count);

  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger
        className={triggerClass}
        aria-label={responsesButtonLabel(count)}
        data-testid="responses-bell"
      >
        <Bell className="h-5 w-5" aria-hidden />
        {badge && (
          <span
            aria-hidden
            data-testid="responses-unread-badge"
            className="absolute top-1 right-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-semibold text-white tabular-nums ring-2 ring-white md:-top-0.5 md:-right-1 dark:ring-navy-950"
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
          aria-label="Client responses"
          onCloseAutoFocus={(event) => {
            if (navigating.current) event.preventDefault();
            navigating.current = false;
          }}
          className="z-50 w-[min(24rem,calc(100vw-1rem))] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg dark:border-navy-700 dark:bg-navy-900"
        >
          <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3 dark:border-navy-800">
            <p className="text-sm font-semibold text-navy-900 dark:text-white">Client responses</p>
            {count > 0 && (
              <span className="text-xs font-medium text-brand-700 dark:text-brand-300">
                {count === 1 ? '1 unread' : `${count} unread`}
              </span>
            )}
          </div>
          {open && <RecentResponses onOpenResponse={() => (navigating.current = true)} />}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function RecentResponses({ onOpenResponse }: { onOpenResponse: () => void }) {
  const trpc = useTRPC();
  // Asked again each time the menu opens; the last answer shows meanwhile.
  const recent = useQuery({ ...trpc.responses.recent.queryOptions(), staleTime: 0 });

  if (recent.isPending) {
    return (
      <div role="status" aria-label="Loading responses" className="space-y-3 p-4">
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex items-start gap-3">
            <div className="h-8 w-8 shrink-0 animate-pulse rounded-full bg-slate-200 dark:bg-navy-800" />
            <div className="flex-1 space-y-2 pt-1">
              <div className="h-3 w-3/4 animate-pulse rounded bg-slate-200 dark:bg-navy-800" />
              <div className="h-3 w-1/2 animate-pulse rounded bg-slate-200 dark:bg-navy-800" />
            </div>
          </div>
        ))}
      </div>
    );
  }

  if (recent.isError) {
    return (
      <div role="alert" className="px-4 py-6 text-center">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          The responses could not be loaded.
        </p>
        <DropdownMenu.Item
          onSelect={(event) => {
            event.preventDefault();
            void recent.refetch();
          }}
          className="mx-auto mt-3 inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 text-sm font-medium text-navy-900 outline-none data-[highlighted]:bg-slate-50 dark:border-navy-600 dark:text-slate-100 dark:data-[highlighted]:bg-navy-800"
        >
          <RotateCw className="h-4 w-4" aria-hidden /> Try Again
        </DropdownMenu.Item>
      </div>
    );
  }

  const items = recent.data.items;
  if (items.length === 0) {
    return (
      <div
        className="flex flex-col items-center px-6 py-8 text-center"
        data-testid="responses-empty"
      >
        <span className="mb-3 flex h-10 w-10 items-center justify-center rounded-full bg-slate-100 text-slate-500 dark:bg-navy-800 dark:text-slate-400">
          <Inbox className="h-5 w-5" aria-hidden />
        </span>
        <p className="max-w-64 text-sm text-slate-600 dark:text-slate-400">{NO_RESPONSES_TEXT}</p>
      </div>
    );
  }

  return (
    <div className="max-h-[min(28rem,70vh)] overflow-y-auto p-1.5">
      {items.map((item) => (
        <RecentResponseItem key={item.id} item={item} onOpen={onOpenResponse} />
      ))}
    </div>
  );
}

function RecentResponseItem({ item, onOpen }: { item: RecentResponse; onOpen: () => void }) {
  const { Icon, tint } = responseKindLook(item.kind);
  return (
    <DropdownMenu.Item asChild onSelect={onOpen}>
      <Link
        to={responsesHref(item.presentationId)}
        aria-label={recentResponseText(item)}
        data-testid="recent-response"
        data-unread={item.read ? undefined : 'true'}
        className={clsx(
          'flex min-h-11 items-start gap-3 rounded-lg px-3 py-2.5 outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-navy-800',
          !item.read && 'bg-brand-50/60 dark:bg-brand-900/20',
        )}
      >
        <span
          className={clsx(
            'mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full ring-1',
            tint,
          )}
        >
          <Icon className="h-4 w-4" aria-hidden />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-3">
            <span
              className={clsx(
                'text-sm text-navy-900 dark:text-white',
                item.read ? 'font-normal' : 'font-semibold',
              )}
            >
              {item.summary}
            </span>
            <time
              className="shrink-0 text-xs text-slate-600 dark:text-slate-400"
              dateTime={item.createdAt}
              title={fullDateTime(item.createdAt)}
            >
              {relativeTime(item.createdAt)}
            </time>
          </span>
          <span className="mt-0.5 block truncate text-xs text-slate-600 dark:text-slate-400">
            {item.presentationTitle}
          </span>
        </span>
        <span
          className={clsx(
            'mt-1.5 h-2 w-2 shrink-0 rounded-full',
            item.read ? 'bg-transparent' : 'bg-brand-600',
          )}
          aria-hidden
        />
      </Link>
    </DropdownMenu.Item>
  );
}
