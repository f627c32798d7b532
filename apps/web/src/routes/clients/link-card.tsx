// One collection link: what it asks for, its state, its actions, and its submissions on demand.
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { Check, ChevronDown, Copy, ExternalLink, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';

import type { RouterOutputs } from '@pitchcraft/api';
import { formatShortDate, LINK_INDUSTRY_LABELS } from '@pitchcraft/core';

import { copyLink } from './copy-link';
import { SubmissionsTable } from './submissions-table';

export type LinkView = RouterOutputs['links']['list'][number];

const COPIED_MS = 2000;

function isExpired(link: LinkView): boolean {
  return link.expiresAt !== null && new Date(link.expiresAt).getTime() <= Date.now();
}

/** `inactive`: the advisor's forms do not take submissions yet (e-mail not confirmed, no checkout). */
export function LinkCard({
  link,
  onDelete,
  inactive = false,
}: {
  link: LinkView;
  onDelete: () => void;
  inactive?: boolean;
}) {
  const panelId = useId();
  const [expanded, setExpanded] = useState(false);
  // Submissions load on the first expand and stay mounted (and cached) after that.
  const [opened, setOpened] = useState(false);
  const [copied, setCopied] = useState(false);
  const used = link.singleUse && link.usedAt !== null;
  const expired = isExpired(link);

  const onCopy = async () => {
    if (!(await copyLink(link.url))) return;
    setCopied(true);
    window.setTimeout(() => setCopied(false), COPIED_MS);
  };

  const toggle = () => {
    setOpened(true);
    setExpanded((open) => !open);
  };

  return (
    <Card className="overflow-hidden">
      <div className="space-y-3 p-5 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0 space-y-2">
            <h3 className="text-base leading-snug font-semibold break-words text-navy-900 dark:text-white">
              {link.title}
            </h3>
            <div className="flex flex-wrap gap-1.5">
              <Badge tone="brand">{LINK_INDUSTRY_LABELS[link.industryType]}</Badge>
              {link.singleUse && <Badge>Single Use</Badge>}
              {used && <Badge tone="success">Used</Badge>}
              {expired && <Badge tone="warning">Expired</Badge>}
              {inactive && !expired && !used && <Badge tone="warning">Not active yet</Badge>}
            </div>
          </div>
          <Button
            variant="ghost"
            size="icon"
            onClick={onDelete}
            aria-label={`Delete ${link.title}`}
            className="-mt-1 -mr-2 shrink-0 text-slate-500 hover:bg-red-50 hover:text-red-700 dark:text-slate-400 dark:hover:bg-red-900/30 dark:hover:text-red-300"
          >
            <Trash2 className="h-4 w-4" aria-hidden />
          </Button>
        </div>
        {link.description && (
          <p className="text-sm leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-300">
            {link.description}
          </p>
        )}
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
          <div className="flex gap-1">
            <dt>Created</dt>
            <dd className="text-navy-800 dark:text-slate-200">{formatShortDate(link.createdAt)}</dd>
          </div>
          {link.expiresAt && (
            <div className="flex gap-1">
              <dt>Expires</dt>
              <dd className="text-navy-800 dark:text-slate-200">
                {formatShortDate(link.expiresAt)}
              </dd>
            </div>
          )}
          {used && link.usedAt && (
            <div className="flex gap-1">
              <dt>Used</dt>
              <dd className="text-navy-800 dark:text-slate-200">{formatShortDate(link.usedAt)}</dd>
            </div>
          )}
        </dl>
        <div className="flex flex-wrap gap-2 pt-1">
          <Button variant="outline" size="sm" onClick={() => void onCopy()}>
            {copied ? (
              <Check className="h-4 w-4 text-emerald-600" aria-hidden />
            ) : (
              <Copy className="h-4 w-4" aria-hidden />
            )}
            Copy Link
          </Button>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('outline', 'sm')}
          >
            <ExternalLink className="h-4 w-4" aria-hidden />
            Open
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          <Button
            variant="secondary"
            size="sm"
            onClick={toggle}
            aria-expanded={expanded}
            aria-controls={panelId}
          >
            View Submissions
            <span className="rounded-full bg-white/80 px-1.5 text-xs font-semibold text-navy-800 tabular-nums dark:bg-navy-950/60 dark:text-slate-200">
              {link.submissionCount}
            </span>
            <ChevronDown
              className={cn('h-4 w-4 transition-transform', expanded && 'rotate-180')}
              aria-hidden
            />
          </Button>
        </div>
      </div>
      <div
        id={panelId}
        hidden={!expanded}
        className="border-t border-slate-100 bg-slate-50/60 px-2 py-3 sm:px-4 dark:border-navy-800 dark:bg-navy-950/40"
      >
        {opened && <SubmissionsTable linkId={link.id} />}
      </div>
    </Card>
  );
}
