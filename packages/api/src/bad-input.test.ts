// Hostile input against every procedure that takes input, as the caller it is meant for: none may
// fail with INTERNAL_SERVER_ERROR, a rejection stores nothing, and a BAD_REQUEST names the field.
// A procedure added with an input but without an entry in ENTRIES fails the first test.
//
// The rules each call is held to (checkCall, checkRejection):
//  1. Any error is a TRPCError (never a raw exception) and never INTERNAL_SERVER_ERROR; nothing is
//     logged at error level; Object.prototype is never polluted.
//  2. BAD_REQUEST names the field, in one of two ways:
//     a. from the input schema (or the unstorable-text guard): the cause is a ZodError and the
//        message is its first issue's message; the error formatter sends that issue's path as
//        data.field. The path is non-empty unless the input as a whole is not an object (a number,
//        an array, null...): then the input itself is the field ('_').
//     b. from the service: the cause is an AppError whose message is listed for that procedure
//        in ENTRIES[...].fieldMessages, which says which field the message is about. intake.submit
//        checks the form data against the link's form in the service; its message must be the
//        first issue of that form schema, at a named field (or naming the unknown keys).
//  3. Every other rejection is a service decision (AppError cause: NOT_FOUND, UNAUTHORIZED for bad
//     credentials, CONFLICT, FORBIDDEN, PRECONDITION_FAILED) with its own message, never the
//     generic one and never a guard's 'Authentication required' (callers are of the right kind).
//  4. A rejected call leaves the row count of every public table unchanged. Accepted calls may
//     store; their side effects are awaited (mail, generation jobs) before the next call.
// Rate limits are off here (rate-limits.test.ts covers them), so counters are not stored either.
import { TRPCError } from '@trpc/server';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';

import {
  BRAND_IMAGE_TOO_LARGE_MESSAGE,
  BRAND_MESSAGES,
  DUPLICATE_MESSAGES,
  EDIT_MESSAGES,
  FOLLOW_UP_CONFIRM_RECIPIENTS_MESSAGE,
  FOLLOW_UP_NO_CLIENT_ADDRESS_MESSAGE,
  INVITATION_INVALID_MESSAGE,
  LIBRARY_MESSAGES,
  ORGANIZATION_MESSAGES,
  PASSWORD_TOO_COMMON_MESSAGE,
  REVIEW_MESSAGES,
  SUBMISSION_MESSAGES,
  ZInsuranceIntake,
  type TPresentationFigures,
  type TSectionEdit,
} from '@pitchcraft/core';
import {
  and,
  eq,
  gt,
  intakeSubmissions,
  presentations,
  presentationVersions,
  rowsOf,
  sql,
} from '@pitchcraft/db';

import { AppError, GENERIC_ERROR_MESSAGE } from './errors';
import { silentLogger, type Logger } from './logger';
import { appRouter } from './root';
import { createHarness, type Harness, type TestBrowser } from './testing';
import { callProcedure } from './testing/call-procedure';

const SEED = 20_240_601;
/** A fixed seed per procedure and kind of input, so each procedure meets different values. */
function seedFor(path: string, kind: string): number {
  let hash = SEED;
  for (const ch of `${path}:${kind}`) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0;
  return hash;
}
/** Runs per procedure and kind of input: whole-input, right keys with hostile values, one field mutated. */
/** BAD_INPUT_SCALE=10 runs every property ten times longer, for a deeper search. */
const SCALE = Number(process.env.BAD_INPUT_SCALE ?? 1);
const RUNS = { anything: 12 * SCALE, hostileKeys: 12 * SCALE, mutation: 20 * SCALE } as const;

type Access = 'public' | 'protected' | 'subscribed';
interface Fixtures {
  memberEmail: string;
  clientId: string;
  linkId: string;
  checkoutId: string;
  generationId: string;
  presentationId: string;
  viewId: string;
  submissionId: string;
  /** The saved presentation's sections and figures as the editor has them, and its stored state. */
  sections: TSectionEdit[];
  figures: TPresentationFigures;
  saved: { document: unknown; clientData: Record<string, unknown>; htmlContent: string };
}
interface Entry {
  access: Access;
  /** A valid input; hostile inputs are built from its keys and by mutating its fields. */
  valid: (f: Fixtures) => Record<string, unknown>;
  /** BAD_REQUEST messages the service (not the schema) may give, each with the field it names. */
  fieldMessages?: Readonly<Record<string, string>>;
  /** Puts back state an accepted hostile call may have changed. */
  restore?: (f: Fixtures) => Promise<unknown>;
}

const GENERATION_CLIENT = {
  clientName: 'Maria Rivera',
  email: 'maria@example.com',
  phone: '555-0100',
  age: '42',
  gender: 'Female',
  annualIncome: '85,000',
  maritalStatus: 'Married',
  occupation: 'Engineer',
  dependents: '2',
  healthStatus: 'Good',
  smoker: 'Non-Smoker',
  budget: '300',
  goals: {
    protectFamily: true,
    buildSavings: false,
    planEstate: false,
    other: true,
    otherText: 'College',
  },
  focusAreas: ['Cost Breakdown'],
  customColorHex: '#3B82F6',
  potentialPlans: [
    { companyName: 'Acme Life', productName: 'Term 20', notes: 'n', priority: 'High' },
  ],
  advisorInfo: { name: 'A', company: 'B', phone: '1', email: 'a@example.com' },
};

/** Puts the member's submission back under review after a hostile call applied or dismissed it. */
const reopenSubmission = (f: Fixtures) =>
  h.db
    .update(intakeSubmissions)
    .set({ status: 'pending', appliedFields: null, reviewedAt: null })
    .where(eq(intakeSubmissions.id, f.submissionId));

