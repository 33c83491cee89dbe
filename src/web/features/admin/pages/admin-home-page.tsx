import { Spinner } from '../../../components/ui/icons.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useAdminSummary } from '../api/get-admin-summary.ts';

const CARDS = [
  { key: 'products', label: 'Products' },
  { key: 'orders', label: 'Orders' },
  { key: 'customers', label: 'Customers' },
] as const;

/** /admin/home: the shop at a glance. The chart and earnings arrive with orders. */
export function AdminHomePage() {
  const summary = useAdminSummary();

  return (
    <section aria-labelledby="admin-home-heading">
      <title>Admin home | Tressa</title>
      <h1 id="admin-home-heading" className="font-display text-3xl text-brand-900 sm:text-4xl">
        Admin Home
      </h1>
      {summary.isError ? (
        <div role="alert" className="mt-6 rounded-2xl border border-red-200 bg-red-50 p-6">
          <p className="font-semibold text-red-900">The counts could not be loaded.</p>
          <p className="mt-1 text-sm text-red-800">
            {summary.error instanceof ApiError ? summary.error.message : 'Something went wrong.'}
          </p>
          <button
            type="button"
            onClick={() => void summary.refetch()}
            disabled={summary.isFetching}
            className="mt-4 inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-2 font-medium text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {summary.isFetching && <Spinner />}
            Retry
          </button>
        </div>
      ) : (
        <dl aria-busy={summary.isPending} className="mt-6 grid gap-4 sm:grid-cols-3">
          {CARDS.map((card) => (
            <div key={card.key} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
              <dt className="text-sm font-semibold tracking-wider text-stone-600 uppercase">{card.label}</dt>
              <dd className="mt-2 font-display text-4xl text-brand-900 tabular-nums">
                {summary.data ? (
                  summary.data[card.key].toLocaleString('en-US')
                ) : (
                  <span className="block h-10 w-16 animate-pulse rounded bg-stone-200">
                    <span className="sr-only">Loading</span>
                  </span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
