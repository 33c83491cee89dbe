import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

// Browsers word a failed dynamic import differently; after a deploy the old page asks for chunk files that no
// longer exist, and a reload fetches the new ones.
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

function describeError(error: unknown): { title: string; message: string } {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return {
      title: "Looks like you've found the doorway to the great nothing",
      message: 'The page you asked for is not here.',
    };
  }
  if (error instanceof Error && CHUNK_ERROR.test(error.message)) {
    return {
      title: 'Please reload the page',
      message:
        'Part of this page could not be downloaded. The shop may have just been updated, or the connection dropped for a moment. Reloading fixes it.',
    };
  }
  return {
    title: 'Something went wrong',
    message: 'Sorry, this page ran into a problem. Reloading usually fixes it; your cart is safe.',
  };
}

/**
 * The router's error boundary. It replaces the whole layout (the layout itself may be what failed), so it draws
 * its own minimal frame with the brand and a way back.
 */
export function RouteError() {
  const error = useRouteError();
  const { title, message } = describeError(error);

  return (
    <div className="flex min-h-dvh flex-col bg-stone-50">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <a href="/" className="font-display text-2xl tracking-wide text-brand-800">
            Tressa
          </a>
        </div>
      </header>
      <main
        id="main"
        className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-6 py-16 text-center"
      >
        <title>Something went wrong | Tressa</title>
        <h1 className="font-display text-3xl text-brand-900 sm:text-4xl">{title}</h1>
        <p className="mt-4 text-stone-700">{message}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="rounded-full bg-brand-700 px-6 py-3 font-medium text-white hover:bg-brand-800"
          >
            Reload
          </button>
          <Link
            to="/"
            reloadDocument
            className="rounded-full border border-brand-700 px-6 py-3 font-medium text-brand-700 hover:bg-brand-50"
          >
            Go to the home page
          </Link>
        </div>
      </main>
    </div>
  );
}
