// Inputs and inspection helpers for the built-in writer's tests (not part of the package's API).
import type { TDocumentSection, TPresentationDocument } from '../document/schema';
import { ZAdvisorInfo, ZClientFormData, ZSalesStrategy } from '../generation/client-form';
import { createClientFormDefaults, createSalesStrategyDefaults } from '../generation/form-defaults';
import { analyseNeeds, needsInputFromClient, type TNeedsInput } from '../generation/needs-analysis';
import type { TPresentationSectionId } from '../generation/options';
import { TEST_CLIENT } from '../test-client';
import type { TOfflineInput } from './context';

export const NOW = new Date('2025-01-05T12:00:00Z');

type TExtras = Pick<TNeedsInput, 'debts' | 'mortgage' | 'existingCoverage'>;

/**
 * Maria Rivera, 38, married with two dependents, with her $150 budget given, by default; each
 * argument overrides its part (`budgetGiven: false` for a client who gave no budget).
 */
export function offlineInput(
  client: Record<string, unknown> = {},
  strategy: Record<string, unknown> = {},
  advisor: Record<string, unknown> = {},
  extras: TExtras = { mortgage: 320_000, debts: 18_000 },
): TOfflineInput {
  const parsed = ZClientFormData.parse({
    ...createClientFormDefaults(),
    ...TEST_CLIENT,
    budgetGiven: true,
    goals: { protectFamily: true },
    ...client,
  });
  return {
    client: parsed,
    advisor: ZAdvisorInfo.parse({
      name: 'James Chen',
      company: 'Northstar Financial',
      phone: '(416) 555-0142',
      email: 'james@example.com',
      ...advisor,
    }),
    strategy: ZSalesStrategy.parse({ ...createSalesStrategyDefaults(), ...strategy }),
    analysis: analyseNeeds(needsInputFromClient(parsed, extras)),
    now: NOW,
  };
}

/** Maria with her children's ages given (4 and 7) and nothing owed: the plan is one term policy, not a ladder. */
export const SINGLE_TERM = {
  client: { needs: { childrenAges: '4, 7' } },
  extras: { debts: 0, mortgage: 0 },
} as const;

export function section(
  document: TPresentationDocument,
  id: TPresentationSectionId,
): TDocumentSection {
  const found = document.sections.find((s) => s.id === id);
  if (!found) throw new Error(`No section ${id}`);
  return found;
}

/** The text a reader sees of a fragment, placeholders (empty until rendered) left out. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&minus;/g, '−')
    .replace(/&middot;/g, '·')
    .replace(/&mdash;/g, '—')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The lead paragraph of a fragment. */
export function leadOf(html: string): string {
  return /<p class="pc-lead">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
}

const ALLOWED_TAGS = new Set([
  'h3',
  'h4',
  'p',
  'br',
  'strong',
  'em',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'figure',
  'figcaption',
  'article',
]);

const PLACEHOLDER_TAGS: Readonly<Record<string, string>> = {
  'data-figure': 'span',
  'data-chart': 'figure',
  'data-block': 'div',
  'data-icon': 'span',
};

/**
 * What a fragment does outside the built-in writer's markup rules: a tag, attribute, class or
 * placeholder id not on the lists, an unbalanced tag, or a `<`, `>` or bare `&` in the text.
 */
export function markupProblems(
  html: string,
  lists: {
    classes: readonly string[];
    figures: readonly string[];
    charts: readonly string[];
    blocks: readonly string[];
    icons: readonly string[];
  },
): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  const allowedValues: Readonly<Record<string, readonly string[]>> = {
    'data-figure': lists.figures,
    'data-chart': lists.charts,
    'data-block': lists.blocks,
    'data-icon': lists.icons,
    scope: ['col', 'row'],
  };
  const text = html.replace(
    /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([^<>]*)>/g,
    (_, closing: string, rawName: string, rest: string) => {
      const name = rawName.toLowerCase();
      if (!ALLOWED_TAGS.has(name)) problems.push(`tag <${name}>`);
      if (closing) {
        if (open.pop() !== name) problems.push(`unbalanced </${name}>`);
        return ' ';
      }
      if (name !== 'br') open.push(name);
      const leftover = rest.replace(
        /\s([a-z-]+)="([^"]*)"/g,
        (__, attribute: string, value: string) => {
          if (attribute === 'class') {
            for (const c of value.split(' '))
              if (!lists.classes.includes(c)) problems.push(`class ${c}`);
          } else if (attribute in allowedValues) {
            if (!(allowedValues[attribute] ?? []).includes(value))
              problems.push(`${attribute}="${value}"`);
            const tag = PLACEHOLDER_TAGS[attribute] ?? 'th';
            if (tag !== name) problems.push(`${attribute} on <${name}>`);
          } else {
            problems.push(`attribute ${attribute}`);
          }
          return '';
        },
      );
      if (leftover.trim() !== '') problems.push(`attributes ${leftover}`);
      return ' ';
    },
  );
  if (open.length > 0) problems.push(`unclosed ${open.join(', ')}`);
  if (/[<>]/.test(text)) problems.push('a < or > in the text');
  if (/&(?![a-z]+;|#\d+;)/i.test(text)) problems.push('a bare & in the text');
  return problems;
}
