// The audit log's vocabulary: every change of consequence has one action name and one label, so
// the log reads the same in the app, its filters and its CSV export.
import { z } from 'zod';

export const AUDIT_ACTIONS = {
  'auth.sign_in': 'Signed in',
  'auth.sign_out': 'Signed out',
  'auth.password_changed': 'Changed password',
  'member.invited': 'Invited a member',
  'member.invitation_revoked': 'Revoked an invitation',
  'member.joined': 'Joined the organisation',
  'member.role_changed': 'Changed a role',
  'member.removed': 'Removed a member',
  'member.left': 'Left the organisation',
  'member.book_reassigned': 'Reassigned a book',
  'organization.renamed': 'Renamed the organisation',
  'organization.policy_changed': 'Changed a policy',
  'billing.seats_changed': 'Seats changed',
  'billing.subscription_changed': 'Subscription changed',
  'presentation.saved': 'Saved a presentation',
  'presentation.shared': 'Shared a presentation',
  'presentation.unshared': 'Stopped sharing a presentation',
  'presentation.emailed': 'E-mailed a presentation',
  'presentation.deleted': 'Deleted a presentation',
  'presentation.follow_up_sent': 'Sent a follow-up',
  'presentation.duplicated': 'Duplicated a presentation',
  'client.deleted': 'Deleted a client',
  'template.created': 'Saved a template',
  'template.updated': 'Changed a template',
  'template.archived': 'Archived a template',
  'block.created': 'Added an approved block',
  'block.updated': 'Changed an approved block',
  'block.archived': 'Archived an approved block',
  'review.submitted': 'Submitted for review',
  'review.withdrawn': 'Withdrew a review',
  'review.commented': 'Commented on a review',
  'review.approved': 'Approved a version',
  'review.rejected': 'Rejected a version',
  'export.pdf': 'Downloaded a PDF',
  'export.pptx': 'Downloaded a PowerPoint',
  'export.record': 'Downloaded a client record',
  'audit.exported': 'Exported the audit log',
} as const;

export type TAuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as TAuditAction[];
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

/** An area is the part of an action name before the dot: `member` holds every `member.*` action. */
export const auditAreaOf = (action: string): string => action.split('.')[0] ?? action;
export const AUDIT_AREAS: readonly string[] = [...new Set(AUDIT_ACTION_NAMES.map(auditAreaOf))];

const AREA_LABELS: Readonly<Record<string, string>> = {
  auth: 'Sign-ins and passwords',
  member: 'Members and roles',
  organization: 'Organisation and policies',
  billing: 'Billing and seats',
  presentation: 'Presentations',
  client: 'Clients',
  template: 'Templates',
  block: 'Approved blocks',
  review: 'Reviews and approvals',
  export: 'Downloads',
  audit: 'Audit log',
};

export const auditAreaLabel = (area: string): string =>
  AREA_LABELS[area] ?? area.charAt(0).toUpperCase() + area.slice(1);

/** The label of a recorded action; an action no longer in the vocabulary shows its name. */
export const auditActionLabel = (action: string): string =>
  (AUDIT_ACTIONS as Readonly<Record<string, string>>)[action] ?? action;

/** The action names an `action` filter stands for: one action, or every action of an area. */
export function auditActionsMatching(filter: string): string[] {
  if ((AUDIT_ACTION_NAMES as readonly string[]).includes(filter)) return [filter];
  return AUDIT_ACTION_NAMES.filter((name) => auditAreaOf(name) === filter);
}

// Dates outside these bounds are typing mistakes, not audit questions.
const EARLIEST = Date.parse('2020-01-01T00:00:00Z');
const LATEST = Date.parse('2100-01-01T00:00:00Z');
const boundedInstant = (message: string) =>
  z.iso.datetime({ offset: true, message }).refine((value) => {
    const time = Date.parse(value);
    return time >= EARLIEST && time < LATEST;
  }, message);

/**
 * A page's position: the last row's time (to the microsecond, as stored) and id. Rows sharing a
 * time are ordered by id, so a page never skips or repeats one.
 */
const AUDIT_CURSOR_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z~[A-Za-z0-9-]{1,64}$/;

const auditFilterFields = z.object({
  action: z
    .string()
    .max(64)
    .refine((value) => auditActionsMatching(value).length > 0, 'Choose an action from the list')
    .optional(),
  actorUserId: z.string().trim().min(1).max(64).optional(),
  targetId: z.string().trim().min(1).max(128).optional(),
  /** From this instant (inclusive). */
  from: boundedInstant('Please choose a valid start date').optional(),
  /** Up to this instant (exclusive): the app sends the start of the day after the last one shown. */
  to: boundedInstant('Please choose a valid end date').optional(),
});

const inOrder = (f: { from?: string; to?: string }) =>
  !f.from || !f.to || Date.parse(f.from) < Date.parse(f.to);
const ORDER_ISSUE = { message: 'The start date must be before the end date', path: ['to'] };

/** What the log is filtered by, in the app and in the CSV export alike. */
export const ZAuditFilter = auditFilterFields.refine(inOrder, ORDER_ISSUE);
export type TAuditFilter = z.infer<typeof ZAuditFilter>;

export const ZAuditListInput = auditFilterFields
  .extend({
    cursor: z.string().regex(AUDIT_CURSOR_PATTERN, 'Invalid page').optional(),
    limit: z.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
  })
  .refine(inOrder, ORDER_ISSUE);
export type TAuditListInput = z.input<typeof ZAuditListInput>;

/** The CSV export's columns, in order. */
export const AUDIT_CSV_HEADER = [
  'time',
  'actor_email',
  'action',
  'action_label',
  'target_kind',
  'target_id',
  'details',
  'ip',
  'user_agent',
] as const;
