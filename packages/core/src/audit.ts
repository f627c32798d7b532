// The audit log's vocabulary: every change of consequence has one action name and one label, so
// the log reads the same in the app, its filters and its CSV export.
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
  'client.deleted': 'Deleted a client',
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
