import { Link } from 'react-router';

/** Any address the shop does not know. */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-20 text-center sm:py-28">
      <title>Page not found | Tressa</title>
      {/* Answered with status 404 as well: nothing here for a search engine to keep. */}
      <meta name="robots" content="noindex" />
      <p className="font-display text-7xl text-brand-500 sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-display text-3xl text-brand-900 sm:text-4xl">
        Looks like you've found the doorway to the great nothing
      </h1>
      <p className="mt-4 text-stone-700">The page you are looking for has moved, or never existed.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="rounded-full bg-brand-700 px-6 py-3 font-medium text-white hover:bg-brand-800"
        >
          Take me home
        </Link>
        <Link
          to="/all"
          className="rounded-full border border-brand-700 px-6 py-3 font-medium text-brand-700 hover:bg-brand-50"
        >
          Browse all products
        </Link>
      </div>
    </section>
  );
}
