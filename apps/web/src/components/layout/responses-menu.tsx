// The top bar's Responses bell: how many client responses are unread, and the latest ten in a menu,
// each opening its presentation. Its own chunk, mounted only for a signed-in advisor; an advisor
// without access (no subscription) gets no bell rather than an error.
import { useTRPC } from '@/lib/trpc';
import { responseKindLook } from '@/routes/presentation/response-kinds';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Bell, Inbox } from 'lucide-react';
import { Link } from 'react-router';

import type { RouterOutputs } from '@pitchcraft/api';

import { bellItemClass, BellItemText, BellMenu, BellMenuHeading, BellMenuList } from './bell-menu';
import {
  isAccessError,
  NO_RESPONSES_TEXT,
  recentResponseText,
  responsesButtonLabel,
  responsesHref,
  UNREAD_POLL_MS,
} from './responses-summary';

type RecentResponse = RouterOutputs['responses']['recent']['items'][number];

export default function ResponsesMenu() {
  const trpc = useTRPC();
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

  return (
    <BellMenu
      icon={Bell}
      label={responsesButtonLabel(count)}
      testId="responses"
      unread={count}
      badgeClass="bg-red-600"
      menuLabel="Client responses"
    >
      {(onNavigate) => (
        <>
          <BellMenuHeading title="Client responses">
            {count > 0 && (
              <span className="text-xs font-medium text-brand-700 dark:text-brand-300">
                {count === 1 ? '1 unread' : `${count} unread`}
              </span>
            )}
          </BellMenuHeading>
          <RecentResponses onOpenResponse={onNavigate} />
        </>
      )}
    </BellMenu>
  );
}

function RecentResponses({ onOpenResponse }: { onOpenResponse: () => void }) {
  const trpc = useTRPC();
  // Asked again each time the menu opens; the last answer shows meanwhile.
  const recent = useQuery({ ...trpc.responses.recent.queryOptions(), staleTime: 0 });

  return (
    <BellMenuList
      query={recent}
      loadingLabel="Loading responses"
      withIcons
      errorText="The responses could not be loaded."
      empty={
        <div
          className="flex flex-col items-center px-6 py-8 text-center"
          data-testid="responses-empty"
        >
          <span className="mb-3 flex h-10 w-10 items-center justify-center rounded-full bg-slate-100 text-slate-500 dark:bg-navy-800 dark:text-slate-400">
            <Inbox className="h-5 w-5" aria-hidden />
          </span>
          <p className="max-w-64 text-sm text-slate-600 dark:text-slate-400">{NO_RESPONSES_TEXT}</p>
        </div>
      }
    >
      {(items) =>
        items.map((item) => (
          <RecentResponseItem key={item.id} item={item} onOpen={onOpenResponse} />
        ))
      }
    </BellMenuList>
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
        className={bellItemClass(item.read)}
      >
        <span
          className={clsx(
            'mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full ring-1',
            tint,
          )}
        >
          <Icon className="h-4 w-4" aria-hidden />
        </span>
        <BellItemText
          title={item.summary}
          createdAt={item.createdAt}
          read={item.read}
          detail={item.presentationTitle}
          detailLines={1}
        />
      </Link>
    </DropdownMenu.Item>
  );
}
