// The library's rows: a table from tablet width up, stacked cards on a phone.
import { DuplicateRowButton } from '@/components/presentations/duplicate-dialog';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import { downloadExport } from '@/lib/download-export';
import { Eye, FileText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { exportFileName, formatShortDate, READ_ONLY_MESSAGES } from '@pitchcraft/core';

import type { PresentationListItem } from './presentation-mutations';

interface ListProps {
  items: PresentationListItem[];
  /** The subscription ended: sharing shows as it is but cannot be switched, and nothing is deleted. */
  readOnly?: boolean;
  sharingPendingId: string | null;
  onToggleSharing: (item: PresentationListItem, enabled: boolean) => void;
  onDelete: (item: PresentationListItem) => void;
}

const lastViewed = (item: PresentationListItem) =>
  item.lastViewedAt ? formatShortDate(item.lastViewedAt) : '—';

function SharingToggle({
  item,
  pending,
  readOnly,
  onToggle,
}: {
  item: PresentationListItem;
  pending: boolean;
  readOnly: boolean;
  onToggle: ListProps['onToggleSharing'];
}) {
  return (
    <span
      className="inline-flex items-center gap-2.5"
      title={readOnly && !item.shareEnabled ? READ_ONLY_MESSAGES.control : undefined}
    >
      <Switch
        checked={item.shareEnabled}
        // Read-only, a live link can still be turned off; it cannot be shared again until renewal.
        disabled={pending || (readOnly && !item.shareEnabled)}
        onCheckedChange={(enabled) => onToggle(item, enabled)}
        aria-label={`Sharing for ${item.title}`}
      />
      <Badge tone={item.shareEnabled ? 'success' : 'neutral'}>
        {item.shareEnabled ? 'Shared' : 'Private'}
      </Badge>
    </span>
  );
}

function RowActions({
  item,
  onDelete,
}: {
  item: PresentationListItem;
  onDelete: ListProps['onDelete'];
}) {
  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-1">
      <Link
        to={`/presentation/${item.id}`}
        className={buttonClasses('ghost', 'sm')}
        aria-label={`View ${item.title}`}
      >
        <Eye className="h-4 w-4" aria-hidden />
        View
      </Link>
      <PdfButton item={item} />
      <DuplicateRowButton item={item} />
      {/* Deleting is withdrawing, allowed whatever the subscription. */}
      <DeleteButton item={item} onDelete={onDelete} />
    </span>
  );
}

/** The presentation as the server's PDF, without opening it. */
function PdfButton({ item }: { item: PresentationListItem }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={busy}
      aria-label={`Download ${item.title} as PDF`}
      onClick={() => {
        setBusy(true);
        void downloadExport(
          `/exports/presentations/${encodeURIComponent(item.id)}/pdf`,
          exportFileName(item.clientName, 'presentation', 'pdf'),
          'PDF',
        ).finally(() => setBusy(false));
      }}
    >
      <FileText className="h-4 w-4" aria-hidden />
      {busy ? 'Preparing…' : 'PDF'}
    </Button>
  );
}

function DeleteButton({
  item,
  onDelete,
}: {
  item: PresentationListItem;
  onDelete: ListProps['onDelete'];
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="text-slate-500 hover:bg-red-50 hover:text-red-700 dark:text-slate-400 dark:hover:bg-red-900/30 dark:hover:text-red-300"
      onClick={() => onDelete(item)}
      aria-label={`Delete ${item.title}`}
    >
      <Trash2 className="h-4 w-4" aria-hidden />
    </Button>
  );
}

export function PresentationsList({
  items,
  readOnly = false,
  sharingPendingId,
  onToggleSharing,
  onDelete,
}: ListProps) {
  return (
    <>
      <div className="hidden md:block">
        <Table>
          <THead>
            <tr>
              <TH className="pl-6">Title</TH>
              <TH>Client</TH>
              <TH>Created</TH>
              <TH className="text-right">Views</TH>
              <TH>Last viewed</TH>
              <TH>Sharing</TH>
              <TH className="pr-6 text-right">Actions</TH>
            </tr>
          </THead>
          <TBody>
            {items.map((item) => (
              <TR key={item.id} data-testid="presentation-row">
                <TD className="max-w-xs pl-6">
                  <Link
                    to={`/presentation/${item.id}`}
                    className="line-clamp-2 font-medium text-navy-900 hover:text-brand-700 dark:text-white dark:hover:text-brand-300"
                  >
                    {item.title}
                  </Link>
                </TD>
                <TD className="text-slate-700 dark:text-slate-300">{item.clientName}</TD>
                <TD className="whitespace-nowrap text-slate-600 dark:text-slate-400">
                  {formatShortDate(item.createdAt)}
                </TD>
                <TD className="text-right text-slate-700 tabular-nums dark:text-slate-300">
                  {item.views.toLocaleString('en-US')}
                </TD>
                <TD className="whitespace-nowrap text-slate-600 dark:text-slate-400">
                  {lastViewed(item)}
                </TD>
                <TD>
                  <SharingToggle
                    item={item}
                    pending={sharingPendingId === item.id}
                    readOnly={readOnly}
                    onToggle={onToggleSharing}
                  />
                </TD>
                <TD className="pr-6 text-right">
                  <RowActions item={item} onDelete={onDelete} />
                </TD>
              </TR>
            ))}
          </TBody>
        </Table>
      </div>
      <ul className="divide-y divide-slate-100 md:hidden dark:divide-navy-800">
        {items.map((item) => (
          <li key={item.id} className="space-y-3 px-4 py-4" data-testid="presentation-card">
            <div className="space-y-0.5">
              <Link
                to={`/presentation/${item.id}`}
                className="font-medium text-navy-900 hover:text-brand-700 dark:text-white"
              >
                {item.title}
              </Link>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {item.clientName} · {formatShortDate(item.createdAt)}
              </p>
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {item.views === 1 ? '1 view' : `${item.views.toLocaleString('en-US')} views`}
                {item.lastViewedAt && ` · last viewed ${lastViewed(item)}`}
              </p>
            </div>
            <div className="flex items-center justify-between gap-3">
              <SharingToggle
                item={item}
                pending={sharingPendingId === item.id}
                readOnly={readOnly}
                onToggle={onToggleSharing}
              />
              <RowActions item={item} onDelete={onDelete} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
