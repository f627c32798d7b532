// One client response in the owner's list: what the client asked for and wrote, how to reach them,
// the version they were looking at and the sections they read most.
import { Badge } from '@/components/ui/badge';
import { clsx } from 'clsx';
import { Clock, Eye, Mail, Phone } from 'lucide-react';

import type { RouterOutputs } from '@pitchcraft/api';

import { fullDateTime, relativeTime } from './relative-time';
import { sectionsReadMost, telHref, viewedVersionText } from './response-details';
import { responseKindLook } from './response-kinds';

type ClientResponse = RouterOutputs['responses']['list']['items'][number];

export function ResponseItem({ item, fresh }: { item: ClientResponse; fresh: boolean }) {
  const { Icon, tint } = responseKindLook(item.kind);
  const version = viewedVersionText(item.versionNumber);
  const sections = sectionsReadMost(item.sectionsRead);
  const reachable = Boolean(item.phone) || Boolean(item.preferredTimes);
  const seenBy = Boolean(item.viewerEmail) || Boolean(version);
  return (
    <li
      data-testid="client-response"
      data-unread={fresh ? 'true' : undefined}
      className={clsx(
        'rounded-xl border p-4 sm:p-5',
        fresh
          ? 'border-brand-200 bg-brand-50/50 ring-1 ring-brand-100 dark:border-brand-800 dark:bg-brand-900/20 dark:ring-brand-900'
          : 'border-slate-200 dark:border-navy-700',
      )}
    >
      <div className="flex items-center gap-3">
        <span
          className={clsx(
            'flex h-10 w-10 shrink-0 items-center justify-center rounded-full ring-1',
            tint,
          )}
        >
          <Icon className="h-5 w-5" aria-hidden />
        </span>
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-0.5">
          <h3 className="font-semibold text-navy-900 dark:text-white">{item.label}</h3>
          {fresh && <Badge tone="brand">New</Badge>}
          <time
            className="text-sm text-slate-600 dark:text-slate-400"
            dateTime={item.createdAt}
            title={fullDateTime(item.createdAt)}
          >
            {relativeTime(item.createdAt)}
          </time>
        </div>
      </div>
      <div className="mt-3 space-y-2.5 sm:pl-[52px]">
        {item.message && (
          <blockquote className="border-l-2 border-slate-300 pl-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-navy-800 dark:border-navy-600 dark:text-slate-200">
            {item.message}
          </blockquote>
        )}

        {reachable && (
          <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
            {item.phone && (
              <>
                <dt className="text-slate-600 dark:text-slate-400">Phone</dt>
                <dd>
                  <a
                    href={telHref(item.phone)}
                    className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-700 underline-offset-4 hover:underline sm:min-h-0 dark:text-brand-300"
                  >
                    <Phone className="h-4 w-4" aria-hidden />
                    {item.phone}
                  </a>
                </dd>
              </>
            )}
            {item.preferredTimes && (
              <>
                <dt className="text-slate-600 dark:text-slate-400">Best times</dt>
                <dd className="break-words whitespace-pre-wrap text-navy-800 dark:text-slate-200">
                  {item.preferredTimes}
                </dd>
              </>
            )}
          </dl>
        )}

        {seenBy && (
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            {item.viewerEmail && (
              <span className="inline-flex min-w-0 items-center gap-1.5">
                <Mail className="h-4 w-4 shrink-0" aria-hidden />
                <span className="break-all">{item.viewerEmail}</span>
              </span>
            )}
            {version && (
              <span className="inline-flex items-center gap-1.5" data-testid="response-version">
                <Eye className="h-4 w-4 shrink-0" aria-hidden />
                {version}
              </span>
            )}
          </p>
        )}

        {sections.length > 0 && (
          <div className="space-y-1.5 pt-1">
            <p className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">
              Read most
            </p>
            <ul className="flex flex-wrap gap-2" aria-label="Sections read most">
              {sections.map((section) => (
                <li
                  key={section.name}
                  className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-1 text-xs text-navy-800 dark:bg-navy-800 dark:text-slate-200"
                >
                  <span className="truncate font-medium">{section.name}</span>
                  <span className="inline-flex shrink-0 items-center gap-0.5 text-slate-600 tabular-nums dark:text-slate-400">
                    <Clock className="h-3 w-3" aria-hidden />
                    {section.time}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </li>
  );
}