/** Puts the saved presentation back at version 1 as it was, after a hostile edit was accepted. */
async function resetPresentation(f: Fixtures) {
  await h.db
    .delete(presentationVersions)
    .where(
      and(
        eq(presentationVersions.presentationId, f.presentationId),
        gt(presentationVersions.number, 1),
      ),
    );
  await h.db
    .update(presentations)
    .set({
      version: 1,
      document: f.saved.document as Record<string, unknown>,
      clientData: f.saved.clientData,
      htmlContent: f.saved.htmlContent,
    })
    .where(eq(presentations.id, f.presentationId));
}

/** The service's own refusals of an edit, each about the field it names. */
const EDIT_FIELD_MESSAGES = {
  [EDIT_MESSAGES.sectionsChanged]: 'sections',
  [EDIT_MESSAGES.allHidden]: 'sections',
  [EDIT_MESSAGES.placeholdersChanged]: 'sections',
  'Every section needs a title': 'sections',
};

const SHARE_SETTINGS = (f: Fixtures) => ({
  id: f.presentationId,
  expiresAt: null,
  passcode: null,
  requireEmail: false,
  notifyOnView: false,
});

/** An invitation link that cannot be accepted, refused about the field its token came in. */
const invitationFieldMessages = (field: string) => ({
  [INVITATION_INVALID_MESSAGE]: field,
  [ORGANIZATION_MESSAGES.invitationExpired]: field,
  [ORGANIZATION_MESSAGES.invitationUsed]: field,
  [ORGANIZATION_MESSAGES.invitationRevoked]: field,
});

