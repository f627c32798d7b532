// A member's download on the audit log: who took which presentation away, in which format, and
// from where. A client's copy from the shared page is not a member's act and is not recorded here.
import type { Executor } from '@pitchcraft/db';

import { auditActorOf, recordAudit, type AuditCtx } from '../audit/record';

const ACTIONS = { pdf: 'export.pdf', pptx: 'export.pptx', record: 'export.record' } as const;

export async function recordDownload(
  db: Executor,
  ctx: AuditCtx,
  download: {
    format: keyof typeof ACTIONS;
    kind: 'presentation' | 'generation';
    id: string;
    ownerId: string;
    clientName: string;
  },
): Promise<void> {
  await recordAudit(db, auditActorOf(ctx), {
    action: ACTIONS[download.format],
    targetKind: download.kind,
    targetId: download.id,
    details: { clientName: download.clientName, ownerUserId: download.ownerId },
  });
}
