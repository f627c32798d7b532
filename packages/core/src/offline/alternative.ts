// Another wording of one section, for "Regenerate section" without the AI. The built-in writer is
// deterministic: asked again with the same facts, style and tone it writes the same text. So a
// rewrite follows the instruction where it names a style or tone the writer has ("shorter",
// "warmer", "more figures", "more about family"), and otherwise tries the presentation's other
// styles and tones in turn; when none reads differently, there is no other version, and the caller
// says so rather than storing the same text as a rewrite.
import type { TDocumentSection } from '../document/schema';
import {
  PRESENTATION_STYLE_DESCRIPTIONS,
  PRESENTATION_STYLES,
  TONE_DESCRIPTIONS,
  TONES,
  type TPresentationSectionId,
  type TPresentationStyle,
  type TTone,
} from '../generation/options';
import type { TOfflineInput } from './context';
import { offlineSection } from './document';

interface Wording {
  style: TPresentationStyle;
  tone: TTone;
}

/** Words in an instruction that name a style or a tone the built-in writer can write in. */
const FOCUS: readonly [RegExp, Partial<Wording>][] = [
  [
    /\b(short(er)?|brief(er)?|concise|simple(r)?|plain(er)?|jargon|easier)\b/i,
    { style: 'simplified' },
  ],
  [
    /\b(warm(er)?|friendl(y|ier)|personal|conversational|casual|relaxed)\b/i,
    { style: 'conversational' },
  ],
  [/\b(formal|professional|structured)\b/i, { style: 'professional' }],
  [/\b(detail(ed|s)?|figures|numbers|technical|data|definitions)\b/i, { style: 'technical' }],
  [
    /\b(feel(ings?)?|famil(y|ies)|emotional|heart|peace of mind|security)\b/i,
    { tone: 'emotional' },
  ],
  [/\b(logic(al)?|facts?|reasons?|rational|evidence)\b/i, { tone: 'logical' }],
  [/\b(persuasive|convincing|urgen(t|cy)|stronger|compelling)\b/i, { tone: 'persuasive' }],
  [/\b(balanced|neutral)\b/i, { tone: 'balanced' }],
];

export interface OfflineAlternative {
  section: TDocumentSection;
  /** What the new wording is, in the advisor's words: 'Short sentences, no jargon; family, security and peace of mind'. */
  wording: string;
  /** Whether it follows a focus the instruction named, rather than simply being another wording. */
  followsInstruction: boolean;
}

/** The style and tone an instruction asks for, over the presentation's own; null when it names neither. */
export function focusOf(instruction: string, own: Wording): Wording | null {
  let focus: Partial<Wording> = {};
  for (const [pattern, wanted] of FOCUS)
    if (pattern.test(instruction)) focus = { ...wanted, ...focus };
  return focus.style || focus.tone ? { ...own, ...focus } : null;
}

const sameText = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

function describe(wording: Wording): string {
  return `${PRESENTATION_STYLE_DESCRIPTIONS[wording.style]}; ${TONE_DESCRIPTIONS[wording.tone].toLowerCase()}`;
}

/**
 * The section in a wording other than `currentHtml`: the instruction's focus first, then every
 * other style and tone in order. Null when every wording the writer has reads the same.
 */
export function offlineAlternative(
  id: TPresentationSectionId,
  input: TOfflineInput,
  rewrite: { currentHtml: string; instruction: string },
): OfflineAlternative | null {
  const own: Wording = { style: input.client.presentationStyle, tone: input.client.tonePriority };
  const focus = focusOf(rewrite.instruction, own);
  const same = (a: Wording, b: Wording | null) => a.style === b?.style && a.tone === b.tone;
  const others = PRESENTATION_STYLES.flatMap((style) =>
    TONES.map((tone) => ({ style, tone })),
  ).filter((w) => !same(w, own) && !same(w, focus));
  const candidates = [...(focus ? [focus] : []), own, ...others];
  for (const wording of candidates) {
    const section = offlineSection(id, {
      ...input,
      client: { ...input.client, presentationStyle: wording.style, tonePriority: wording.tone },
    });
    if (!sameText(section.html, rewrite.currentHtml)) {
      return {
        section,
        wording: describe(wording),
        followsInstruction: focus !== null && wording === focus,
      };
    }
  }
  return null;
}
