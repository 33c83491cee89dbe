import { Navigate, Outlet } from 'react-router';
import { LoadingOverlay } from '#web/components/ui/loading-overlay.tsx';
import { SessionError } from '#web/components/ui/session-error.tsx';
import { useSession } from '#web/lib/use-session.ts';

/** Pages for signed-in shoppers only (docs/product.md#screens): a signed-out visitor is sent to the home page. */
export function RequireSignedIn() {
  const { status, refetch } = useSession();
  if (status === 'pending') return <LoadingOverlay />;
  if (status === 'error') return <SessionError onRetry={() => void refetch()} />;
  if (status === 'signed-out') return <Navigate to="/" replace />;
  return <Outlet />;
}
