// The top bar's team notifications (reviews, approvals, members): the unread count, polled
// modestly, and the latest in a menu, each opening what it is about. Its own chunk, mounted only
// for a signed-in member; it appears once the member has a notification, so a solo advisor's bar
// stays as it was.
import { useTRPC } from '@/lib/trpc';
import { fullDateTime, relativeTime } from '@/routes/presentation/relative-time';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Inbox, RotateCw } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';

import type { RouterOutputs } from '@pitchcraft/api';
import { NOTIFICATIONS_POLL_MS } from '@pitchcraft/core';

import { isAccessError, unreadBadgeText } from './responses-summary';

type NotificationItem = RouterOutputs['notifications']['list']['items'][number];

const PAGE = 20;
const triggerClass =
  'relative inline-flex h-11 w-11 items-center justify-center rounded-full text-navy-700 transition-colors hover:bg-slate-100 md:h-9 md:w-9 ' +
  'data-[state=open]:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ' +
  'dark:text-slate-200 dark:hover:bg-navy-800 dark:data-[state=open]:bg-navy-800';
const itemClass =
  'flex min-h-11 items-start gap-3 rounded-lg px-3 py-2.5 outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-navy-800';

const buttonLabel = (count: number) =>
  count > 0 ? `Notifications, ${Math.floor(count)} unread` : 'Notifications';

