// The recommendation record (the client file): for one version of a presentation, the client's
// facts and their sources, the analysis behind the recommendation, the advisor, the version's
// hashes with the chain's check, and everything the client did. A document the PDF writer lays out.
import {
  analyseNeeds,
  COLOUR_SCHEMES,
  needsInputFromClient,
  ZClientFormData,
  type TClientFormData,
} from '@pitchcraft/core';
import { parseDocument, type TPresentationDocument } from '@pitchcraft/core/document';
import {
  and,
  asc,
  brandAssets,
  brandKits,
  eq,
  intakeSubmissions,
  presentations,
  presentationVersions,
  userProfiles,
  type Database,
} from '@pitchcraft/db';
import type { TExportDocument, TExportImage, TExportSection } from '@pitchcraft/exports';

import { pageHash } from './hash-chain';
import { activityBlocks } from './record-activity';
import { assumptionBlocks, methodBlocks, recommendationBlocks } from './record-analysis';
import { approvalBlocks } from './record-approvals';
import { factBlocks, type IntakeAnswers } from './record-facts';
import { utcTime } from './record-format';
import { versionBlocks, type RecordedVersion } from './record-versions';
import { describeCheck, verifyChain } from './verify-chain';

type PresentationRow = typeof presentations.$inferSelect;

/** The version the record is for, with its recorded state (a page saved before versions: the row's). */
interface RecordState {
  number: number;
  createdAt: Date;
  document: TPresentationDocument | null;
  clientData: unknown;
  pageHash: string;
  /** null for a page saved before versions were kept. */
  chainHash: string | null;
}

async function stateOf(
  db: Database,
  presentation: PresentationRow,
  number: number | undefined,
): Promise<RecordState | null> {
  const [row] = await db
    .select()
    .from(presentationVersions)
    .where(
      and(
        eq(presentationVersions.presentationId, presentation.id),
        eq(presentationVersions.number, number ?? presentation.version),
      ),
    )
    .limit(1);
  if (row)
    return {
      number: row.number,
      createdAt: row.createdAt,
      document: parseDocument(row.document),
      clientData: row.clientData,
      pageHash: row.pageHash,
      chainHash: row.chainHash,
    };
  if (number !== undefined && number !== presentation.version) return null;
  return {
    number: presentation.version,
    createdAt: presentation.updatedAt,
    document: parseDocument(presentation.document),
    clientData: presentation.clientData,
    pageHash: pageHash(presentation.htmlContent),
    chainHash: null,
  };
}

/** The forms the presentation's client submitted (newest first), from which facts may have come. */
async function intakeAnswersOf(db: Database, presentation: PresentationRow) {
  if (!presentation.clientId) return [];
  const rows = await db
    .select({ createdAt: intakeSubmissions.createdAt, data: intakeSubmissions.submissionData })
    .from(intakeSubmissions)
    .where(
      and(
        eq(intakeSubmissions.clientId, presentation.clientId),
        eq(intakeSubmissions.userId, presentation.userId),
      ),
    );
  return rows.map((r): IntakeAnswers => ({ submittedAt: r.createdAt, data: r.data }));
}

/** The first of `values` that is not blank, trimmed ('' when none is). */
const firstFilled = (...values: (string | null | undefined)[]): string =>
  values.map((value) => value?.trim() ?? '').find((value) => value !== '') ?? '';

/** The advisor as this version states them, the account's details filling what it leaves out. */
async function advisorOf(db: Database, userId: string, document: TPresentationDocument | null) {
  const [[profile], [kit]] = await Promise.all([
    db.select().from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1),
    db.select().from(brandKits).where(eq(brandKits.userId, userId)).limit(1),
  ]);
  const shown = firstFilled(document?.brand?.licence);
  const today = firstFilled(kit?.licence);
  return {
    name: firstFilled(document?.advisor.name, profile?.fullName),
    company: firstFilled(document?.advisor.company, profile?.companyName),
    phone: firstFilled(document?.brand?.contact.phone, document?.advisor.phone),
    email: firstFilled(document?.brand?.contact.email, document?.advisor.email, profile?.email),
    website: firstFilled(document?.brand?.contact.website),
    address: firstFilled(document?.brand?.contact.address),
    licence: firstFilled(shown, today),
    licenceSource: shown ? 'as shown on this version' : today ? 'brand kit today' : '',
  };
}

const LOGO_PATH = /^\/brand-assets\/([0-9a-f]{64})\.(png|jpg|svg)$/;

/** The logo this version carries, as bytes (null when none, or when it has been removed). */
async function logoOf(db: Database, userId: string, document: TPresentationDocument | null) {
  const match = LOGO_PATH.exec(document?.brand?.logo ?? '');
  if (!match?.[1] || !match[2]) return null;
  const [asset] = await db
    .select({ bytes: brandAssets.bytes })
    .from(brandAssets)
    .where(and(eq(brandAssets.userId, userId), eq(brandAssets.id, match[1])))
    .limit(1);
  return asset ? ({ data: new Uint8Array(asset.bytes), format: match[2] } as TExportImage) : null;
}

