// The build's prerenderer: the public pages people arrive at from outside, rendered to HTML once
// at build time so a phone paints them before any script has run; the app hydrates them after.
// Rendered signed out and with no data: exactly what the browser's first render shows.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppRoutes, preloadRoute } from './app';
import { makeQueryClient, makeTrpcClient, TRPCProvider } from './lib/trpc';

/** Each prerendered page: the path it is rendered at, and the file the server sends for it. */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'index.html' },
  { path: '/auth', file: 'auth.html' },
  { path: '/signup', file: 'signup.html' },
  // Any form's first paint: the form's frame while its questions load.
  { path: '/client-form/prerendered', file: 'client-form.html' },
] as const;

export async function render(path: string): Promise<string> {
  await preloadRoute(path);
  const queryClient = makeQueryClient();
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
