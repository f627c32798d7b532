// The guards of the private routes, in their own chunk: the public pages never load them.
import type { ReactNode } from 'react';

import { RequireAuth } from './require-auth';
import { RequireSubscription } from './require-subscription';

export default function PrivateRoute({
  children,
  description,
  subscription = false,
  records = false,
}: {
  children: ReactNode;
  /** The 'Authentication required' toast's description for a signed-out visitor. */
  description?: string;
  /** Also require an active subscription or trial (the generation routes). */
  subscription?: boolean;
  /** The presentation routes: subscribed, or read-only for an advisor whose subscription ended. */
  records?: boolean;
}) {
  return (
    <RequireAuth {...(description ? { description } : {})}>
      {subscription || records ? (
        <RequireSubscription records={records}>{children}</RequireSubscription>
      ) : (
        children
      )}
    </RequireAuth>
  );
}
