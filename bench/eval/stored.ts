// A finished generation as the evaluation reads it back: its status, its document's sections, the
// page it rendered and the input tokens the vendor reported.
import { parseDocument, type TDocumentSection } from '@pitchcraft/core/document';
import { eq, generations, type Database } from '@pitchcraft/db';

interface StoredGeneration {
  status: string;
  error: string | null;
  sections: TDocumentSection[];
  html: string;
  inputTokens: number | null;
}

export async function storedGeneration(db: Database, id: string): Promise<StoredGeneration> {
  const [row] = await db.select().from(generations).where(eq(generations.id, id));
  if (!row) throw new Error(`generation ${id} was not stored`);
  return {
    status: row.status,
    error: row.error,
    sections: parseDocument(row.document)?.sections ?? [],
    html: row.html ?? '',
    inputTokens: row.inputTokens,
  };
}
