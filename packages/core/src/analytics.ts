// Engagement analytics of shared presentations: what the shared page sends, the bounds the
// server holds it to, and the owner's CSV export.
import { z } from 'zod';

export const HEARTBEAT_INTERVAL_MS = 10_000;
/** The most active time one heartbeat may claim (a little over its interval). */
export const MAX_HEARTBEAT_MS = 15_000;
export const MAX_HEARTBEATS_PER_VIEW = 2_000;
export const MAX_SECTIONS_PER_VIEW = 50;
export const MAX_SECTION_EVENTS_PER_VIEW = 1_000;
export const ANALYTICS_DAYS = 30;

export const DEVICE_CLASSES = ['desktop', 'tablet', 'phone'] as const;
export type TDeviceClass = (typeof DEVICE_CLASSES)[number];

const ZId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/, 'Invalid id');

export const ZStartViewInput = z.object({
  presentationId: ZId,
  visitorId: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9-]*$/, 'Invalid visitor id')
    .optional(),
  device: z.enum(DEVICE_CLASSES).optional(),
  referrerHost: z
    .string()
    .trim()
    .max(253)
    .regex(/^[A-Za-z0-9.-]*$/, 'Invalid referrer host')
    .optional(),
  grant: z.string().max(128).optional(),
});
export type TStartViewInput = z.input<typeof ZStartViewInput>;

export const ZHeartbeatInput = z.object({
  viewId: ZId,
  activeMs: z.number().int().min(0).max(60_000),
  /** True for the last beacon, sent as the page is hidden or closed. */
  final: z.boolean().optional(),
});

export const ZSectionsInput = z.object({
  viewId: ZId,
  sections: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(60),
        visibleMs: z.number().int().min(0).max(600_000),
      }),
    )
    .min(1)
    .max(20, 'Too many sections in one report'),
});

export const ZAnalyticsInput = z.object({ presentationId: ZId });

/**
 * A passcode's least length. Four digits fall to a patient guesser even at 8 tries a quarter hour;
 * passcodes set when 4 was enough keep working, and their owner is asked to lengthen them.
 */
export const SHARE_PASSCODE_MIN_LENGTH = 6;

export const ZShareSettingsInput = z.object({
  id: ZId,
  expiresAt: z.iso
    .datetime({ offset: true, message: 'Please choose a valid expiry date' })
    .nullable(),
  /** A new passcode; null removes it; absent keeps the current one. */
  passcode: z
    .string()
    .min(
      SHARE_PASSCODE_MIN_LENGTH,
      `Passcode must be at least ${SHARE_PASSCODE_MIN_LENGTH} characters`,
    )
    .max(64, 'Passcode must be at most 64 characters')
    .nullish(),
  requireEmail: z.boolean(),
  notifyOnView: z.boolean(),
});
export type TShareSettingsInput = z.input<typeof ZShareSettingsInput>;

export const ZUnlockSharedInput = z.object({
  id: ZId,
  passcode: z.string().max(64).optional(),
  email: z.email('Please enter a valid email').max(254).optional(),
});

export const ZSharedReadInput = z.object({ id: ZId, grant: z.string().max(128).optional() });

/** A rough device class from the viewport width the page reports. */
export function deviceClassForWidth(width: number): TDeviceClass {
  if (width < 640) return 'phone';
  if (width < 1024) return 'tablet';
  return 'desktop';
}

export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes < 60) return rest ? `${minutes}m ${rest}s` : `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  return `${hours}h ${minutes % 60}m`;
}

export interface TViewRow {
  id: string;
  startedAt: string;
  lastSeenAt: string;
  activeMs: number;
  device: string | null;
  referrerHost: string | null;
  viewerEmail: string | null;
  visitorId: string | null;
  anonymous: boolean;
  /** The version of the presentation the visitor was shown (null: recorded before versions). */
  versionNumber?: number | null;
}

export const csvCell = (value: string | number | boolean | null): string => {
  const text = value === null ? '' : String(value);
  // Neutralise spreadsheet formulas and quote everything that needs it.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** A CSV file: a header line and one line per row, every cell formula-safe and quoted as needed. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | boolean | null)[])[],
): string {
  return (
    [header.map(csvCell).join(','), ...rows.map((row) => row.map(csvCell).join(','))].join('\n') +
    '\n'
  );
}

export function viewsToCsv(views: readonly TViewRow[]): string {
  const header = [
    'view_id',
    'started_at',
    'last_seen_at',
    'active_seconds',
    'device',
    'referrer',
    'viewer_email',
    'visitor',
    'anonymous',
    'version',
  ];
  return toCsv(
    header,
    views.map((v) => [
      v.id,
      v.startedAt,
      v.lastSeenAt,
      Math.round(v.activeMs / 1000),
      v.device,
      v.referrerHost,
      v.viewerEmail,
      v.visitorId,
      v.anonymous,
      v.versionNumber ?? null,
    ]),
  );
}
