// The built-in writer's document: the shell (title, theme, advisor, client facts) and one section
// per id of the detail level, each a sanitiser-safe fragment with placeholders for every figure.
import { chartsIn } from '../document/placeholders';
import {
  DOCUMENT_VERSION,
  MAX_SECTION_NOTES,
  ZDocumentBrand,
  type TDocumentSection,
  type TPresentationDocument,
} from '../document/schema';
import { GOAL_LABELS, type TPresentationSectionId } from '../generation/options';
import { plannedSections, sectionInstruction } from '../generation/template-plan';
import { presentationTitle } from '../presentations';
import { bounded } from './client-text';
import { closingBody } from './closing';
import { advisorBody, importantInformationBody } from './contact';
import { offlineContext, type TOfflineContext, type TOfflineInput } from './context';
import { costsBody } from './costs';
import { coverBody } from './cover';
import { sectionTitle } from './headings';
import { questionsBody } from './questions';
import { recommendationBody } from './recommendation';
import { whatYouNeedBody, whereYouAreBody } from './situation';
import { speakerNotes } from './speaker-notes';

const BODIES: Readonly<Record<TPresentationSectionId, (ctx: TOfflineContext) => string>> = {
  cover: coverBody,
  'where-you-are': whereYouAreBody,
  'what-you-need': whatYouNeedBody,
  recommendation: recommendationBody,
  'costs-and-benefits': costsBody,
  questions: questionsBody,
  'next-steps': closingBody,
  advisor: advisorBody,
  'important-information': importantInformationBody,
};

/** The date as an ISO string the schema accepts; an unusable date falls back to the current time. */
function preparedAt(now: Date): string {
  const year = now.getUTCFullYear();
  return Number.isNaN(now.getTime()) || year < 1 || year > 9999
    ? new Date().toISOString()
    : now.toISOString();
}

function shellFrom(ctx: TOfflineContext): TPresentationDocument {
  const { input } = ctx;
  const brand = input.brand ? ZDocumentBrand.safeParse(input.brand) : null;
  const { client, advisor } = input;
  const goals = [
    ...(['protectFamily', 'buildSavings', 'planEstate'] as const)
      .filter((g) => client.goals[g])
      .map((g) => GOAL_LABELS[g]),
    // The client's own goal as the page may show it: no amount typed into it (see voice.ts).
    ...(ctx.words.ownGoal ? [bounded(ctx.words.ownGoal, 300)] : []),
  ].filter(Boolean);
  return {
    version: DOCUMENT_VERSION,
    title: bounded(presentationTitle('Insurance', bounded(client.clientName, 200)), 300),
    preparedAt: preparedAt(input.now),
    theme: {
      colorScheme: client.colorScheme,
      customColorHex: bounded(client.customColorHex, 7),
      colours: ctx.colours,
      style: client.presentationStyle,
      tone: client.tonePriority,
      detail: client.detailLevel,
    },
    advisor: {
      name: bounded(advisor.name, 200),
      company: bounded(advisor.company, 200),
      phone: bounded(advisor.phone, 50),
      email: bounded(advisor.email, 254),
    },
    client: {
      fullName: bounded(client.clientName, 200),
      firstName: bounded(client.clientName, 200).split(/\s+/)[0] ?? '',
      insuranceType: bounded(client.insuranceType, 100),
      maritalStatus: bounded(client.maritalStatus, 50),
      occupation: bounded(client.occupation, 200),
      location: bounded(client.location, 200),
      // Health facts reach the page only when the advisor chose to mention health.
      healthStatus: client.mentionHealth ? bounded(client.healthStatus, 50) : '',
      smoker: client.mentionHealth ? bounded(client.smoker, 50) : '',
      goals,
    },
    primaryPlanKind: ctx.primaryKind,
    ...(brand?.success ? { brand: brand.data } : {}),
    sections: [],
  };
}

function sectionFrom(id: TPresentationSectionId, ctx: TOfflineContext): TDocumentSection {
  const html = BODIES[id](ctx);
  return {
    id,
    kind: id,
    title: sectionTitle(id, ctx),
    html,
    charts: chartsIn(html),
    hidden: false,
    source: 'built-in',
    replaced: null,
    // For the advisor only: the renderer never puts notes on the client's page.
    notes: withInstruction(speakerNotes(id, ctx), sectionInstruction(ctx.input.plan, id)),
  };
}

/**
 * The template's instruction for a section, ahead of the built-in note: this writer's wording is
 * fixed, so the advisor sees what the organisation asks of the section where they present it.
 */
function withInstruction(notes: string, instruction: string): string {
  if (!instruction) return notes;
  const text = `Template: ${instruction.replace(/[<>]/g, '')}`;
  return (notes ? `${text}\n\n${notes}` : text).slice(0, MAX_SECTION_NOTES);
}

/** The document's frame without sections: what every writer's sections are rendered in. */
export function documentShell(input: TOfflineInput): TPresentationDocument {
  return shellFrom(offlineContext(input));
}

/** The built-in version of one section (also the stand-in for an AI section that failed). */
export function offlineSection(id: TPresentationSectionId, input: TOfflineInput): TDocumentSection {
  return sectionFrom(id, offlineContext(input));
}

/**
 * The whole built-in document: the guide's sections for the detail level, in order, worded per
 * style and tone. Deterministic for a given input (the date comes from `now`).
 */
export function buildOfflineDocument(input: TOfflineInput): TPresentationDocument {
  const ctx = offlineContext(input);
  return {
    ...shellFrom(ctx),
    sections: plannedSections(input).map((id) => sectionFrom(id, ctx)),
  };
}
