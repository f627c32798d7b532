import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import './styles.css';

import { App, preloadRoute } from './app';
import { makeQueryClient, makeTrpcClient, TRPCProvider } from './lib/trpc';
import { seedFromPage } from './ssr-data';

const queryClient = makeQueryClient();
// A page the server rendered with data (an intake form) is taken over with that same data.
seedFromPage(queryClient, document);
const trpcClient = makeTrpcClient();

function Root() {
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <App />
      </TRPCProvider>
    </QueryClientProvider>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into');
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
