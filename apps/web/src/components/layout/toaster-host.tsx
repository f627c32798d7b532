// Mounts the toast outlet only once something may toast: a signed-out visitor of the landing page
// never downloads the toast library. Toasts raised before it mounts are replayed when it subscribes.
import { useSession } from '@/lib/session';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

const ToastOutlet = lazy(() => import('./toast-outlet'));

export function ToasterHost() {
  const { pathname } = useLocation();
  const { session } = useSession();
  // Never in a page prerendered at build time (the server cannot wait for the outlet's chunk):
  // the browser mounts it once it has taken the page over.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const wanted = hydrated && (pathname !== '/' || Boolean(session));
  // Once mounted it stays, so a toast raised while navigating back to the landing page still shows.
  const [mounted, setMounted] = useState(false);
  if (wanted && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToastOutlet />
    </Suspense>
  );
}
