// The follow-up e-mails sent from this presentation, under its client responses.
import { useTRPC } from '@/lib/trpc';
import { useQuery } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';

import { fullDateTime, relativeTime } from './relative-time';

export function FollowUpsSent({ presentationId }: { presentationId: string }) {
  const trpc = useTRPC();
  const sent = useQuery(trpc.followUps.list.queryOptions({ presentationId }));
  const items = sent.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="follow-ups-sent-title" className="space-y-2">
      <h3
        id="follow-ups-sent-title"
        className="text-sm font-semibold text-navy-900 dark:text-white"
      >
        Follow-ups sent
      </h3>
      <ul
        className="divide-y divide-slate-100 rounded-xl border border-slate-200 dark:divide-navy-800 dark:border-navy-700"
        data-testid="follow-ups-sent"
      >
        {items.map((item) => (
          <li key={item.id} className="flex items-start gap-3 px-4 py-3 text-sm">
            <MailCheck
              className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700 dark:text-emerald-400"
              aria-hidden
            />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-navy-900 dark:text-white">{item.subject}</p>
              <p className="truncate text-slate-600 dark:text-slate-400">To {item.to}</p>
            </div>
            <time
              className="shrink-0 text-slate-600 dark:text-slate-400"
              dateTime={item.sentAt}
              title={fullDateTime(item.sentAt)}
            >
              {relativeTime(item.sentAt)}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}