const ENTRIES: Record<string, Entry> = {
  'auth.signUp': {
    access: 'public',
    valid: () => ({
      email: 'fresh-advisor@example.com',
      password: 'secret-123',
      confirmPassword: 'secret-123',
      fullName: 'Fresh',
      companyName: 'Acme',
      phoneNumber: '555',
    }),
    fieldMessages: {
      [PASSWORD_TOO_COMMON_MESSAGE]: 'password',
      [ORGANIZATION_MESSAGES.wrongAddress]: 'email',
      [ORGANIZATION_MESSAGES.accountExists]: 'email',
      ...invitationFieldMessages('invitationToken'),
    },
  },
  'auth.signIn': {
    access: 'public',
    valid: (f) => ({ email: f.memberEmail, password: 'not-the-password' }),
  },
  'auth.requestPasswordReset': { access: 'public', valid: (f) => ({ email: f.memberEmail }) },
  'auth.changePassword': {
    access: 'protected',
    valid: () => ({
      currentPassword: 'not-the-password',
      password: 'secret-123',
      confirmPassword: 'secret-123',
    }),
    fieldMessages: {
      'Your current password is not right': 'currentPassword',
      [PASSWORD_TOO_COMMON_MESSAGE]: 'password',
    },
  },
  'auth.resetPassword': {
    access: 'public',
    valid: () => ({
      token: 'not-a-real-token',
      password: 'secret-123',
      confirmPassword: 'secret-123',
    }),
    fieldMessages: {
      [PASSWORD_TOO_COMMON_MESSAGE]: 'password',
      'Invalid reset link. Please request a new password reset.': 'token',
      'This reset link has expired. Please request a new password reset.': 'token',
    },
  },
  'auth.verifyEmail': {
    access: 'public',
    valid: () => ({ token: 'not-a-real-token' }),
    fieldMessages: {
      'This confirmation link is invalid or has already been used.': 'token',
      'This confirmation link has expired. You can send yourself a new one from your profile.':
        'token',
    },
  },
  'profile.update': {
    access: 'protected',
    valid: () => ({ fullName: 'Member', companyName: 'Acme', phoneNumber: '555' }),
  },
  'profile.setJurisdiction': { access: 'protected', valid: () => ({ jurisdiction: 'US' }) },
  'profile.brand.update': {
    access: 'protected',
    valid: () => ({
      colours: { primary: '#1D4ED8', secondary: '#1E3A8A', accent: '#60A5FA' },
      disclaimer: 'Regulated by the Authority.',
      licence: 'LIC-1',
      contact: {
        phone: '555',
        email: 'office@example.com',
        website: 'https://example.com',
        address: '1 Main St',
      },
    }),
  },
  'profile.brand.uploadImage': {
    access: 'protected',
    valid: () => ({
      kind: 'logo',
      contentType: 'image/png',
      dataBase64: 'iVBORw0KGgpzdGFuZC1pbg==',
    }),
    fieldMessages: Object.fromEntries(
      [
        BRAND_MESSAGES.notPng,
        BRAND_MESSAGES.notJpeg,
        BRAND_MESSAGES.notSvg,
        BRAND_MESSAGES.imageUnreadable,
        BRAND_IMAGE_TOO_LARGE_MESSAGE,
      ].map((m) => [m, 'dataBase64']),
    ),
  },
  'profile.brand.removeImage': { access: 'protected', valid: () => ({ kind: 'headshot' }) },
  'billing.checkAccess': { access: 'protected', valid: () => ({ sync: false }) },
  'billing.cancel': { access: 'protected', valid: () => ({ immediate: false }) },
  'billing.testCheckout.get': { access: 'protected', valid: (f) => ({ id: f.checkoutId }) },
  'billing.testCheckout.complete': { access: 'protected', valid: (f) => ({ id: f.checkoutId }) },
  'billing.testCheckout.cancel': { access: 'protected', valid: (f) => ({ id: f.checkoutId }) },
  'generation.start': {
    access: 'subscribed',
    valid: () => ({
      client: GENERATION_CLIENT,
      strategy: { salesApproach: 'consultative', objectionHandling: { costConcerns: true } },
      mode: 'offline',
    }),
  },
  'generation.get': { access: 'subscribed', valid: (f) => ({ id: f.generationId }) },
  'generation.events': {
    access: 'subscribed',
    valid: (f) => ({ id: f.generationId, lastEventId: null }),
  },
  'presentations.save': {
    access: 'subscribed',
    valid: (f) => ({ generationId: f.generationId, presentationId: f.presentationId }),
    fieldMessages: {
      'Cannot save presentation - Missing required data to save the presentation': 'generationId',
    },
  },
  'presentations.list': {
    access: 'subscribed',
    valid: () => ({ cursor: null, limit: 20 }),
    fieldMessages: { 'Invalid page cursor': 'cursor' },
  },
  'presentations.get': { access: 'subscribed', valid: (f) => ({ id: f.presentationId }) },
  'presentations.delete': { access: 'subscribed', valid: (f) => ({ id: f.presentationId }) },
  'presentations.setSharing': {
    access: 'subscribed',
    valid: (f) => ({ id: f.presentationId, enabled: true }),
  },
  'presentations.updateShareSettings': {
    access: 'subscribed',
    valid: SHARE_SETTINGS,
    fieldMessages: { 'The expiry date must be in the future': 'expiresAt' },
    restore: (f) => owner.caller.presentations.updateShareSettings(SHARE_SETTINGS(f)),
  },
  'presentations.updateDocument': {
    access: 'subscribed',
    valid: (f) => ({ id: f.presentationId, baseVersion: 1, sections: f.sections }),
    fieldMessages: EDIT_FIELD_MESSAGES,
    restore: resetPresentation,
  },
  'presentations.updateFigures': {
    access: 'subscribed',
    valid: (f) => ({ id: f.presentationId, baseVersion: 1, figures: { ...f.figures, age: 50 } }),
    restore: resetPresentation,
  },
  'presentations.applyBrand': {
    access: 'subscribed',
    valid: (f) => ({ id: f.presentationId, baseVersion: 1 }),
    restore: resetPresentation,
  },
  'presentations.placeBlock': {
    access: 'subscribed',
    valid: (f) => ({ id: f.presentationId, baseVersion: 1, blockId: 'no-such-block', after: null }),
    restore: resetPresentation,
  },
  'presentations.regenerateSection': {
    access: 'subscribed',
    valid: (f) => ({
      id: f.presentationId,
      sectionId: 'where-you-are',
      instruction: 'shorter',
      mode: 'offline',
    }),
    fieldMessages: { [EDIT_MESSAGES.noSuchSection]: 'sectionId' },
    restore: resetPresentation,
  },
  'presentations.versions.list': { access: 'subscribed', valid: (f) => ({ id: f.presentationId }) },
  'presentations.versions.restore': {
    access: 'subscribed',
    valid: (f) => ({ id: f.presentationId, number: 1 }),
    fieldMessages: { [EDIT_MESSAGES.alreadyCurrent]: 'number' },
    restore: resetPresentation,
  },
  'presentations.getShared': {
    access: 'public',
    valid: (f) => ({ id: f.presentationId, grant: 'no-grant' }),
  },
  'presentations.sharedGate': { access: 'public', valid: (f) => ({ id: f.presentationId }) },
  'presentations.unlockShared': {
    access: 'public',
    valid: (f) => ({ id: f.presentationId, passcode: 'abcd', email: 'viewer@example.com' }),
    fieldMessages: { 'Please enter your email to view this presentation': 'email' },
  },
  'analytics.startView': {
    access: 'public',
    valid: (f) => ({
      presentationId: f.presentationId,
      visitorId: 'visitor-1',
      device: 'desktop',
      referrerHost: 'example.com',
      grant: 'no-grant',
    }),
  },
  'analytics.heartbeat': {
    access: 'public',
    valid: (f) => ({ viewId: f.viewId, activeMs: 1000, final: false }),
  },
  'analytics.sections': {
    access: 'public',
    valid: (f) => ({ viewId: f.viewId, sections: [{ name: 'cover', visibleMs: 100 }] }),
  },
  'analytics.summary': {
    access: 'subscribed',
    valid: (f) => ({ presentationId: f.presentationId }),
  },
  'analytics.views': { access: 'subscribed', valid: (f) => ({ presentationId: f.presentationId }) },
  'clients.list': { access: 'protected', valid: () => ({ search: 'maria' }) },
  'clients.upsert': {
    access: 'protected',
    valid: () => ({
      fullName: 'Saved Client',
      email: 'saved@example.com',
      phone: '555',
      industryData: {
        age: 40,
        gender: 'Male',
        income: 90_000,
        smoker: false,
        healthConditions: ['asthma'],
        goals: ['Retire'],
        budget: 100,
        preApproved: true,
      },
    }),
    fieldMessages: { 'Client name is required': 'fullName' },
  },
  'clients.delete': { access: 'protected', valid: (f) => ({ id: f.clientId }) },
  'clients.get': { access: 'protected', valid: (f) => ({ id: f.clientId }) },
  'clients.create': {
    access: 'protected',
    valid: () => ({
      fullName: 'Added Client',
      email: 'added@example.com',
      phone: '555',
      industryData: { age: 40, insuranceType: 'Term Life Insurance', goals: ['Retire'] },
    }),
  },
  'clients.update': {
    access: 'protected',
    valid: (f) => ({
      id: f.clientId,
      fullName: 'Owned Client',
      email: 'owned@example.com',
      phone: '555',
      industryData: { age: 44, smoker: false, childrenAges: [4, 7] },
    }),
    // An accepted edit is put back, so the member's client stays the one the other entries expect.
    restore: (f) =>
      h.db.execute(
        sql`update clients set full_name = 'Owned Client', email = 'owned@example.com', phone = '-', industry_data = '{}'::jsonb where id = ${f.clientId}`,
      ),
  },
  'links.create': {
    access: 'protected',
    valid: () => ({
      title: 'Intake',
      description: 'Tell us about you',
      singleUse: false,
      expiresAt: null,
      industryType: 'insurance',
      templateData: {
        coverageTypes: 'life',
        includeHealth: true,
        includeBudget: false,
        includeDependents: true,
      },
    }),
  },
  'links.list': { access: 'protected', valid: () => ({ search: 'intake', industryType: 'all' }) },
  'links.delete': { access: 'protected', valid: (f) => ({ id: f.linkId }) },
  'links.submissions': { access: 'protected', valid: (f) => ({ linkId: f.linkId }) },
  'submissions.listPending': { access: 'protected', valid: (f) => ({ clientId: f.clientId }) },
  'submissions.applyFields': {
    access: 'protected',
    valid: (f) => ({ id: f.submissionId, fields: ['fullName', 'age'] }),
    fieldMessages: { [SUBMISSION_MESSAGES.fieldNotSubmitted]: 'fields' },
    restore: reopenSubmission,
  },
  'submissions.dismiss': {
    access: 'protected',
    valid: (f) => ({ id: f.submissionId }),
    restore: reopenSubmission,
  },
  'clients.timeline': {
    access: 'protected',
    valid: (f) => ({ clientId: f.clientId, cursor: null, limit: 20 }),
    fieldMessages: { 'That page of the timeline could not be found. Please reload it.': 'cursor' },
  },
  'clients.timelineCsv': { access: 'protected', valid: (f) => ({ clientId: f.clientId }) },
  'responses.submit': {
    access: 'public',
    valid: (f) => ({
      id: f.presentationId,
      grant: 'no-grant',
      viewId: f.viewId,
      requestId: 'bad-input-request-1',
      kind: 'question',
      message: 'Is this right for me?',
    }),
  },
  'responses.list': { access: 'subscribed', valid: (f) => ({ presentationId: f.presentationId }) },
  'responses.markRead': {
    access: 'subscribed',
    valid: (f) => ({ presentationId: f.presentationId }),
  },
  'followUps.draft': {
    access: 'subscribed',
    valid: (f) => ({ presentationId: f.presentationId, mode: 'built-in' }),
  },
  'followUps.send': {
    access: 'subscribed',
    valid: (f) => ({
      presentationId: f.presentationId,
      additionalRecipients: ['partner@example.com'],
      confirmAdditionalRecipients: true,
      subject: 'Following up',
      body: 'Hi there',
      source: 'built-in',
    }),
    fieldMessages: {
      [FOLLOW_UP_CONFIRM_RECIPIENTS_MESSAGE]: 'confirmAdditionalRecipients',
      [FOLLOW_UP_NO_CLIENT_ADDRESS_MESSAGE]: 'additionalRecipients',
    },
  },
  'followUps.list': { access: 'subscribed', valid: (f) => ({ presentationId: f.presentationId }) },
  'acknowledgements.sign': {
    access: 'public',
    valid: (f) => ({
      id: f.presentationId,
      grant: 'no-grant',
      viewId: f.viewId,
      requestId: 'bad-input-sign-1',
      versionNumber: 1,
      fullName: 'Maria Rivera',
      consent: true,
    }),
    // A signature is one per version: the next accepted call can sign version 1 again. (The rows
    // refuse updates, not their deletion with the presentation.)
    restore: (f) =>
      h.db.execute(
        sql`delete from presentation_acknowledgements where presentation_id = ${f.presentationId}`,
      ),
  },
  'acknowledgements.list': {
    access: 'subscribed',
    valid: (f) => ({ presentationId: f.presentationId }),
  },
  'catalogue.create': {
    access: 'protected',
    valid: () => ({
      insurer: 'Harbour Mutual',
      name: 'Harbour Term 20',
      kind: 'term',
      description: 'Twenty-year term.',
      features: ['Level premiums'],
      notes: 'Mine',
    }),
  },
  'catalogue.update': {
    access: 'protected',
    valid: () => ({
      id: catalogueFixture.id,
      insurer: 'Owned Mutual',
      name: 'Owned Term',
      kind: 'permanent',
      description: 'd',
      features: ['f'],
      notes: 'n',
    }),
    restore: () =>
      h.db.execute(
        sql`update catalogue_products set insurer = 'Owned Mutual', name = 'Owned Term', kind = 'term' where id = ${catalogueFixture.id}`,
      ),
  },
  'catalogue.delete': {
    access: 'protected',
    valid: () => ({ id: catalogueFixture.id }),
    restore: () =>
      h.db.execute(
        sql`insert into catalogue_products (id, user_id, insurer, name, kind) values (${catalogueFixture.id}, ${catalogueFixture.userId}, 'Owned Mutual', 'Owned Term', 'term') on conflict do nothing`,
      ),
  },
  'catalogue.copySample': {
    access: 'protected',
    valid: () => ({ sampleId: 'sample:lifeprotect-plus' }),
  },
  'audit.list': {
    access: 'protected',
    valid: () => ({
      action: 'member',
      actorUserId: '00000000-0000-0000-0000-000000000000',
      targetId: 'presentation-1',
      from: '2024-01-01T00:00:00Z',
      to: '2030-01-01T00:00:00.000+02:00',
      limit: 20,
    }),
  },
  'intake.getLink': { access: 'public', valid: (f) => ({ linkId: f.linkId }) },
  'intake.submit': {
    access: 'public',
    valid: (f) => ({
      linkId: f.linkId,
      data: {
        fullName: 'Visitor Name',
        email: 'visitor@example.com',
        phone: '555-0101',
        age: '40',
        gender: 'Male',
        annualIncome: '$75,000',
        maritalStatus: 'Married',
        occupation: 'Teacher',
        insuranceType: 'Life Insurance',
        dependents: 2,
        healthStatus: 'Good',
        smoker: 'Non-Smoker',
        healthConditions: 'None',
        budget: '200',
        goals: ['Protect Family', 'Travel'],
        notes: 'Call after 5',
      },
    }),
  },
  'notifications.list': {
    access: 'protected',
    valid: () => ({ cursor: '00000000-0000-0000-0000-000000000000', limit: 20 }),
  },
  'notifications.markRead': {
    access: 'protected',
    valid: () => ({ ids: ['00000000-0000-0000-0000-000000000000'] }),
  },
  // Compliance review, as the owner of the saved presentation (an organisation of one).
  'reviews.setPolicy': {
    access: 'subscribed',
    valid: () => ({ requireApproval: false }),
    // Sharing entries after this one expect the policy off.
    restore: () => owner.caller.reviews.setPolicy({ requireApproval: false }),
  },
  'reviews.submit': {
    access: 'subscribed',
    valid: (f) => ({ presentationId: f.presentationId, note: 'Ready for review' }),
  },
  'reviews.withdraw': { access: 'subscribed', valid: () => ({ reviewId: 'review-1' }) },
  'reviews.queue': {
    access: 'subscribed',
    valid: () => ({ status: 'pending', cursor: null, limit: 20 }),
    fieldMessages: { 'Invalid page cursor': 'cursor' },
  },
  'reviews.get': { access: 'subscribed', valid: () => ({ reviewId: 'review-1' }) },
  'reviews.forPresentation': {
    access: 'subscribed',
    valid: (f) => ({ presentationId: f.presentationId }),
  },
  'reviews.comment': {
    access: 'subscribed',
    valid: () => ({ reviewId: 'review-1', sectionId: 'cover', body: 'Please cite the rate' }),
    fieldMessages: { [REVIEW_MESSAGES.noSuchSection]: 'sectionId' },
  },
  'reviews.decide': {
    access: 'subscribed',
    valid: () => ({ reviewId: 'review-1', decision: 'reject', reason: 'Add the disclaimer' }),
    fieldMessages: { [REVIEW_MESSAGES.reasonRequired]: 'reason' },
  },
  'library.blocks.create': {
    access: 'subscribed',
    valid: () => ({
      kind: 'disclaimer',
      title: 'Guarantees',
      text: 'Not a quote.\n\nSee the policy.',
    }),
  },
  'library.blocks.update': {
    access: 'subscribed',
    valid: () => ({ id: 'block-1', kind: 'about', title: 'About us', text: 'Since 1982.' }),
  },
  'library.blocks.archive': { access: 'subscribed', valid: () => ({ id: 'block-1' }) },
  'library.templates.create': {
    access: 'subscribed',
    valid: (f) => ({ presentationId: f.presentationId, name: 'Family', description: 'Short' }),
    fieldMessages: { [LIBRARY_MESSAGES.noDocument]: 'presentationId' },
  },
  'library.templates.update': {
    access: 'subscribed',
    valid: () => ({
      id: 'template-1',
      name: 'Family',
      description: 'Short',
      sections: [{ type: 'cover', instructions: 'Warm', blockIds: ['block-1'] }],
    }),
    fieldMessages: { [LIBRARY_MESSAGES.unknownBlock]: 'sections' },
  },
  'library.templates.archive': { access: 'subscribed', valid: () => ({ id: 'template-1' }) },
  'presentations.duplicate': {
    access: 'subscribed',
    valid: (f) => ({ presentationId: f.presentationId, clientId: f.clientId }),
    fieldMessages: {
      [DUPLICATE_MESSAGES.missingFacts]: 'clientId',
      [DUPLICATE_MESSAGES.noDocument]: 'presentationId',
    },
  },
  // The organisation of the member (the owner of their organisation of one).
  'organization.rename': { access: 'protected', valid: () => ({ name: 'Northwind Agency' }) },
  'organization.setBrandPolicy': {
    access: 'protected',
    valid: () => ({ allowPersonalBrand: true }),
  },
  'organization.invite': {
    access: 'protected',
    valid: () => ({ email: 'colleague@example.com', role: 'advisor', assistsUserId: null }),
    fieldMessages: { [ORGANIZATION_MESSAGES.assistantAdvisor]: 'assistsUserId' },
    restore: () =>
      h.db.execute(sql`delete from organization_invitations where email <> 'waiting@example.com'`),
  },
  'organization.revokeInvitation': {
    access: 'protected',
    valid: () => ({ id: invitationFixture.id }),
    restore: restoreInvitation,
  },
  'organization.resendInvitation': {
    access: 'protected',
    valid: () => ({ id: invitationFixture.id }),
    restore: restoreInvitation,
  },
  'organization.invitation': { access: 'public', valid: () => ({ token: 'nosuchtoken' }) },
  'organization.acceptInvitation': {
    access: 'protected',
    valid: () => ({ token: 'nosuchtoken' }),
    fieldMessages: invitationFieldMessages('token'),
  },
  'organization.changeRole': {
    access: 'protected',
    valid: () => ({ userId: 'someone-else', role: 'advisor', assistsUserId: null }),
    fieldMessages: { [ORGANIZATION_MESSAGES.assistantAdvisor]: 'assistsUserId' },
  },
  'organization.removeMember': {
    access: 'protected',
    valid: () => ({ userId: 'someone-else' }),
    fieldMessages: { [ORGANIZATION_MESSAGES.removeYourself]: 'userId' },
  },
  'organization.reassignBook': {
    access: 'protected',
    valid: () => ({ fromUserId: 'someone-else', toUserId: 'another-one' }),
    fieldMessages: {
      [ORGANIZATION_MESSAGES.reassignSame]: 'toUserId',
      [ORGANIZATION_MESSAGES.reassignTarget]: 'toUserId',
    },
  },
};