function clientOf(clientData: unknown): TClientFormData | null {
  const parsed = ZClientFormData.safeParse(clientData);
  return parsed.success ? parsed.data : null;
}

const section = (id: string, title: string, blocks: TExportSection['blocks']): TExportSection => ({
  id,
  kind: `record-${id}`,
  title,
  blocks,
  notes: '',
});

function analysisSections(client: TClientFormData | null, forms: IntakeAnswers[]) {
  if (!client)
    return [
      section('facts', 'The client’s facts', [
        {
          type: 'paragraph',
          tone: 'callout',
          runs: [
            { text: 'This version’s client details could not be read, so no analysis is stated.' },
          ],
        },
      ]),
    ];
  const analysis = analyseNeeds(needsInputFromClient(client));
  return [
    section('facts', 'The client’s facts', factBlocks(client, forms)),
    section('assumptions', 'Assumptions and their sources', assumptionBlocks(analysis)),
    section('methods', 'Each method’s result', methodBlocks(analysis)),
    section('recommendation', 'The recommendation', recommendationBlocks(analysis)),
  ];
}

/**
 * The record of `presentationId`'s version `options.version` (the current one by default), or null
 * when the presentation is not `userId`'s or has no such version.
 */
export async function recordDocument(
  db: Database,
  userId: string,
  presentationId: string,
  options: { version?: number } = {},
): Promise<TExportDocument | null> {
  const [presentation] = await db
    .select()
    .from(presentations)
    .where(and(eq(presentations.id, presentationId), eq(presentations.userId, userId)))
    .limit(1);
  if (!presentation) return null;
  const state = await stateOf(db, presentation, options.version);
  if (!state) return null;
  const [versions, [check], forms, advisor, logo] = await Promise.all([
    db
      .select({
        number: presentationVersions.number,
        change: presentationVersions.change,
        summary: presentationVersions.summary,
        createdAt: presentationVersions.createdAt,
        pageHash: presentationVersions.pageHash,
        chainHash: presentationVersions.chainHash,
      })
      .from(presentationVersions)
      .where(eq(presentationVersions.presentationId, presentationId))
      .orderBy(asc(presentationVersions.number)),
    verifyChain(db, presentationId),
    intakeAnswersOf(db, presentation),
    advisorOf(db, userId, state.document),
    logoOf(db, userId, state.document),
  ]);
  const chainLine = check ? describeCheck(check) : 'Chain not checked';
  const generatedAt = utcTime(new Date());
  const recorded: RecordedVersion[] = versions;
  const pageHashes = new Map(versions.map((v) => [v.number, v.pageHash]));
  const by = [advisor.name, advisor.company].filter(Boolean).join(', ');
  return {
    title: `Recommendation record: ${presentation.title}`,
    variant: 'record',
    eyebrow: 'Client file',
    subtitle: `Client: ${presentation.clientName}`,
    meta: `Version ${state.number} of ${presentation.version}${by ? ` · ${by}` : ''} · Generated ${generatedAt}`,
    colours: state.document?.theme.colours ?? { ...COLOUR_SCHEMES.navy },
    logo,
    advisor: {
      name: advisor.name,
      company: advisor.company,
      phone: advisor.phone,
      email: advisor.email,
      website: advisor.website,
      address: advisor.address,
      licence: advisor.licence,
    },
    sections: [
      ...analysisSections(clientOf(state.clientData), forms),
      section('advisor', 'The advisor', [
        {
          type: 'table',
          caption: 'The advisor',
          header: [],
          rows: [
            ['Advisor', advisor.name || 'Not recorded'],
            [
              'Licence',
              advisor.licence
                ? `${advisor.licence} (${advisor.licenceSource})`
                : 'Not recorded in the brand kit',
            ],
            ['Company', advisor.company || 'Not recorded'],
            ['E-mail', advisor.email || 'Not recorded'],
            ['Phone', advisor.phone || 'Not recorded'],
          ],
        },
      ]),
      section('version', 'The presentation version', versionBlocks(state, recorded, chainLine)),
      section('approvals', 'Compliance approvals', await approvalBlocks(db, presentationId)),
      section(
        'activity',
        'What the client did',
        await activityBlocks(db, presentationId, pageHashes),
      ),
    ],
    footer: [
      'Recommendation record',
      by ? `Prepared by ${by}` : '',
      advisor.licence ? `Licence: ${advisor.licence}` : '',
      `Version ${state.number}, page SHA-256 ${state.pageHash.slice(0, 12)}…`,
      `Generated ${generatedAt}`,
    ]
      .filter(Boolean)
      .join(' · '),
  };
}
