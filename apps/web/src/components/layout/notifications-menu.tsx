// The top bar's team notifications (reviews, approvals, members): the unread count, polled
// modestly, and the latest in a menu, each opening what it is about. Its own chunk, mounted only
// for a signed-in member; it appears once the member has a notification, so a solo advisor's bar
// stays as it was.
import { useTRPC } from '@/lib/trpc';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Inbox } from 'lucide-react';
import { Link } from 'react-router';

import type { RouterOutputs } from '@pitchcraft/api';
import { NOTIFICATIONS_POLL_MS } from '@pitchcraft/core';

import { bellItemClass, BellItemText, BellMenu, BellMenuHeading, BellMenuList } from './bell-menu';
import { isAccessError } from './responses-summary';

type NotificationItem = RouterOutputs['notifications']['list']['items'][number];

const PAGE = 20;

const buttonLabel = (count: number) =>
  count > 0 ? `Notifications, ${Math.floor(count)} unread` : 'Notifications';

export default function NotificationsMenu() {
  const trpc = useTRPC();
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

  return (
    <BellMenu
      icon={Inbox}
      label={buttonLabel(count)}
      title="Notifications"
      testId="notifications"
      unread={count}
      badgeClass="bg-brand-600"
      menuLabel="Notifications"
    >
      {(onNavigate) => <NotificationList unread={count} onOpenItem={onNavigate} />}
    </BellMenu>
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
      <BellMenuHeading title="Notifications">
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
      </BellMenuHeading>
      <BellMenuList
        query={list}
        loadingLabel="Loading notifications"
        errorText="Your notifications could not be loaded."
        empty={
          <p className="px-6 py-8 text-center text-sm text-slate-600 dark:text-slate-400">
            You’re all caught up.
          </p>
        }
      >
        {(items) =>
          items.map((item) => (
            <NotificationRow
              key={item.id}
              item={item}
              onNavigate={onOpenItem}
              onRead={() => {
                if (!item.read) markRead.mutate({ ids: [item.id] });
              }}
            />
          ))
        }
      </BellMenuList>
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
    <BellItemText
      title={item.title}
      createdAt={item.createdAt}
      read={item.read}
      detail={item.body || null}
      detailLines={2}
    />
  );
  const className = bellItemClass(item.read);
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