/** The member's waiting invitation, put back after a revoke or a resend was accepted. */
const invitationFixture = { id: '' };
async function restoreInvitation() {
  await h.db.execute(sql`delete from organization_invitations where id <> ${invitationFixture.id}`);
  await h.db.execute(
    sql`update organization_invitations set revoked_at = null where id = ${invitationFixture.id}`,
  );
}

// ---- hostile values ----

const INJECTIONS = [
  "' OR '1'='1",
  "'; drop table users; --",
  '"; select pg_sleep(10); --',
  '1); delete from presentations where (1=1',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(document.cookie)>',
  'javascript:alert(1)',
  '${process.exit(1)}',
  '{{constructor.constructor("return process")()}}',
  '../../../../etc/passwd',
  '%00%27%22',
  '\\x00\\u0000',
];
const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(64),
  '\r\n\t\v\f',
  '\u202e\u202d',
  '\ud800',
  'x\udfffy',
  '\ufeff\u200b',
  '𝕏𝕐ℤ🎉👩‍👩‍👧‍👦',
  'Ｓｅｌｅｃｔ',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '__proto__',
  'constructor',
  'true',
];
const ODD_NUMBERS = [
  -1,
  -0,
  0.5,
  Number.NaN,
  Infinity,
  -Infinity,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  Number.MAX_SAFE_INTEGER + 2,
  -(2 ** 31) - 1,
  2 ** 63,
  1e308,
];

