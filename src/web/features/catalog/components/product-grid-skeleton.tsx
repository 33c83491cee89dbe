import { DEFAULT_PER_PAGE } from '#shared/catalog.ts';

const CELLS = Array.from({ length: DEFAULT_PER_PAGE }, (_, i) => i);

/** Grey cards in the grid's own shape while the first page loads, so nothing jumps when it arrives. */
export function ProductGridSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading products…</span>
      <div aria-hidden="true" className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {CELLS.map((i) => (
          <div key={i} className="overflow-hidden rounded-lg border border-stone-200 bg-white">
            <div className="aspect-square animate-pulse bg-stone-200" />
            <div className="space-y-2 p-3">
              <div className="h-4 w-3/4 animate-pulse rounded bg-stone-200" />
              <div className="h-4 w-1/3 animate-pulse rounded bg-stone-200" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