export default function NotificationsMenu() {
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  const navigating = useRef(false);
  const poll = {
    refetchInterval: (query: { state: { error: unknown } }) =>
      isAccessError(query.state.error) ? false : NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: (query: { state: { error: unknown } }) =>
      !isAccessError(query.state.error),
  };
  const unread = useQuery({
    ...trpc.notifications.unreadCount.queryOptions(),
    staleTime: 15_000,
    ...poll,
  });
  // Whether there is anything to show at all (read ones too); refreshed when the menu opens.
  const latest = useQuery({
    ...trpc.notifications.list.queryOptions({ limit: PAGE }),
    staleTime: 5 * 60_000,
  });

  if (!unread.isSuccess || !latest.isSuccess) return null;
  const count = unread.data.count;
  if (count === 0 && latest.data.items.length === 0) return null;
  const badge = unreadBadgeText(count);

  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger
        className={triggerClass}
        aria-label={buttonLabel(count)}
        title="Notifications"
        data-testid="notifications-bell"
      >
        <Inbox className="h-5 w-5" aria-hidden />
        {badge && (
          <span
            aria-hidden
            data-testid="notifications-unread-badge"
            className="absolute top-1 right-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] leading-none font-semibold text-white tabular-nums ring-2 ring-white md:-top-0.5 md:-right-1 dark:ring-navy-950"
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
          aria-label="Notifications"
          onCloseAutoFocus={(event) => {
            if (navigating.current) event.preventDefault();
            navigating.current = false;
          }}
          className="z-50 w-[min(24rem,calc(100vw-1rem))] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg dark:border-navy-700 dark:bg-navy-900"
        >
          {open && (
            <NotificationList unread={count} onOpenItem={() => (navigating.current = true)} />
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function NotificationList({ unread, onOpenItem }: { unread: number; onOpenItem: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Asked again each time the menu opens; the last answer shows meanwhile.
  const list = useQuery({ ...trpc.notifications.list.queryOptions({ limit: PAGE }), staleTime: 0 });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.notifications.unreadCount.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.notifications.list.queryKey() }),
    ]);
  const markRead = useMutation(
    trpc.notifications.markRead.mutationOptions({ onSettled: () => void refresh() }),
  );

  return (
    <>
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3 dark:border-navy-800">
        <p className="text-sm font-semibold text-navy-900 dark:text-white">Notifications</p>
        {unread > 0 && (
          <DropdownMenu.Item
            disabled={markRead.isPending}
            onSelect={(event) => {
              event.preventDefault();
              markRead.mutate({ all: true });
            }}
            className="cursor-pointer rounded-md px-2 py-1 text-xs font-medium text-brand-700 outline-none data-[disabled]:opacity-60 data-[highlighted]:bg-slate-100 dark:text-brand-300 dark:data-[highlighted]:bg-navy-800"
          >
            Mark all as read
          </DropdownMenu.Item>
        )}
      </div>
      {list.isPending ? (
        <div role="status" aria-label="Loading notifications" className="space-y-3 p-4">
          {[0, 1, 2].map((i) => (
            <div key={i} className="space-y-2">
              <div className="h-3 w-3/4 animate-pulse rounded bg-slate-200 dark:bg-navy-800" />
              <div className="h-3 w-1/2 animate-pulse rounded bg-slate-200 dark:bg-navy-800" />
            </div>
          ))}
        </div>
      ) : list.isError ? (
        <div role="alert" className="px-4 py-6 text-center">
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Your notifications could not be loaded.
          </p>
          <DropdownMenu.Item
            onSelect={(event) => {
              event.preventDefault();
              void list.refetch();
            }}
            className="mx-auto mt-3 inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 text-sm font-medium text-navy-900 outline-none data-[highlighted]:bg-slate-50 dark:border-navy-600 dark:text-slate-100 dark:data-[highlighted]:bg-navy-800"
          >
            <RotateCw className="h-4 w-4" aria-hidden /> Try Again
          </DropdownMenu.Item>
        </div>
      ) : list.data.items.length === 0 ? (
        <p className="px-6 py-8 text-center text-sm text-slate-600 dark:text-slate-400">
          You’re all caught up.
        </p>
      ) : (
        <div className="max-h-[min(28rem,70vh)] overflow-y-auto p-1.5">
          {list.data.items.map((item) => (
            <NotificationRow
              key={item.id}
              item={item}
              onNavigate={onOpenItem}
              onRead={() => {
                if (!item.read) markRead.mutate({ ids: [item.id] });
              }}
            />
          ))}
        </div>
      )}
    </>
  );
}

function NotificationRow({
  item,
  onNavigate,
  onRead,
}: {
  item: NotificationItem;
  onNavigate: () => void;
  onRead: () => void;
}) {
  const content = (
    <>
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-3">
          <span
            className={clsx(
              'text-sm text-navy-900 dark:text-white',
              item.read ? 'font-normal' : 'font-semibold',
            )}
          >
            {item.title}
          </span>
          <time
            className="shrink-0 text-xs text-slate-600 dark:text-slate-400"
            dateTime={item.createdAt}
            title={fullDateTime(item.createdAt)}
          >
            {relativeTime(item.createdAt)}
          </time>
        </span>
        {item.body && (
          <span className="mt-0.5 line-clamp-2 block text-xs text-slate-600 dark:text-slate-400">
            {item.body}
          </span>
        )}
      </span>
      <span
        className={clsx(
          'mt-1.5 h-2 w-2 shrink-0 rounded-full',
          item.read ? 'bg-transparent' : 'bg-brand-600',
        )}
        aria-hidden
      />
    </>
  );
  const className = clsx(itemClass, !item.read && 'bg-brand-50/60 dark:bg-brand-900/20');
  const unreadMark = item.read ? undefined : 'true';
  // Only in-app paths come from the server; one without a link still marks itself read.
  return item.href ? (
    <DropdownMenu.Item
      asChild
      onSelect={() => {
        onNavigate();
        onRead();
      }}
    >
      <Link
        to={item.href}
        className={className}
        data-testid="notification"
        data-unread={unreadMark}
      >
        {content}
      </Link>
    </DropdownMenu.Item>
  ) : (
    <DropdownMenu.Item
      onSelect={(event) => {
        event.preventDefault();
        onRead();
      }}
      className={clsx(className, 'cursor-default')}
      data-testid="notification"
      data-unread={unreadMark}
    >
      {content}
    </DropdownMenu.Item>
  );
}