/** Strings up to 100 KB, repeated from a random (possibly non-ASCII) unit; slicing may split a surrogate pair. */
const hugeString = fc
  .tuple(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 4 }),
    fc.integer({ min: 65, max: 100_000 }),
  )
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

const hostileString = fc.oneof(
  fc.constantFrom(...INJECTIONS, ...ODD_STRINGS),
  hugeString,
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
);

const hostileNumber = fc.oneof(
  fc.constantFrom(...ODD_NUMBERS),
  fc.double(),
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 }),
);

/** A chain of objects (or arrays) thousands of levels deep, built without recursion. */
const deeplyNested = fc
  .tuple(fc.integer({ min: 50, max: 5_000 }), fc.boolean())
  .map(([depth, arrays]) => {
    let value: unknown = 'leaf';
    for (let i = 0; i < depth; i += 1) value = arrays ? [value] : { a: value };
    return value;
  });

/** Objects that try to reach Object.prototype, as JSON.parse produces them (own __proto__ keys). */
const pollution = fc.constantFrom(
  JSON.parse('{"__proto__":{"polluted":"yes","isAdmin":true}}') as unknown,
  JSON.parse('{"constructor":{"prototype":{"polluted":"yes"}}}') as unknown,
  JSON.parse(
    '{"__proto__":{"__proto__":{"polluted":"yes"}},"toString":"x","valueOf":1,"hasOwnProperty":null}',
  ) as unknown,
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 6 },
  { arbitrary: hostileNumber, weight: 3 },
  {
    arbitrary: fc.constantFrom<unknown>(null, undefined, true, false, [], {}, [[]], [{}]),
    weight: 2,
  },
  { arbitrary: fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 30 }), weight: 1 },
  { arbitrary: deeplyNested, weight: 1 },
  { arbitrary: pollution, weight: 1 },
  { arbitrary: fc.object({ maxDepth: 2, stringUnit: 'binary' }), weight: 1 },
);

