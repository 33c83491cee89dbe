import { buttonPrimary } from '#web/components/ui/styles.ts';

/** The server could not say who is signed in (network down, server error): say so, and offer to ask again. */
export function SessionError({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="mx-auto max-w-xl px-6 py-20 text-center">
      <div role="alert">
        <h1 className="font-display text-3xl text-brand-900">We could not check your account</h1>
        <p className="mt-3 text-stone-700">The shop did not answer. Check your connection and try again.</p>
      </div>
      <button type="button" onClick={onRetry} className={`${buttonPrimary} mt-6`}>
        Try again
      </button>
    </section>
  );
}
