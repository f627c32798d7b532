// A presentation row's view count and last view, as columns of a select on presentations: index
// lookups per row, so a list with its stats stays one query. Shared by the library and a client's page.
import { sql } from '@pitchcraft/db';

export const PRESENTATION_VIEW_STATS = {
  views: sql<number>`(select count(*)::int from presentation_views v where v.presentation_id = "presentations"."id")`,
  lastViewedAt: sql<
    Date | string | null
  >`(select max(v.started_at) from presentation_views v where v.presentation_id = "presentations"."id")`,
};
