import { Link } from 'react-router';

/** What anyone but the admin sees on an admin page (docs/product.md#admin), signed in or not. */
export function PermissionDenied() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-20 text-center sm:py-28">
      <title>Permission denied | Tressa</title>
      <h1 className="font-display text-4xl tracking-wide text-red-800 sm:text-5xl">PERMISSION DENIED</h1>
      <p className="mt-4 text-lg text-stone-700">This page can only be viewed by admin.</p>
      <Link
        to="/"
        className="mt-8 rounded-full bg-brand-700 px-6 py-3 font-medium text-white hover:bg-brand-800"
      >
        ← Take me back home
      </Link>
    </section>
  );
}
