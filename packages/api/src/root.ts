import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';

import { acknowledgementsRouter } from './domains/acknowledgements/router';
import { analyticsRouter } from './domains/analytics/router';
import { auditRouter } from './domains/audit/router';
import { authRouter } from './domains/auth/router';
import { billingRouter } from './domains/billing/router';
import { catalogueRouter } from './domains/catalogue/router';
import { clientsRouter } from './domains/clients/router';
import { generationRouter } from './domains/generation/router';
import { intakeRouter } from './domains/intake/router';
import { linksRouter } from './domains/links/router';
import { notificationsRouter } from './domains/notifications/router';
import { organizationRouter } from './domains/organizations/router';
import { presentationsRouter } from './domains/presentations/router';
import { profileRouter } from './domains/profile/router';
import { followUpsRouter } from './domains/responses/follow-ups-router';
import { responsesRouter } from './domains/responses/router';
import { reviewsRouter } from './domains/reviews/router';
import { submissionsRouter } from './domains/submissions/router';
import { libraryRouter } from './domains/templates/router';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  profile: profileRouter,
  billing: billingRouter,
  generation: generationRouter,
  presentations: presentationsRouter,
  analytics: analyticsRouter,
  clients: clientsRouter,
  links: linksRouter,
  library: libraryRouter,
  intake: intakeRouter,
  submissions: submissionsRouter,
  responses: responsesRouter,
  followUps: followUpsRouter,
  acknowledgements: acknowledgementsRouter,
  catalogue: catalogueRouter,
  organization: organizationRouter,
  audit: auditRouter,
  notifications: notificationsRouter,
  reviews: reviewsRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export const createCaller = createCallerFactory(appRouter);
