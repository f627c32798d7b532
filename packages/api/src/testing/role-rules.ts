// The role matrix's row for every procedure of the router: the category its outcome per role is
// derived from (role-matrix.test.ts), the input it is called with, and for procedures that need
// an object of their own, the test file that calls them by role and organisation instead.
import type { TOrgPermission, TRowAction } from '@pitchcraft/core';

import { GENERATION_INPUT, type Agency, type OrgFixtures } from './organization';

/**
 * public: no session needed (checked by access-matrix.test.ts); self: the caller's own account, kit
 * or catalogue (no id of anyone else's in the input); own: a personal row of advisor A's that only
 * A reaches, whatever anyone's role (their product catalogue); list: a list scoped to what the
 * role may read; create: makes a row (hasPermission 'create'); org:<permission>: an
 * organisation-wide permission; row:<action>: a row owned by advisor A (mayActOn). Another
 * organisation gets NOT_FOUND on every own and row procedure.
 */
export type Category =
  | 'public'
  | 'self'
  | 'own'
  | 'list'
  | 'create'
  | 'elsewhere'
  | `org:${TOrgPermission}`
  | `row:${TRowAction}`;

type Fresh = Agency['fresh'];
export interface Rule {
  category: Category;
  input?: (f: OrgFixtures) => unknown;
  /**
   * For a call that consumes its object (a fresh one of A's per call) or needs its state now (an
   * edit's base version): merged into the fixtures `input` is given.
   */
  fresh?: (fresh: Fresh) => Promise<Partial<OrgFixtures>>;
  /**
   * For 'elsewhere': the test file that calls it as every role it distinguishes and as another
   * organisation, because each call needs an object of its own (a review, an invitation, a member
   * who leaves) that this file's shared organisation cannot give every role.
   */
  where?: string;
  /** An org:* row naming an object of the organisation: another organisation gets NOT_FOUND. */
  foreignNotFound?: boolean;
  /**
   * False when no caller can succeed with a valid input (e.g. a checkout for an organisation that
   * already subscribes). Otherwise one allowed caller at least must succeed: an input the schema
   * refuses would prove nothing.
   */
  succeeds?: false;
}

const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
export const unique = () => Math.random().toString(36).slice(2, 10);

