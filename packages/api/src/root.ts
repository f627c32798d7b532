import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { authRouter } from './domains/auth/router';
import { profileRouter } from './domains/profile/router';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  profile: profileRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export const createCaller = createCallerFactory(appRouter);
