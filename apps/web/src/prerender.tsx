// The server-side renderer: the public pages people arrive at from outside, rendered to HTML so a
// phone paints them before any script has run; the app hydrates them after. The build renders the
// landing page, sign-in and sign-up once, signed out and with no data; the server renders an
// intake form per request with its link's public data, which travels in the page (SSR_DATA_ID) so
// the browser's first render is the same page.
import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';

import type { AppRouter, RouterOutputs } from '@pitchcraft/api';

import { AppRoutes, preloadRoute } from './app';
import { makeQueryClient, makeTrpcClient, TRPCProvider } from './lib/trpc';
import type { SsrData } from './ssr-data';

export { SSR_DATA_ID } from './ssr-data';

/** Each prerendered page: the path it is rendered at, and the file the server sends for it. */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'index.html' },
  { path: '/auth', file: 'auth.html' },
  { path: '/signup', file: 'signup.html' },
  // Any form's first paint: the form's frame while its questions load.
  { path: '/client-form/prerendered', file: 'client-form.html' },
] as const;

/** The data an intake form's page is rendered with: its link's public details. */
export function intakeFormData(linkId: string, link: RouterOutputs['intake']['getLink']): SsrData {
  const trpc = createTRPCOptionsProxy<AppRouter>({
    client: makeTrpcClient(),
    queryClient: makeQueryClient(),
  });
  const key: QueryKey = trpc.intake.getLink.queryKey({ linkId });
  return { queries: [[key, link]] };
}

export async function render(path: string, data: SsrData = { queries: [] }): Promise<string> {
  await preloadRoute(path);
  const queryClient = makeQueryClient();
  for (const [key, value] of data.queries) queryClient.setQueryData(key, value);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={makeTrpcClient()} queryClient={queryClient}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </TRPCProvider>
    </QueryClientProvider>,
  );
}
