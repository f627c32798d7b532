// What every section producer of the built-in writer shares: the input, its style, tone and
// detail settings, the client's names and family wording, and the chosen plans.
import { escapeHtml } from '../document/escape';
import { icon } from '../document/placeholders';
import { resolveColours, type TColourSet } from '../generation/colour-schemes';
import type { TNeedsAnalysis } from '../generation/needs-analysis';
import type { TPresentationStyle, TTone } from '../generation/options';
import type { TPromptInput } from '../generation/prompt-builder';
import { pricedKind } from './budget-fit';
import { phrase } from './client-text';
import { choosePlans, type TPlanCard } from './plans';
import { clientWords, type TClientWords } from './voice';

export type TOfflineInput = TPromptInput & { now: Date };

export interface TOfflineContext {
  input: TOfflineInput;
  a: TNeedsAnalysis;
  colours: TColourSet;
  style: TPresentationStyle;
  tone: TTone;
  /** Comprehensive: fuller text, definitions, more plan features. */
  full: boolean;
  /** Concise: the essentials only. */
  brief: boolean;
  /** The client's first name as the text may show it ('' when nothing showable is left). */
  first: string;
  /** The client's last name as the text may show it, or ''. */
  last: string;
  /** Whether someone depends on the client's income (dependents or a partner). */
  supported: boolean;
  partnered: boolean;
  widowed: boolean;
  dependents: number;
  /** Children whose ages were given (0 when none were). */
  children: number;
  /** At or past the retirement age the analysis assumes. */
  retired: boolean;
  /** The client plans what they will leave behind. */
  estate: boolean;
  /** The client gave a budget (a slider left at its default is not one). */
  budget: boolean;
  /** Existing cover and savings meet the need: nothing new to buy. */
  covered: boolean;
  /** The plan holds new cover (false when covered, and when the kind chosen suits none of the need left). */
  planned: boolean;
  /** The plan has an estimated premium (it holds new cover, not left to specialist underwriting). */
  priced: boolean;
  /** Underwriting is expected to rate the client (a table rating or specialist underwriting). */
  rated: boolean;
  /** The kinds of policy in the analysis's plan (empty when it holds no new cover). */
  planKinds: ReadonlySet<'term' | 'permanent'>;
  /**
   * Who the cover is for: 'your family', 'your partner', 'your children', 'your child',
   * 'your heirs' or 'the people you would leave behind'.
   */
  family: string;
  /** Whether `family` takes a plural verb ('your children depend'). */
  familyPlural: boolean;
  /** The kind of cover the page recommends: the primary plan's when it is priced, else the analysis's. */
  recommendedKind: 'term' | 'permanent';
  plans: TPlanCard[];
  /** The primary plan's name, or a description of it when there is none. */
  primaryName: string;
  /** The primary plan's kind when the analysis prices it (term or permanent) and new cover is needed, else null. */
  primaryKind: 'term' | 'permanent' | null;
  /** What the client and the advisor told us, cleaned for the page (see voice.ts). */
  words: TClientWords;
}

function namesOf(clientName: string): { first: string; last: string } {
  const parts = phrase(clientName).split(' ').filter(Boolean);
  return { first: parts[0] ?? '', last: parts.length > 1 ? (parts[parts.length - 1] ?? '') : '' };
}

function familyOf(
  dependents: number,
  children: number,
  partnered: boolean,
  estate: boolean,
): [string, boolean] {
  if (dependents > 0 && partnered) return ['your family', false];
  if (dependents > 0)
    return children === 1 || (children === 0 && dependents === 1)
      ? ['your child', false]
      : ['your children', true];
  if (partnered) return ['your partner', false];
  return estate ? ['your heirs', true] : ['the people you would leave behind', true];
}

export function offlineContext(input: TOfflineInput): TOfflineContext {
  const { client, analysis } = input;
  const partnered = client.maritalStatus === 'Married' || client.maritalStatus === 'Common-law';
  const dependents = analysis.inputs.dependents;
  const children = analysis.inputs.childrenAges.length;
  // Whom the analysis finds relying on the income: grown children alone leave nobody.
  const supported = analysis.incomeReplacement.basis !== 'single';
  const covered = analysis.gap <= 0;
  const planned = analysis.recommendedCoverage > 0;
  const estate = client.goals.planEstate || analysis.inputs.planEstate;
  const [family, familyPlural] = familyOf(dependents, children, partnered, estate);
  const plans = choosePlans(input);
  const primary = plans[0];
  const primaryKind = primary && planned ? pricedKind(primary.kind, analysis) : null;
  const { rateClass } = analysis.underwriting;
  return {
    input,
    a: analysis,
    // The brand's colours, when the advisor set them, replace the scheme's (the scheme stays as chosen).
    colours: input.brand?.colours
      ? { ...input.brand.colours }
      : resolveColours(client.colorScheme, client.customColorHex),
    style: client.presentationStyle,
    tone: client.tonePriority,
    full: client.detailLevel === 'comprehensive',
    brief: client.detailLevel === 'concise',
    ...namesOf(client.clientName),
    supported,
    partnered,
    widowed: client.maritalStatus === 'Widowed',
    dependents,
    children,
    retired: analysis.inputs.age >= analysis.assumptionValues.retirementAge,
    estate,
    budget: analysis.inputs.monthlyBudget !== null,
    covered,
    planned,
    priced: planned && analysis.recommendation.monthly !== null,
    rated: rateClass === 'specialist' || rateClass.startsWith('table-'),
    planKinds: new Set(analysis.recommendation.policies.map((p) => p.kind)),
    family,
    familyPlural,
    recommendedKind:
      primaryKind ??
      (analysis.suitability.termAvailable ? analysis.suitability.recommendedKind : 'permanent'),
    plans,
    primaryName: primary
      ? primary.generic
        ? primary.name.toLowerCase()
        : primary.name
      : 'your recommended plan',
    primaryKind,
    words: clientWords(client, { dependents, partnered }),
  };
}

/** "your family’s", "your heirs’" */
export function familyPossessive(ctx: TOfflineContext): string {
  return ctx.family.endsWith('s') ? `${ctx.family}’` : `${ctx.family}’s`;
}

/** The verb for `family`: verb(ctx, 'depends', 'depend'). */
export function verb(ctx: TOfflineContext, singular: string, plural: string): string {
  return ctx.familyPlural ? plural : singular;
}

/** "Maria's" or "your". */
export function possessive(ctx: TOfflineContext): string {
  return ctx.first ? `${ctx.first}'s` : 'your';
}

/** The section's intro paragraph in the chosen tone (the texts are HTML). */
export function lead(ctx: TOfflineContext, texts: Readonly<Record<TTone, string>>): string {
  return `<p class="pc-lead">${texts[ctx.tone]}</p>`;
}

/** A checklist; each item is HTML. */
export function checkList(items: readonly string[]): string {
  return `<ul class="pc-checks">${items.map((item) => `<li>${icon('check')} ${item}</li>`).join('')}</ul>`;
}

export const esc = escapeHtml;
