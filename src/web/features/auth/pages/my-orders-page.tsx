import { Link } from 'react-router';

// Placeholder for the orders issue, which replaces it (and may move it to an orders feature). It sits behind
// RequireSignedIn already, so the login rule of SPEC §2 holds from today.

/** /my-orders: the signed-in shopper's orders. */
export function MyOrdersPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <title>My Orders | Tressa</title>
      <h1 className="font-display text-3xl text-brand-900 sm:text-4xl">My Orders</h1>
      <p className="mt-4 text-stone-700">Your orders will appear here once you have placed one.</p>
      <Link
        to="/all"
        className="mt-6 inline-block rounded-full bg-brand-700 px-6 py-3 font-medium text-white hover:bg-brand-800"
      >
        Browse all products
      </Link>
    </section>
  );
}
