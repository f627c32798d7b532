import { ZAnalyticsInput, ZHeartbeatInput, ZSectionsInput, ZStartViewInput } from '@pitchcraft/core';
import { publicProcedure, router, subscribedProcedure } from '../../trpc';
import * as analytics from './service';

export const analyticsRouter = router({
  startView: publicProcedure.input(ZStartViewInput).mutation(({ ctx, input }) => analytics.startView(ctx, input)),
  heartbeat: publicProcedure.input(ZHeartbeatInput).mutation(({ ctx, input }) => analytics.recordHeartbeat(ctx.db, input)),
  sections: publicProcedure.input(ZSectionsInput).mutation(({ ctx, input }) => analytics.recordSections(ctx.db, input)),
  summary: subscribedProcedure.input(ZAnalyticsInput).query(({ ctx, input }) => analytics.analyticsSummary(ctx.db, ctx.user.id, input.presentationId)),
  views: subscribedProcedure.input(ZAnalyticsInput).query(({ ctx, input }) => analytics.listViews(ctx.db, ctx.user.id, input.presentationId)),
});
