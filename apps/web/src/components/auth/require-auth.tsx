import { PageFallback } from '@/components/layout/page-fallback';
import { useSession } from '@/lib/session';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { toast } from 'sonner';

/** Sends a signed-out visitor of a private route to /auth with the 'Authentication required' toast. */
export function RequireAuth({
  children,
  description,
}: {
  children: ReactNode;
  description?: string;
}) {
  const { session, loading } = useSession();
  const location = useLocation();
  useEffect(() => {
    if (!loading && !session) {
      toast.error(
        'Authentication required',
        description ? { description, id: 'auth-required' } : { id: 'auth-required' },
      );
    }
  }, [loading, session, description]);
  if (loading) return <PageFallback />;
  if (!session) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}
