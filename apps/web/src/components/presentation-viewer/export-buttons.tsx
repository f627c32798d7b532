// PDF and PowerPoint of a presentation, written by the server (no print dialog, no browser needed),
// and, for a saved presentation's owner, its recommendation record.
import { Button } from '@/components/ui/button';
import { downloadExport } from '@/lib/download-export';
import { FileText, Presentation, ShieldCheck } from 'lucide-react';
import { useState } from 'react';

import { exportFileName } from '@pitchcraft/core';

type TExport = 'pdf' | 'pptx' | 'record';

const LABELS: Readonly<Record<TExport, string>> = {
  pdf: 'PDF',
  pptx: 'PowerPoint',
  record: 'Client record',
};
const WHAT: Readonly<Record<TExport, string>> = {
  pdf: 'PDF',
  pptx: 'PowerPoint',
  record: 'recommendation record',
};
const ICONS = { pdf: FileText, pptx: Presentation, record: ShieldCheck } as const;

interface ExportButtonsProps {
  /** '/exports/presentations/{id}' or '/exports/generations/{id}'. */
  base: string;
  clientName: string;
  /** Which files to offer, in order. */
  kinds?: readonly TExport[];
  disabled?: boolean;
  size?: 'sm' | 'md';
}

export function ExportButtons({
  base,
  clientName,
  kinds = ['pdf', 'pptx'],
  disabled = false,
  size = 'sm',
}: ExportButtonsProps) {
  const [busy, setBusy] = useState<TExport | null>(null);
  const download = async (kind: TExport) => {
    setBusy(kind);
    try {
      const name =
        kind === 'record'
          ? exportFileName(clientName, 'record', 'pdf')
          : exportFileName(clientName, 'presentation', kind);
      await downloadExport(`${base}/${kind}`, name, WHAT[kind]);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {kinds.map((kind) => {
        const Icon = ICONS[kind];
        return (
          <Button
            key={kind}
            variant="outline"
            size={size}
            disabled={disabled || busy !== null}
            aria-busy={busy === kind}
            onClick={() => void download(kind)}
            title={
              kind === 'record'
                ? 'The client file: facts, reasons, versions and the client’s activity'
                : undefined
            }
          >
            <Icon className="h-4 w-4" aria-hidden />
            {busy === kind ? 'Preparing…' : LABELS[kind]}
          </Button>
        );
      })}
    </>
  );
}
