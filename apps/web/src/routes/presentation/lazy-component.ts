// A component in its own chunk, typed by its props: lazyRoute's loading (rendered directly once
// loaded, so no fallback flashes), for the forms and dialogs that bring react-hook-form along and
// are not on a page's first screen. Render it inside a Suspense boundary; `preload` fetches it early.
import { lazyRoute } from '@/lib/lazy-route';
import type { ComponentType, ReactElement } from 'react';

export type LazyComponent<P extends object> = ((props: P) => ReactElement) & {
  preload: () => Promise<void>;
};

export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  return lazyRoute(() =>
    load().then((component) => ({ default: component as ComponentType<object> })),
  );
}
