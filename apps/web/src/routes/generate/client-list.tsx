// The saved clients as a selectable list: name, e-mail, created date, phone, a 'From Form' badge,
// a check mark on the selected row and a delete button per row.
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { CalendarDays, Check, Mail, Phone, Trash2 } from 'lucide-react';

import { formatShortDate } from '@pitchcraft/core';

import type { SavedClient } from './client-record';

interface ClientListProps {
  clients: SavedClient[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onDelete: (client: SavedClient) => void;
  onUse: (client: SavedClient) => void;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

export function ClientList({ clients, selectedId, onSelect, onDelete, onUse }: ClientListProps) {
  return (
    <ul
      aria-label="Saved clients"
      className="max-h-[400px] divide-y divide-slate-100 overflow-y-auto rounded-xl border border-slate-200 bg-white dark:divide-navy-800 dark:border-navy-700 dark:bg-navy-900"
    >
      {clients.map((client) => {
        const selected = client.id === selectedId;
        return (
          <li
            key={client.id}
            className={cn(
              'flex items-center gap-2 pr-2 transition-colors',
              selected
                ? 'bg-brand-50 dark:bg-brand-900/30'
                : 'hover:bg-slate-50 dark:hover:bg-navy-800/60',
            )}
          >
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onSelect(client.id)}
              onDoubleClick={() => onUse(client)}
              className="flex min-w-0 flex-1 items-center gap-3 rounded-lg px-4 py-3 text-left focus-visible:outline-offset-[-2px]"
            >
              <span
                aria-hidden
                className={cn(
                  'flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                  selected
                    ? 'bg-brand-700 text-white'
                    : 'bg-navy-100 text-navy-800 dark:bg-navy-800 dark:text-slate-200',
                )}
              >
                {selected ? (
                  <Check className="h-5 w-5" strokeWidth={3} />
                ) : (
                  initials(client.fullName)
                )}
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="truncate font-medium text-navy-900 dark:text-white">
                    {client.fullName}
                  </span>
                  {client.source === 'form' && <Badge tone="brand">From Form</Badge>}
                  {selected && <span className="sr-only">(selected)</span>}
                </span>
                <span className="mt-0.5 flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-slate-600 dark:text-slate-400">
                  <span className="inline-flex min-w-0 items-center gap-1">
                    <Mail className="h-3.5 w-3.5 shrink-0" aria-hidden />
                    <span className="truncate">{client.email}</span>
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <CalendarDays className="h-3.5 w-3.5" aria-hidden />
                    {formatShortDate(client.createdAt)}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <Phone className="h-3.5 w-3.5" aria-hidden />
                    {client.phone}
                  </span>
                </span>
              </span>
            </button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Delete ${client.fullName}`}
              onClick={() => onDelete(client)}
              className="shrink-0 text-slate-500 hover:text-red-700 dark:hover:text-red-400"
            >
              <Trash2 className="h-4 w-4" aria-hidden />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
