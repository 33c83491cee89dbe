import { Link } from 'react-router';
import { useSession } from '#web/lib/use-session.ts';

/**
 * The slim bar over every page that tells the admin they are the admin, with the way to the dashboard. Nobody else
 * sees it; hiding it is cosmetic, since the server checks the role on every admin call (docs/product.md#admin).
 */
export function AdminBanner() {
  const { isAdmin } = useSession();
  if (!isAdmin) return null;
  return (
    <aside aria-label="Admin" className="bg-brand-900 text-sm text-brand-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-4 gap-y-1 px-4 py-2 sm:px-6">
        <p>You are signed in as the admin.</p>
        <Link
          to="/admin/home"
          className="rounded-full bg-white px-3 py-0.5 font-medium text-brand-900 hover:bg-brand-100"
        >
          View Dashboard
        </Link>
      </div>
    </aside>
  );
}
