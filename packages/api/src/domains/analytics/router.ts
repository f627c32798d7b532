import { z } from 'zod';

import {
  ZAnalyticsInput,
  ZHeartbeatInput,
  ZSectionsInput,
  ZStartViewInput,
} from '@pitchcraft/core';

import { publicProcedure, recordsProcedure, router } from '../../trpc';
import { ownerFor } from '../organizations/acting';
import * as analytics from './service';

/** A beacon's answer: recorded, nothing more (the page learns nothing of the presentation's views). */
const ZRecorded = z.object({ ok: z.literal(true) });

const reading = (ctx: Parameters<typeof ownerFor>[0], presentationId: string) =>
  ownerFor(ctx, 'presentation', presentationId, 'read');

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
    .query(async ({ ctx, input }) =>
      analytics.analyticsSummary(ctx, await reading(ctx, input.presentationId), input),
    ),
  views: recordsProcedure
    .input(ZAnalyticsInput)
    .query(async ({ ctx, input }) =>
      analytics.listViews(ctx, await reading(ctx, input.presentationId), input),
    ),
});
