// The prompt's lines for a template and the organisation's approved blocks. Without a plan there
// are none, so a generation without a template is asked exactly what it was asked before.
import type { TPresentationSectionId } from './options';
import { advisorText } from './prompt-text';
import {
  blockSectionId,
  MAX_TEMPLATE_INSTRUCTIONS,
  sectionInstruction,
  type TWritingPlan,
} from './template-plan';

/** ' Template instruction: …' after a section's guidance, when the template gives one. */
export function templateNote(
  plan: TWritingPlan | null | undefined,
  id: TPresentationSectionId,
): string {
  const instruction = advisorText(sectionInstruction(plan, id), MAX_TEMPLATE_INSTRUCTIONS);
  return instruction
    ? ` Template instruction from the organisation (follow it like the custom instructions): ${instruction}`
    : '';
}

/** The approved blocks the AI may place, and those placed for it. */
export function planLines(plan: TWritingPlan | null | undefined): string[] {
  if (!plan || plan.blocks.length === 0) return [];
  const locked = new Map<string, string>();
  for (const s of plan.sections ?? []) for (const key of s.blockKeys) locked.set(key, s.type);
  const offered = plan.blocks.filter((b) => !locked.has(b.key));
  const lines = [
    '',
    'Approved blocks: the organisation’s approved wording (disclaimers, about the firm, licensing). Their words are inserted by our code; never write, quote, summarise or change them.',
  ];
  for (const [key, after] of locked) {
    const block = plan.blocks.find((b) => b.key === key);
    if (block)
      lines.push(
        `- "${advisorText(block.title, 200)}" is placed after id="${after}" automatically: do not place it or repeat what it says.`,
      );
  }
  if (offered.length > 0) {
    lines.push(
      'You may place any of these where it serves the client by writing an empty section between two sections, e.g. <section id="' +
        blockSectionId(offered[0]?.key ?? 'b1') +
        '"></section>; anything you write inside it is discarded:',
      ...offered.map((b) => `- id="${blockSectionId(b.key)}": "${advisorText(b.title, 200)}"`),
    );
  }
  return lines;
}
