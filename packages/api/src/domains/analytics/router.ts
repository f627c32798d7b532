import {
  ZAnalyticsInput,
  ZHeartbeatInput,
  ZSectionsInput,
  ZStartViewInput,
} from '@pitchcraft/core';

import { publicProcedure, recordsProcedure, router } from '../../trpc';
import * as analytics from './service';

export const analyticsRouter = router({
  startView: publicProcedure
    .input(ZStartViewInput)
    .mutation(({ ctx, input }) => analytics.startView(ctx, input)),
  heartbeat: publicProcedure
    .input(ZHeartbeatInput)
    .mutation(({ ctx, input }) => analytics.recordHeartbeat(ctx, input)),
  sections: publicProcedure
    .input(ZSectionsInput)
    .mutation(({ ctx, input }) => analytics.recordSections(ctx, input)),
  summary: recordsProcedure
    .input(ZAnalyticsInput)
    .query(({ ctx, input }) => analytics.analyticsSummary(ctx, ctx.user.id, input)),
  views: recordsProcedure
    .input(ZAnalyticsInput)
    .query(({ ctx, input }) => analytics.listViews(ctx, ctx.user.id, input)),
});