/** Whole inputs of any shape. */
const anyInput: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({
    maxDepth: 3,
    withNullPrototype: true,
    withBoxedValues: true,
    withSparseArray: true,
    stringUnit: 'binary',
  }),
  hostileValue,
);

function withOwnKey(
  target: Record<string, unknown>,
  key: string,
  value: unknown,
): Record<string, unknown> {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    configurable: true,
    writable: true,
  });
  return target;
}

/** Every key of the valid input, each with a hostile value, sometimes with a __proto__ key beside them. */
function hostileKeys(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const shape = Object.fromEntries(Object.keys(valid).map((key) => [key, hostileValue]));
  return fc.tuple(fc.record(shape), fc.boolean(), fc.boolean()).map(([record, proto, asArray]) => {
    const value = proto ? withOwnKey({ ...record }, '__proto__', { polluted: 'yes' }) : record;
    return asArray ? [value] : value;
  });
}

type Path = (string | number)[];
const REMOVE = Symbol('remove the field');

/** Paths to every field of the valid input, nested objects and list items included. */
function fieldPaths(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value))
    return value.flatMap((item, i) => [[...prefix, i], ...fieldPaths(item, [...prefix, i])]);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      [...prefix, key],
      ...fieldPaths(item, [...prefix, key]),
    ]);
  }
  return [];
}

function replaceAt(
  valid: Record<string, unknown>,
  path: Path,
  replacement: unknown,
): Record<string, unknown> {
  const copy = structuredClone(valid);
  let target: Record<string | number, unknown> = copy;
  for (const part of path.slice(0, -1)) target = target[part] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (replacement === REMOVE) delete target[last];
  else target[last] = replacement;
  return copy;
}

