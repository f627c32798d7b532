import { z } from 'zod';

import {
  ZAnalyticsInput,
  ZHeartbeatInput,
  ZSectionsInput,
  ZStartViewInput,
} from '@pitchcraft/core';

import { publicProcedure, recordsProcedure, router } from '../../trpc';
import * as analytics from './service';

/** A beacon's answer: recorded, nothing more (the page learns nothing of the presentation's views). */
const ZRecorded = z.object({ ok: z.literal(true) });

export const analyticsRouter = router({
  startView: publicProcedure
    .input(ZStartViewInput)
    // `viewId`: what the page's heartbeats and section times name (null when the view is not
    // counted as the visitor's: the owner's own, or a visitor who asked not to be tracked).
    .output(
      z.object({ viewId: z.string().nullable(), counted: z.boolean(), anonymous: z.boolean() }),
    )
    .mutation(({ ctx, input }) => analytics.startView(ctx, input)),
  heartbeat: publicProcedure
    .input(ZHeartbeatInput)
    .output(ZRecorded)
    .mutation(({ ctx, input }) => analytics.recordHeartbeat(ctx, input)),
  sections: publicProcedure
    .input(ZSectionsInput)
    .output(ZRecorded)
    .mutation(({ ctx, input }) => analytics.recordSections(ctx, input)),
  summary: recordsProcedure
    .input(ZAnalyticsInput)
    .query(({ ctx, input }) => analytics.analyticsSummary(ctx, ctx.user.id, input)),
  views: recordsProcedure
    .input(ZAnalyticsInput)
    .query(({ ctx, input }) => analytics.listViews(ctx, ctx.user.id, input)),
});
