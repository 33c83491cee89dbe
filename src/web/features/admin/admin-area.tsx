import { Outlet } from 'react-router';
import { LoadingOverlay } from '#web/components/ui/loading-overlay.tsx';
import { SessionError } from '#web/components/ui/session-error.tsx';
import { useSession } from '#web/lib/use-session.ts';
import { AdminNav } from './components/admin-nav.tsx';
import { PermissionDenied } from './components/permission-denied.tsx';

/**
 * Everything under /admin: the guard, then the layout. The role comes from the server's session, and the server
 * checks it again on every admin call (docs/product.md#admin); this only decides what to draw.
 */
export function AdminArea() {
  const { status, isAdmin, refetch } = useSession();
  if (status === 'pending') return <LoadingOverlay />;
  if (status === 'error') return <SessionError onRetry={() => void refetch()} />;
  if (!isAdmin) return <PermissionDenied />;
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-6 sm:px-6 md:grid-cols-[14rem_minmax(0,1fr)] md:gap-8 md:py-10">
      <AdminNav />
      {/* min-w-0: a wide table scrolls inside its own box instead of widening the page. */}
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
