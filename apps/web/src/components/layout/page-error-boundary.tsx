// A screen that failed to load or render shows what happened and a way on, never a blank page.
// The usual cause is a script chunk that did not arrive (a dropped connection, or a new release
// whose files replaced the ones this tab was built against): reloading fetches the page afresh.
import { buttonStyle } from '@/components/ui/button-classes';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/** Failed dynamic imports, as Chromium, Firefox and Safari word them. */
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk/i;

export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A page failed to load', error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = CHUNK_FAILURE.test(error.message);
    return (
      <div
        role="alert"
        className="mx-auto flex max-w-lg flex-col items-start gap-4 px-4 py-16 sm:px-6"
      >
        <h1 className="text-2xl font-semibold tracking-tight text-navy-900 dark:text-white">
          {chunk ? 'This page could not be loaded' : 'Something went wrong on this page'}
        </h1>
        <p className="text-slate-700 dark:text-slate-300">
          {chunk
            ? 'Part of the page did not arrive, perhaps because the connection dropped or Pitchcraft was just updated. Reloading usually fixes it.'
            : 'Reloading usually fixes it. Nothing you saved has been lost.'}
        </p>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={buttonStyle('primary', 'md')}
            onClick={() => window.location.reload()}
          >
            Reload the page
          </button>
          <a href="/" className={buttonStyle('outline', 'md')}>
            Go to the home page
          </a>
        </div>
      </div>
    );
  }
}