/** The valid input with one field (at any depth) replaced by a hostile value or removed. */
function mutation(valid: Record<string, unknown>): fc.Arbitrary<{ input: unknown; path: string }> {
  const paths = fieldPaths(valid);
  return fc
    .tuple(
      fc.constantFrom(...paths),
      fc.oneof(
        { arbitrary: hostileValue, weight: 9 },
        { arbitrary: fc.constant<unknown>(REMOVE), weight: 1 },
      ),
    )
    .map(([path, replacement]) => ({
      input: replaceAt(valid, path, replacement),
      path: path.join('.'),
    }));
}

// ---- the harness ----

let h: Harness;
let owner: TestBrowser;
let member: TestBrowser;
let fixtures: Fixtures;
let tables: string[];
const errorLogs: string[] = [];

const capturingLogger: Logger = {
  ...silentLogger,
  error: (obj, msg) => {
    const err = (obj as { err?: { message?: string } }).err;
    errorLogs.push(
      `${msg ?? ''}: ${err?.message?.slice(0, 300) ?? JSON.stringify(obj).slice(0, 300)}`,
    );
  },
  child: () => capturingLogger,
};

/** Row counts of every public table, read in one statement. */
async function rowCounts(): Promise<Record<string, number>> {
  const columns = tables.map((t, i) => `(select count(*) from "${t}")::int as c${i}`).join(', ');
  const [row] = rowsOf<Record<string, number>>(await h.db.execute(sql.raw(`select ${columns}`)));
  return Object.fromEntries(tables.map((t, i) => [t, Number(row?.[`c${i}`])]));
}

function callerFor(access: Access): TestBrowser {
  if (access === 'public') return h.browser();
  return access === 'protected' ? member : owner;
}

type Outcome = { ok: true } | { ok: false; error: unknown };

/**
 * Calls the procedure at `path`; a subscription is read to its first event. An error thrown while
 * reading the stream is returned raw (and so fails rule 1): over HTTP it would bypass the error
 * mapping and reach the client as INTERNAL_SERVER_ERROR.
 */
async function call(browser: TestBrowser, path: string, input: unknown): Promise<Outcome> {
  try {
    await callProcedure(browser, path, input);
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  }
}

const isObjectInput = (input: unknown) =>
  typeof input === 'object' && input !== null && !Array.isArray(input);

/** Rule 2b for intake.submit: the message is the first issue of the link's form schema, at a field. */
function intakeNamesField(input: unknown, message: string): boolean {
  const data = (input as { data: Record<string, unknown> }).data;
  const parsed = ZInsuranceIntake.safeParse(data);
  const first = parsed.success ? undefined : parsed.error.issues[0];
  if (first?.message !== message) return false;
  return first.path.length > 0 || (first.code === 'unrecognized_keys' && first.keys.length > 0);
}

function describeError(error: unknown): string {
  if (error instanceof TRPCError)
    return `${error.code}: ${error.message.slice(0, 200)} (cause: ${error.cause?.name})`;
  return String(error instanceof Error ? error.stack : error);
}

/** Rules 1-3 for one rejected call; returns nothing, throws an assertion error. */
function checkRejection(path: string, entry: Entry, input: unknown, error: unknown): void {
  expect(error, `${path} threw a non-tRPC error: ${describeError(error)}`).toBeInstanceOf(
    TRPCError,
  );
  const e = error as TRPCError;
  expect(e.code, `${path}: ${describeError(e)}`).not.toBe('INTERNAL_SERVER_ERROR');
  expect(e.message).not.toBe(GENERIC_ERROR_MESSAGE);
  const cause = e.cause;
  if (e.code === 'BAD_REQUEST') {
    if (cause instanceof ZodError) {
      const first = cause.issues[0]!;
      expect(e.message, `${path}: the message is the first issue's`).toBe(first.message);
      if (first.path.length === 0)
        expect(
          isObjectInput(input),
          `${path}: "${e.message}" names no field of an object input`,
        ).toBe(false);
      return;
    }
    expect(
      cause,
      `${path}: BAD_REQUEST without a ZodError or AppError: ${describeError(e)}`,
    ).toBeInstanceOf(AppError);
    if (path === 'intake.submit' && (cause as AppError).reason === 'INVALID_SUBMISSION') {
      expect(
        intakeNamesField(input, e.message),
        `intake.submit: "${e.message}" names no form field`,
      ).toBe(true);
      return;
    }
    expect(
      Object.keys(entry.fieldMessages ?? {}),
      `${path}: service BAD_REQUEST "${e.message}" is not a known field message`,
    ).toContain(e.message);
    return;
  }
  expect(cause, `${path}: ${e.code} "${e.message}" is not a service decision`).toBeInstanceOf(
    AppError,
  );
  expect(['NOT_FOUND', 'UNAUTHORIZED', 'CONFLICT', 'FORBIDDEN', 'PRECONDITION_FAILED']).toContain(
    e.code,
  );
}

async function settle(): Promise<void> {
  await h.services.mail.idle();
  await h.services.generation.runner.drain(10_000);
}

/** One call under all four rules. */
async function checkCall(path: string, input: unknown): Promise<void> {
  const entry = ENTRIES[path]!;
  const before = await rowCounts();
  const errorsBefore = errorLogs.length;
  const outcome = await call(callerFor(entry.access), path, input);
  await settle();
  expect(({} as Record<string, unknown>).polluted, 'Object.prototype was polluted').toBeUndefined();
  expect(errorLogs.slice(errorsBefore), `${path} logged an error`).toEqual([]);
  if (outcome.ok) {
    await entry.restore?.(fixtures);
    return;
  }
  checkRejection(path, entry, input, outcome.error);
  expect(await rowCounts(), `${path} stored something although it refused the input`).toEqual(
    before,
  );
}

