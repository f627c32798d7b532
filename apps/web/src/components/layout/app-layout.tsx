import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';

import { PageErrorBoundary } from './page-error-boundary';
import { PageFallback } from './page-fallback';
import { TopNav } from './top-nav';

export function AppLayout() {
  // A failed page keeps the top bar; going elsewhere tries again (the boundary starts afresh).
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-4 focus:left-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <TopNav />
      <main id="main" className="flex-1">
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
    </div>
  );
}
