// Rendering a component as the app does (a QueryClient and the typed tRPC client), with the
// network replaced by a stub: each procedure the test names answers from a function of its input,
// or fails with the server's error shape (TErrorData as data), which the client turns into a real
// TRPCClientError. A call nobody expected fails the test.
import { TRPCProvider } from '@/lib/trpc';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createTRPCClient, httpLink } from '@trpc/client';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

import type { AppRouter, TErrorData } from '@pitchcraft/api';

// jsdom draws nothing, so it has no ResizeObserver; Radix's checkbox and switch measure themselves.
if (!('ResizeObserver' in globalThis))
  Object.assign(globalThis, {
    ResizeObserver: class {
      observe = () => undefined;
      unobserve = () => undefined;
      disconnect = () => undefined;
    },
  });

/** A procedure's failure as the server formats it. */
export class ServerError extends Error {
  constructor(
    message: string,
    readonly data: Omit<TErrorData, 'httpStatus'> & { httpStatus?: number },
  ) {
    super(message);
  }
}

type Handler = (input: unknown) => unknown;

export function renderWithTrpc(ui: ReactElement, handlers: Record<string, Handler>) {
  const calls = vi.fn<(path: string, input: unknown) => void>();
  const fetchStub = async (url: URL | RequestInfo, init?: RequestInit) => {
    const href = typeof url === 'string' ? url : url instanceof URL ? url.href : url.url;
    const path = new URL(href, 'http://localhost').pathname.replace(/^\/trpc\//, '');
    const input: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls(path, input);
    const handler = handlers[path];
    if (!handler) throw new Error(`Unexpected call to ${path}`);
    try {
      const data = await handler(input);
      return Response.json({ result: { data } });
    } catch (error) {
      if (!(error instanceof ServerError)) throw error;
      const httpStatus = error.data.httpStatus ?? 400;
      return Response.json(
        { error: { message: error.message, code: -32600, data: { httpStatus, ...error.data } } },
        { status: httpStatus },
      );
    }
  };
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const trpcClient = createTRPCClient<AppRouter>({
    links: [httpLink({ url: 'http://localhost/trpc', fetch: fetchStub })],
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {ui}
      </TRPCProvider>
    </QueryClientProvider>,
  );
  /** The inputs the procedure at `path` was called with, in order. */
  const inputsOf = (path: string) =>
    calls.mock.calls.filter(([called]) => called === path).map(([, input]) => input);
  return { ...view, queryClient, inputsOf };
}
