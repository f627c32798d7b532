// The typed tRPC client: queries and mutations batched over HTTP, subscriptions over SSE.
import { QueryClient } from '@tanstack/react-query';
import {
  createTRPCClient,
  httpBatchLink,
  httpSubscriptionLink,
  splitLink,
  TRPCClientError,
} from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';

import type { AppRouter, TErrorData } from '@pitchcraft/api';
import { TRPC_MAX_URL_LENGTH } from '@pitchcraft/core';

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          const code = errorCode(error);
          if (
            code &&
            [
              'UNAUTHORIZED',
              'FORBIDDEN',
              'NOT_FOUND',
              'BAD_REQUEST',
              'PRECONDITION_FAILED',
            ].includes(code)
          )
            return false;
          return failureCount < 2;
        },
      },
    },
  });
}

export function makeTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({ url: '/trpc' }),
        false: httpBatchLink({ url: '/trpc', maxURLLength: TRPC_MAX_URL_LENGTH }),
      }),
    ],
  });
}

/** A failed call's structured data, typed by the server's error formatter (one TErrorData). */
function errorData(error: unknown): Partial<TErrorData> {
  if (!(error instanceof TRPCClientError)) return {};
  const data = (error as TRPCClientError<AppRouter>).data as TErrorData | null | undefined;
  return data ?? {};
}

/** The message to show for a failed call: the server's message, or the fallback text. */
export function errorMessage(error: unknown, fallback = 'An unexpected error occurred'): string {
  if (error instanceof TRPCClientError) {
    if (errorCode(error) === 'INTERNAL_SERVER_ERROR' || !error.message) return fallback;
    if (error.message.startsWith('Unexpected token') || error.message === 'Failed to fetch')
      return fallback;
    return error.message;
  }
  return fallback;
}

export function errorCode(error: unknown): TErrorData['code'] | undefined {
  return errorData(error).code;
}

/** The AppError reason a failed call carries (e.g. 'AI_KEY_INVALID'), if any. */
export function errorReason(error: unknown): string | undefined {
  return errorData(error).reason;
}

export function fieldErrors(error: unknown): Record<string, string> {
  return errorData(error).fieldErrors ?? {};
}
