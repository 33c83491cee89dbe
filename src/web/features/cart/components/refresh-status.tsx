import { Spinner } from '#web/components/ui/icons.tsx';

type Props = { checking: boolean; error: Error | null; onRetry: () => void };

/** Tells the shopper the cart is being checked against the shop, or that the check failed (the cart still works). */
export function RefreshStatus({ checking, error, onRetry }: Props) {
  if (error && !checking) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 p-4 text-sm text-red-900"
      >
        <div className="flex-1">
          <p className="font-medium">
            We could not check the latest prices and availability. The cart below may be out of date.
          </p>
          <p className="mt-1">{error.message}</p>
        </div>
        <button
          type="button"
          onClick={onRetry}
          className="rounded-full border border-red-800 px-4 py-1.5 font-medium text-red-900 hover:bg-red-100"
        >
          Try again
        </button>
      </div>
    );
  }
  // Always rendered so the live region exists before its text changes, which is when screen readers announce it.
  return (
    <p role="status" className="flex min-h-6 items-center gap-2 text-sm text-stone-700">
      {checking && (
        <>
          <Spinner className="size-4 text-brand-700" />
          Checking the latest prices and availability…
        </>
      )}
    </p>
  );
}
