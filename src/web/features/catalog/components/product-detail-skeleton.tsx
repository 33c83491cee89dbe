/** The detail page's shape in grey while the product loads. */
export function ProductDetailSkeleton() {
  return (
    <div role="status" aria-live="polite" className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
      <span className="sr-only">Loading product…</span>
      <div aria-hidden="true" className="mt-8 grid gap-8 md:grid-cols-2">
        <div className="aspect-square animate-pulse rounded-lg bg-stone-200" />
        <div className="space-y-4">
          <div className="h-9 w-3/4 animate-pulse rounded bg-stone-200" />
          <div className="h-6 w-1/4 animate-pulse rounded bg-stone-200" />
          <div className="h-24 w-full animate-pulse rounded bg-stone-200" />
          <div className="h-11 w-40 animate-pulse rounded bg-stone-200" />
        </div>
      </div>
    </div>
  );
}
