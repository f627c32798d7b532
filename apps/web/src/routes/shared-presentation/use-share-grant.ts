// The grant that unlocked a protected shared presentation, kept for this browser tab only.
import { useCallback, useState } from 'react';

const keyFor = (id: string) => `pc_share_grant:${id}`;

function readGrant(id: string): string | null {
  try {
    return sessionStorage.getItem(keyFor(id));
  } catch {
    return null;
  }
}

/** The grant for one presentation id; the page remounts this per id. */
export function useShareGrant(id: string) {
  const [grant, setGrant] = useState<string | null>(() => readGrant(id));
  const save = useCallback(
    (next: string) => {
      try {
        sessionStorage.setItem(keyFor(id), next);
      } catch {
        // Storage refused (private mode): the grant still lives for this page view.
      }
      setGrant(next);
    },
    [id],
  );
  return { grant, save };
}
