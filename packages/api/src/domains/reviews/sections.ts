// The sections of the version under review, which comments can be left on: from the version's
// document, or from its page when it was saved before documents.
import { legacySections, parseDocument } from '@pitchcraft/core/document';
import { and, eq, presentations, presentationVersions, type Executor } from '@pitchcraft/db';

interface ReviewedSection {
  id: string;
  title: string;
  hidden: boolean;
}

export async function versionSections(
  db: Executor,
  review: { presentationId: string; versionNumber: number },
): Promise<ReviewedSection[]> {
  const [version] = await db
    .select({ document: presentationVersions.document, html: presentationVersions.htmlContent })
    .from(presentationVersions)
    .where(
      and(
        eq(presentationVersions.presentationId, review.presentationId),
        eq(presentationVersions.number, review.versionNumber),
      ),
    )
    .limit(1);
  // A page saved before versions were kept is its presentation's own (until it is edited).
  const state =
    version ??
    (
      await db
        .select({ document: presentations.document, html: presentations.htmlContent })
        .from(presentations)
        .where(
          and(
            eq(presentations.id, review.presentationId),
            eq(presentations.version, review.versionNumber),
          ),
        )
        .limit(1)
    )[0];
  if (!state) return [];
  const sections = parseDocument(state.document)?.sections ?? legacySections(state.html);
  return sections.map((s) => ({ id: s.id, title: s.title, hidden: s.hidden }));
}
