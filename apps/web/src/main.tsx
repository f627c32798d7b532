import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@pitchcraft/api';
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import './styles.css';
import { App, preloadRoute } from './app';
import { makeQueryClient, makeTrpcClient, TRPCProvider } from './lib/trpc';

const queryClient = makeQueryClient();
const trpcClient = makeTrpcClient();

/** A shared presentation's data is fetched alongside its page's code, not after it renders. */
function prefetchSharedPresentation(pathname: string): void {
  const id = /^\/shared-presentation\/([A-Za-z0-9-]{1,64})$/.exec(pathname)?.[1];
  if (!id) return;
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
  let grant: string | null = null;
  try {
    grant = sessionStorage.getItem(`pc_share_grant:${id}`);
  } catch {
    // storage unavailable: the page asks again
  }
  void queryClient.prefetchQuery({ ...trpc.presentations.sharedGate.queryOptions({ id }), staleTime: 0 });
  void queryClient.prefetchQuery({ ...trpc.presentations.getShared.queryOptions(grant ? { id, grant } : { id }), staleTime: Infinity });
}

function Root() {
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <App />
      </TRPCProvider>
    </QueryClientProvider>
  );
}

const container = document.getElementById('root')!;
prefetchSharedPresentation(window.location.pathname);
// The page's own chunk loads while React starts; rendering once it is there paints the page in one go.
// A page prerendered at build time (landing, sign-in, sign-up, intake forms) is already painted:
// React takes it over instead of painting it again.
void preloadRoute(window.location.pathname)
  .catch(() => undefined)
  .then(() => {
    const app = (
      <StrictMode>
        <Root />
      </StrictMode>
    );
    if (container.firstElementChild) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
