// The guards of the private routes, in their own chunk: the public pages never load them.
import type { ReactNode } from 'react';
import { RequireAuth } from './require-auth';
import { RequireSubscription } from './require-subscription';

export default function PrivateRoute({
  children,
  description,
  subscription = false,
}: {
  children: ReactNode;
  /** The 'Authentication required' toast's description for a signed-out visitor. */
  description?: string;
  /** Also require an active subscription or trial (the generation routes). */
  subscription?: boolean;
}) {
  return <RequireAuth {...(description ? { description } : {})}>{subscription ? <RequireSubscription>{children}</RequireSubscription> : children}</RequireAuth>;
}
