// What a generation follows from the library, resolved on the server when it starts (the browser
// only names a template): the template's sections and instructions, and the organisation's active
// approved blocks with their stored words and hashes. Stored with the job, so every process that
// writes it follows the same plan.
import { MAX_PLAN_BLOCKS, type TPlanSection, type TWritingPlan } from '@pitchcraft/core';
import { eq, organizationMembers, type Executor } from '@pitchcraft/db';

import { activeBlocks, blockHash } from './blocks';
import { activeTemplate, templateSections } from './templates';

/**
 * The plan for a generation owned by `userId` (in their organisation): null when there is neither
 * a template nor an approved block, so such a generation is written exactly as before. A template
 * of another organisation, or an archived one, is NOT_FOUND.
 */
export async function loadWritingPlan(
  db: Executor,
  userId: string,
  templateId: string | undefined,
): Promise<TWritingPlan | null> {
  const [member] = await db
    .select({ organizationId: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, userId))
    .limit(1);
  if (!member) return null;
  const template = templateId ? await activeTemplate(db, member.organizationId, templateId) : null;
  const sections = template ? templateSections(template.sections) : null;
  const rows = await activeBlocks(db, member.organizationId);
  // Locked blocks first, so a template's blocks are always within the plan's limit.
  const locked = new Set(sections?.flatMap((s) => s.blockIds) ?? []);
  const chosen = [...rows.filter((b) => locked.has(b.id)), ...rows.filter((b) => !locked.has(b.id))]
    .slice(0, MAX_PLAN_BLOCKS)
    .map((b, i) => ({
      key: `b${i + 1}`,
      id: b.id,
      title: b.title,
      html: b.body,
      hash: blockHash(b.body),
    }));
  if (!template && chosen.length === 0) return null;
  const keyOf = new Map(chosen.map((b) => [b.id, b.key]));
  const planSections: TPlanSection[] | null =
    sections && sections.length > 0
      ? sections.map((s) => ({
          type: s.type,
          instructions: s.instructions,
          blockKeys: s.blockIds.flatMap((id) => keyOf.get(id) ?? []),
        }))
      : null;
  return { templateId: template?.id ?? null, sections: planSections, blocks: chosen };
}
