// A route component in its own chunk, like React.lazy, that can be loaded ahead of the first render:
// once loaded it renders directly, without suspending, so no fallback flashes and React's 300 ms
// throttle on revealing suspended content does not delay the page's first paint.
import { createElement, lazy, useState, type ComponentType } from 'react';

export interface LazyRoute {
  (props: object): ReturnType<typeof createElement>;
  /** Starts (or joins) loading the chunk; resolves once the component can render without suspending. */
  preload: () => Promise<void>;
}

export function lazyRoute(load: () => Promise<{ default: ComponentType }>): LazyRoute {
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined; // a failed chunk load may be retried
        throw error;
      },
    ));
  const Lazy = lazy(start);
  function Route(props: object) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount the page.
    const [Component] = useState(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  const route = Route as LazyRoute;
  route.preload = () => start().then(() => undefined);
  return route;
}
