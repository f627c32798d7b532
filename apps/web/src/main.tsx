import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import './styles.css';
import { App, preloadRoute } from './app';
import { makeQueryClient, makeTrpcClient, TRPCProvider } from './lib/trpc';

function Root() {
  const [queryClient] = useState(makeQueryClient);
  const [trpcClient] = useState(makeTrpcClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <App />
      </TRPCProvider>
    </QueryClientProvider>
  );
}

const root = createRoot(document.getElementById('root')!);
// The page's own chunk loads while React starts; rendering once it is there paints the page in one go.
void preloadRoute(window.location.pathname)
  .catch(() => undefined)
  .then(() =>
    root.render(
      <StrictMode>
        <Root />
      </StrictMode>,
    ),
  );
