// The organisation's library: approved blocks and templates. Every member lists them; owners and
// admins ('settings') add, change and archive them.
import {
  ZBlockInput,
  ZLibraryIdInput,
  ZSaveTemplateInput,
  ZUpdateBlockInput,
  ZUpdateTemplateInput,
} from '@pitchcraft/core';

import { recordsProcedure, router, subscribedProcedure } from '../../trpc';
import { auditActorOf } from '../audit/record';
import type { SessionUser } from '../auth/session';
import { actorOf } from '../organizations/access';
import * as blocks from './blocks';
import * as templates from './templates';

type Ctx = Parameters<typeof auditActorOf>[0] & { user: SessionUser };
const caller = (ctx: Ctx): blocks.LibraryCaller => ({
  actor: actorOf(ctx.user),
  audit: auditActorOf(ctx),
});

const blocksRouter = router({
  list: recordsProcedure.query(({ ctx }) => blocks.listBlocks(ctx.db, ctx.user.organizationId)),
  create: subscribedProcedure
    .input(ZBlockInput)
    .mutation(({ ctx, input }) => blocks.createBlock(ctx.db, caller(ctx), input)),
  update: subscribedProcedure
    .input(ZUpdateBlockInput)
    .mutation(({ ctx, input }) => blocks.updateBlock(ctx.db, caller(ctx), input)),
  archive: subscribedProcedure
    .input(ZLibraryIdInput)
    .mutation(({ ctx, input }) => blocks.archiveBlock(ctx.db, caller(ctx), input)),
});

const templatesRouter = router({
  list: recordsProcedure.query(({ ctx }) =>
    templates.listTemplates(ctx.db, ctx.user.organizationId),
  ),
  /** "Save as template" from a presentation the caller can read. */
  create: subscribedProcedure
    .input(ZSaveTemplateInput)
    .mutation(({ ctx, input }) => templates.createTemplate(ctx.db, caller(ctx), input)),
  update: subscribedProcedure
    .input(ZUpdateTemplateInput)
    .mutation(({ ctx, input }) => templates.updateTemplate(ctx.db, caller(ctx), input)),
  archive: subscribedProcedure
    .input(ZLibraryIdInput)
    .mutation(({ ctx, input }) => templates.archiveTemplate(ctx.db, caller(ctx), input)),
});

export const libraryRouter = router({ blocks: blocksRouter, templates: templatesRouter });
