// The log's rows: a table from laptop width up, stacked cards on a phone or a tablet.
import { Badge } from '@/components/ui/badge';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import { fullDateTime, relativeTime } from '@/routes/presentation/relative-time';

import { auditAreaOf } from '@pitchcraft/core';

import { actorLabel, browserOf, detailLines, targetLabel, type AuditRow } from './audit-model';

const AREA_TONES: Readonly<Record<string, 'neutral' | 'brand' | 'success' | 'warning' | 'danger'>> =
  {
    auth: 'neutral',
    member: 'brand',
    organization: 'warning',
    billing: 'warning',
    review: 'success',
  };

/** Deletions read in red, the rest by area. */
function toneOf(row: AuditRow) {
  if (row.action.endsWith('.deleted') || row.action.endsWith('.removed')) return 'danger';
  return AREA_TONES[auditAreaOf(row.action)] ?? 'neutral';
}

function When({ at }: { at: string }) {
  return (
    <time dateTime={at} className="block">
      <span className="block font-medium text-navy-900 dark:text-white">{relativeTime(at)}</span>
      <span className="block text-xs text-slate-500 dark:text-slate-400">{fullDateTime(at)}</span>
    </time>
  );
}

function Who({ row }: { row: AuditRow }) {
  const name = actorLabel(row);
  return (
    <span className="block min-w-0">
      <span className="block truncate font-medium text-navy-900 dark:text-white">{name}</span>
      {row.actor.email && row.actor.email !== name && (
        <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
          {row.actor.email}
        </span>
      )}
    </span>
  );
}

function What({ row }: { row: AuditRow }) {
  const target = targetLabel(row);
  const details = detailLines(row);
  return (
    <span className="block min-w-0 space-y-1">
      <Badge tone={toneOf(row)}>{row.label}</Badge>
      {target && (
        <span className="block truncate text-sm text-navy-800 dark:text-slate-200">{target}</span>
      )}
      {details.map((line) => (
        <span key={line} className="block truncate text-xs text-slate-500 dark:text-slate-400">
          {line}
        </span>
      ))}
    </span>
  );
}

function Where({ row }: { row: AuditRow }) {
  const browser = browserOf(row.userAgent);
  if (!row.ip && !browser) return <span className="text-slate-400">—</span>;
  return (
    <span className="block min-w-0" title={row.userAgent ?? undefined}>
      {row.ip && (
        <span className="block font-mono text-xs text-navy-800 dark:text-slate-200">{row.ip}</span>
      )}
      {browser && (
        <span className="block truncate text-xs text-slate-500 dark:text-slate-400">{browser}</span>
      )}
    </span>
  );
}

/** On a card: where it came from, on one line. */
function WhereInline({ row }: { row: AuditRow }) {
  const where = [row.ip, browserOf(row.userAgent)].filter(Boolean).join(' · ');
  if (!where) return null;
  return (
    <p
      className="truncate text-xs text-slate-500 dark:text-slate-400"
      title={row.userAgent ?? undefined}
    >
      From {where}
    </p>
  );
}

export function AuditEntries({ rows }: { rows: AuditRow[] }) {
  return (
    <>
      <div className="hidden lg:block">
        <Table>
          <caption className="sr-only">Audit log entries, newest first</caption>
          <THead>
            <TR className="hover:bg-transparent">
              <TH className="w-44 pl-6">When</TH>
              <TH className="w-60">Who</TH>
              <TH>What</TH>
              <TH className="w-48 pr-6">From</TH>
            </TR>
          </THead>
          <TBody>
            {rows.map((row) => (
              <TR key={row.id} data-testid="audit-row">
                <TD className="pl-6 align-top">
                  <When at={row.occurredAt} />
                </TD>
                <TD className="max-w-60 align-top">
                  <Who row={row} />
                </TD>
                <TD className="max-w-md align-top">
                  <What row={row} />
                </TD>
                <TD className="max-w-48 pr-6 align-top">
                  <Where row={row} />
                </TD>
              </TR>
            ))}
          </TBody>
        </Table>
      </div>
      <ul className="divide-y divide-slate-100 lg:hidden dark:divide-navy-800">
        {rows.map((row) => (
          <li key={row.id} className="space-y-3 px-4 py-4 sm:px-6" data-testid="audit-card">
            <div className="flex items-start justify-between gap-3">
              <What row={row} />
              <span className="shrink-0 text-right text-sm">
                <When at={row.occurredAt} />
              </span>
            </div>
            <div className="text-sm">
              <Who row={row} />
            </div>
            <WhereInline row={row} />
          </li>
        ))}
      </ul>
    </>
  );
}
