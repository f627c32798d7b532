// The data a server-rendered page was rendered with, carried in the page as JSON so the browser's
// first render matches it (React Query's cache is seeded with it before hydrating).
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export const SSR_DATA_ID = 'pc-ssr-data';

export interface SsrData {
  queries: [QueryKey, unknown][];
}

/** Seeds `queryClient` from the page's data, if the server rendered it with any. */
export function seedFromPage(queryClient: QueryClient, doc: Document): void {
  const text = doc.getElementById(SSR_DATA_ID)?.textContent;
  if (!text) return;
  try {
    const data = JSON.parse(text) as SsrData;
    for (const [key, value] of data.queries) queryClient.setQueryData(key, value);
  } catch {
    // Unreadable: the page renders its own way (React replaces the server's markup).
  }
}