export const RULES: Record<string, Rule> = {
  'auth.session': { category: 'public' },
  'auth.signUp': { category: 'public' },
  'auth.signIn': { category: 'public' },
  'auth.signOut': { category: 'public' },
  'auth.requestPasswordReset': { category: 'public' },
  // A wrong current password: refused for that, never for a role (a change would end sessions).
  'auth.changePassword': {
    category: 'self',
    succeeds: false,
    input: () => ({
      currentPassword: 'not-it',
      password: 'brand-new-1',
      confirmPassword: 'brand-new-1',
    }),
  },
  'auth.resetPassword': { category: 'public' },
  'auth.verifyEmail': { category: 'public' },
  'auth.resendVerification': { category: 'self' },
  'profile.get': { category: 'self' },
  'profile.update': {
    category: 'self',
    input: () => ({ fullName: 'Same Name', companyName: 'Co' }),
  },
  'profile.setJurisdiction': { category: 'self', input: () => ({ jurisdiction: 'US' }) },
  'profile.brand.get': { category: 'self' },
  'profile.brand.update': {
    category: 'self',
    input: () => ({ colours: null, disclaimer: 'Own kit', licence: '', contact: {} }),
  },
  'profile.brand.uploadImage': {
    category: 'self',
    input: () => ({ kind: 'logo', contentType: 'image/png', dataBase64: ONE_PIXEL_PNG }),
  },
  'profile.brand.removeImage': { category: 'self', input: () => ({ kind: 'logo' }) },
  'billing.checkAccess': { category: 'self', input: () => ({}) },
  'billing.hasHadTrial': { category: 'self' },
  // The organisation subscribes already: the owner is told so (CONFLICT), everyone else refused.
  'billing.createCheckoutSession': { category: 'org:billing', succeeds: false },
  'billing.cancel': { category: 'org:billing', input: () => ({ immediate: false }) },
  'billing.testCheckout.get': {
    category: 'org:billing',
    foreignNotFound: true,
    input: (f) => ({ id: f.checkoutId }),
  },
  'billing.testCheckout.complete': {
    category: 'org:billing',
    foreignNotFound: true,
    input: (f) => ({ id: f.checkoutId }),
  },
  'billing.testCheckout.cancel': {
    category: 'org:billing',
    foreignNotFound: true,
    input: (f) => ({ id: f.checkoutId }),
  },
  'generation.capabilities': { category: 'self' },
  'generation.start': { category: 'create', input: () => GENERATION_INPUT },
  'generation.get': { category: 'row:read', input: (f) => ({ id: f.generationId }) },
  'generation.events': { category: 'row:read', input: (f) => ({ id: f.generationId }) },
  'presentations.save': {
    category: 'row:write',
    input: (f) => ({ generationId: f.generationId, presentationId: f.presentationId }),
  },
  'presentations.list': { category: 'list', input: () => ({}) },
  'presentations.get': { category: 'row:read', input: (f) => ({ id: f.presentationId }) },
  'presentations.delete': {
    category: 'row:write',
    fresh: async (fresh) => ({ presentationId: await fresh.presentation() }),
    input: (f) => ({ id: f.presentationId }),
  },
  'presentations.setSharing': {
    category: 'row:share',
    input: (f) => ({ id: f.presentationId, enabled: true }),
  },
  'presentations.updateShareSettings': {
    category: 'row:share',
    input: (f) => ({
      id: f.presentationId,
      expiresAt: null,
      passcode: null,
      requireEmail: false,
      notifyOnView: true,
    }),
  },
  'presentations.updateDocument': {
    fresh: (fresh) => fresh.edit(),
    category: 'row:write',
    input: (f) => ({
      id: f.presentationId,
      baseVersion: f.presentationVersion,
      sections: f.sections,
    }),
  },
  'presentations.updateFigures': {
    fresh: (fresh) => fresh.edit(),
    category: 'row:write',
    input: (f) => ({
      id: f.presentationId,
      baseVersion: f.presentationVersion,
      figures: {
        age: 41,
        annualIncome: 85000,
        dependents: 0,
        budget: 150,
        maritalStatus: 'Married',
        smoker: 'Non-Smoker',
        healthStatus: 'Good',
      },
    }),
  },
  'presentations.applyBrand': {
    fresh: (fresh) => fresh.edit(),
    category: 'row:write',
    input: (f) => ({ id: f.presentationId, baseVersion: f.presentationVersion }),
  },
  'presentations.regenerateSection': {
    category: 'row:write',
    input: (f) => ({ id: f.presentationId, sectionId: 'cover', mode: 'offline' }),
  },
  'presentations.versions.list': { category: 'row:read', input: (f) => ({ id: f.presentationId }) },
  'presentations.versions.restore': {
    category: 'row:write',
    input: (f) => ({ id: f.presentationId, number: 1 }),
  },
  'presentations.getShared': { category: 'public' },
  'presentations.sharedGate': { category: 'public' },
  'presentations.unlockShared': { category: 'public' },
  'analytics.startView': { category: 'public' },
  'analytics.heartbeat': { category: 'public' },
  'analytics.sections': { category: 'public' },
  'analytics.summary': {
    category: 'row:read',
    input: (f) => ({ presentationId: f.presentationId }),
  },
  'analytics.views': { category: 'row:read', input: (f) => ({ presentationId: f.presentationId }) },
  'clients.list': { category: 'list', input: () => ({}) },
  'clients.get': { category: 'row:read', input: (f) => ({ id: f.clientId }) },
  'clients.upsert': {
    category: 'create',
    input: () => ({ fullName: 'Upserted Client', email: `upsert.${unique()}@example.com` }),
  },
  'clients.create': {
    category: 'create',
    input: () => ({ fullName: 'Created Client', email: `create.${unique()}@example.com` }),
  },
  'clients.update': {
    category: 'row:write',
    input: (f) => ({ id: f.clientId, fullName: 'Dana Whitfield', email: f.clientEmail, phone: '' }),
  },
  'clients.delete': {
    category: 'row:write',
    fresh: async (fresh) => ({ clientId: (await fresh.client()).id }),
    input: (f) => ({ id: f.clientId }),
  },
  'clients.timeline': { category: 'row:read', input: (f) => ({ clientId: f.clientId }) },
  'clients.timelineCsv': { category: 'row:read', input: (f) => ({ clientId: f.clientId }) },
  'links.create': {
    category: 'create',
    input: () => ({ title: 'Intake form', industryType: 'insurance' }),
  },
  'links.list': { category: 'list', input: () => ({}) },
  'links.delete': {
    category: 'row:write',
    fresh: async (fresh) => ({ linkId: await fresh.link() }),
    input: (f) => ({ id: f.linkId }),
  },
  'links.submissions': { category: 'row:read', input: (f) => ({ linkId: f.linkId }) },
  'intake.getLink': { category: 'public' },
  'intake.submit': { category: 'public' },
  'submissions.listPending': { category: 'list', input: () => ({}) },
  'submissions.applyFields': {
    category: 'row:write',
    fresh: async (fresh) => ({ submissionId: await fresh.submission() }),
    input: (f) => ({ id: f.submissionId, fields: ['fullName'] }),
  },
  'submissions.dismiss': {
    category: 'row:write',
    fresh: async (fresh) => ({ submissionId: await fresh.submission() }),
    input: (f) => ({ id: f.submissionId }),
  },
  'responses.submit': { category: 'public' },
  'responses.unreadCount': { category: 'list' },
  'responses.recent': { category: 'list' },
  'responses.list': { category: 'row:read', input: (f) => ({ presentationId: f.presentationId }) },
  // Reading marks them read only for a role that may change the presentation (never a reviewer's).
  'responses.markRead': {
    category: 'row:read',
    input: (f) => ({ presentationId: f.presentationId }),
  },
  'followUps.draft': {
    category: 'row:write',
    input: (f) => ({ presentationId: f.presentationId, mode: 'built-in' }),
  },
  'followUps.send': {
    category: 'row:share',
    input: (f) => ({
      presentationId: f.presentationId,
      additionalRecipients: [],
      confirmAdditionalRecipients: false,
      subject: 'Following up',
      body: 'Thank you for your time today.',
    }),
  },
  'followUps.list': { category: 'row:read', input: (f) => ({ presentationId: f.presentationId }) },
  'acknowledgements.sign': { category: 'public' },
  'acknowledgements.list': {
    category: 'row:read',
    input: (f) => ({ presentationId: f.presentationId }),
  },
  // The advisor's own product catalogue: per caller, whatever the role.
  'catalogue.list': { category: 'self' },
  'catalogue.create': {
    category: 'self',
    input: () => ({ insurer: 'Own Mutual', name: `Own ${unique()}`, kind: 'term' }),
  },
  'catalogue.copySample': {
    category: 'self',
    input: () => ({ sampleId: 'sample:lifeprotect-plus' }),
  },
  // A's product: another member's answers as a missing one, whatever the role.
  'catalogue.update': {
    category: 'own',
    input: (f) => ({
      id: f.catalogueProductId,
      insurer: 'Matrix Mutual',
      name: 'A Term',
      kind: 'term',
    }),
  },
  'catalogue.delete': {
    category: 'own',
    fresh: async (fresh) => ({ catalogueProductId: await fresh.product() }),
    input: (f) => ({ id: f.catalogueProductId }),
  },
  // The organisation's own: its settings, audit log and each member's notifications.
  'organization.get': { category: 'self' },
  'organization.invitation': { category: 'public' },
  'organization.rename': { category: 'org:settings', input: () => ({ name: 'Matrix Agency' }) },
  'audit.list': { category: 'org:audit', input: () => ({ limit: 20 }) },
  'audit.actors': { category: 'org:audit' },
  'notifications.list': { category: 'self', input: () => ({ limit: 10 }) },
  'notifications.unreadCount': { category: 'self' },
  'notifications.markRead': { category: 'self', input: () => ({ all: true }) },
  'organization.setBrandPolicy': {
    category: 'org:settings',
    input: () => ({ allowPersonalBrand: true }),
  },
  'organization.invite': {
    category: 'org:members',
    input: () => ({ email: `invitee.${unique()}@example.com`, role: 'advisor' }),
  },
  'organization.departedBooks': { category: 'org:members' },
  'billing.seats': { category: 'self' },
  'reviews.policy': { category: 'self' },
  'reviews.setPolicy': { category: 'org:settings', input: () => ({ requireApproval: false }) },
  'reviews.queue': { category: 'org:review', input: () => ({ status: 'pending', limit: 10 }) },
  'library.blocks.list': { category: 'self' },
  'library.templates.list': { category: 'self' },
  'library.blocks.create': {
    category: 'org:settings',
    input: () => ({ kind: 'disclaimer', title: `Guarantees ${unique()}`, text: 'Not a quote.' }),
  },
  'reviews.forPresentation': {
    category: 'row:read',
    input: (f) => ({ presentationId: f.presentationId }),
  },
  'presentations.duplicate': {
    category: 'elsewhere',
    where: 'domains/presentations/duplicate.test.ts',
  },
  // Each placement needs a block of its own, which the shared agency has no way to make per call.
  'presentations.placeBlock': {
    fresh: async (fresh) => ({ ...(await fresh.edit()), blockId: await fresh.block() }),
    category: 'row:write',
    input: (f) => ({
      id: f.presentationId,
      baseVersion: f.presentationVersion,
      blockId: f.blockId,
      after: null,
    }),
  },
  'library.blocks.update': { category: 'elsewhere', where: 'domains/templates/library.test.ts' },
  'library.blocks.archive': { category: 'elsewhere', where: 'domains/templates/library.test.ts' },
  'library.templates.create': { category: 'elsewhere', where: 'domains/templates/library.test.ts' },
  'library.templates.update': { category: 'elsewhere', where: 'domains/templates/library.test.ts' },
  'library.templates.archive': {
    category: 'elsewhere',
    where: 'domains/templates/library.test.ts',
  },
  'organization.revokeInvitation': {
    category: 'elsewhere',
    where: 'domains/organizations/invitations.test.ts',
  },
  'organization.resendInvitation': {
    category: 'elsewhere',
    where: 'domains/organizations/invitations.test.ts',
  },
  'organization.acceptInvitation': {
    category: 'elsewhere',
    where: 'domains/organizations/invitations.test.ts',
  },
  'organization.changeRole': {
    category: 'elsewhere',
    where: 'domains/organizations/members.test.ts',
  },
  'organization.removeMember': {
    category: 'elsewhere',
    where: 'domains/organizations/members.test.ts',
  },
  'organization.leave': { category: 'elsewhere', where: 'domains/organizations/members.test.ts' },
  'organization.reassignBook': {
    category: 'elsewhere',
    where: 'domains/organizations/members.test.ts',
  },
  'reviews.submit': { category: 'elsewhere', where: 'domains/reviews/reviews.test.ts' },
  'reviews.withdraw': { category: 'elsewhere', where: 'domains/reviews/reviews.test.ts' },
  'reviews.get': { category: 'elsewhere', where: 'domains/reviews/reviews.test.ts' },
  'reviews.comment': { category: 'elsewhere', where: 'domains/reviews/reviews.test.ts' },
  'reviews.decide': { category: 'elsewhere', where: 'domains/reviews/reviews.test.ts' },
};