beforeAll(async () => {
  h = await createHarness({ rateLimits: false, log: capturingLogger });
  const tableRows = rowsOf<{ table_name: string }>(
    await h.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  );
  tables = tableRows.map((r) => r.table_name);

  owner = await h.subscribedBrowser();
  const { id: generationId } = await owner.caller.generation.start(
    ENTRIES['generation.start']!.valid({} as Fixtures) as never,
  );
  for await (const [, event] of (await owner.caller.generation.events({
    id: generationId,
  })) as AsyncIterable<[string, { type: string }]>) {
    if (event.type === 'done' || event.type === 'error') break;
  }
  const { id: presentationId } = await owner.caller.presentations.save({ generationId });
  await owner.caller.presentations.setSharing({ id: presentationId, enabled: true });
  const { viewId } = await h
    .browser()
    .caller.analytics.startView({ presentationId, visitorId: 'v1' });

  // Confirmed, so the member's public form takes submissions; still without a subscription.
  const signedUp = await h.verifiedBrowser();
  member = signedUp;
  const client = await member.caller.clients.upsert({
    fullName: 'Owned Client',
    email: 'owned@example.com',
  });
  const link = await member.caller.links.create({ title: 'Owned form', industryType: 'insurance' });
  await h.browser().caller.intake.submit({
    linkId: link.id,
    data: { fullName: 'Owned Client Again', email: 'owned@example.com', age: '44' },
  });
  const [pending] = await member.caller.submissions.listPending({});
  const { checkout_url } = await member.caller.billing.createCheckoutSession();
  const presentation = await owner.caller.presentations.get({ id: presentationId });
  const [saved] = await h.db
    .select()
    .from(presentations)
    .where(eq(presentations.id, presentationId));
  fixtures = {
    sections: presentation.document!.sections.map(({ id, title, html, hidden }) => ({
      id,
      title,
      html,
      hidden,
    })),
    figures: presentation.figures!,
    saved: {
      document: saved!.document,
      clientData: saved!.clientData,
      htmlContent: saved!.htmlContent,
    },
    memberEmail: signedUp.user.email,
    clientId: client.id,
    linkId: link.id,
    checkoutId: checkout_url.split('/').pop()!,
    generationId,
    presentationId,
    viewId: viewId!,
    submissionId: pending!.id,
  };
}, 60_000);

afterAll(async () => {
  await h.close();
});

afterEach(() => {
  errorLogs.length = 0;
});

// The member's invitation waiting to be accepted, for the organization entries.
beforeAll(async () => {
  invitationFixture.id = (
    await member.caller.organization.invite({ email: 'waiting@example.com', role: 'reviewer' })
  ).id;
});

// The member's catalogue product, for the catalogue entries (made after the fixtures above).
const catalogueFixture = { id: '', userId: '' };
beforeAll(async () => {
  catalogueFixture.id = (
    await member.caller.catalogue.create({
      insurer: 'Owned Mutual',
      name: 'Owned Term',
      kind: 'term',
    })
  ).id;
  const [row] = rowsOf<{ user_id: string }>(
    await h.db.execute(
      sql`select user_id from catalogue_products where id = ${catalogueFixture.id}`,
    ),
  );
  catalogueFixture.userId = row!.user_id;
});

const procedures = (
  appRouter as unknown as { _def: { procedures: Record<string, { _def: { inputs: unknown[] } }> } }
)._def.procedures;
const withInput = Object.keys(procedures).filter(
  (path) => procedures[path]!._def.inputs.length > 0,
);

describe('bad input to every procedure', () => {
  it('has hostile-input generators for every procedure that takes input', () => {
    expect(
      withInput.filter((p) => !(p in ENTRIES)),
      'add the new procedure to ENTRIES with a valid input',
    ).toEqual([]);
    expect(
      Object.keys(ENTRIES).filter((p) => !withInput.includes(p)),
      'entries for procedures that no longer exist or take no input',
    ).toEqual([]);
  });

  it('finds tables to watch', () => {
    expect(tables).toEqual(
      expect.arrayContaining([
        'users',
        'sessions',
        'presentations',
        'clients',
        'rate_limits',
        'email_outbox',
      ]),
    );
  });

  describe.each(withInput)('%s', (path) => {
    it('survives inputs of any shape', async () => {
      await fc.assert(
        fc.asyncProperty(anyInput, (input) => checkCall(path, input)),
        { seed: seedFor(path, 'anything'), numRuns: RUNS.anything },
      );
    });

    it('survives hostile values under the right keys', async () => {
      const valid = ENTRIES[path]!.valid(fixtures);
      await fc.assert(
        fc.asyncProperty(hostileKeys(valid), (input) => checkCall(path, input)),
        { seed: seedFor(path, 'hostileKeys'), numRuns: RUNS.hostileKeys },
      );
    });

    it('survives a valid input with one field made hostile', async () => {
      const valid = ENTRIES[path]!.valid(fixtures);
      await fc.assert(
        fc.asyncProperty(mutation(valid), ({ input }) => checkCall(path, input)),
        { seed: seedFor(path, 'mutation'), numRuns: RUNS.mutation },
      );
    });
  });

  it('left the fixtures usable (hostile calls changed nothing they should not)', async () => {
    await expect(
      owner.caller.presentations.get({ id: fixtures.presentationId }),
    ).resolves.toMatchObject({ id: fixtures.presentationId });
    await expect(
      h.browser().caller.presentations.sharedGate({ id: fixtures.presentationId }),
    ).resolves.toEqual({
      requiresPasscode: false,
      requiresEmail: false,
    });
    expect((await member.caller.clients.list({})).map((c) => c.id)).toContain(fixtures.clientId);
    expect((await member.caller.links.list({})).map((l) => l.id)).toContain(fixtures.linkId);
  });
});
