import { Link, useSearchParams } from 'react-router';
import { LoadingStatus } from '#web/components/ui/loading-status.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { buttonPrimary, textLink } from '#web/components/ui/styles.ts';
import { useMyOrders } from '../api/get-my-orders.ts';
import { OrderCard } from '../components/order-card.tsx';

const pageOf = (raw: string | null) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

/** /my-orders (signed in): the shopper's own orders, newest first, a page at a time; the page is in the URL. */
export function MyOrdersPage() {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const orders = useMyOrders(page);
  const totalPages = orders.data ? Math.max(1, Math.ceil(orders.data.total / orders.data.perPage)) : 1;

  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };

  return (
    <section className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <title>My Orders | Tressa</title>
      <h1 className="font-display text-3xl text-brand-900 sm:text-4xl">My Orders</h1>
      <div className="mt-6" aria-busy={orders.isFetching}>
        {orders.isPending ? (
          <LoadingStatus>Loading your orders…</LoadingStatus>
        ) : orders.isError ? (
          <QueryError
            title="We could not load your orders."
            error={orders.error}
            onRetry={() => void orders.refetch()}
            retrying={orders.isFetching}
          />
        ) : orders.data.total === 0 ? (
          <div className="rounded-2xl bg-white px-6 py-12 text-center ring-1 ring-stone-200">
            <p className="font-display text-2xl text-brand-900">No Orders found</p>
            <Link to="/all" className={`${buttonPrimary} mt-6`}>
              Browse all products
            </Link>
          </div>
        ) : (
          <>
            <p className="mb-4 text-sm text-stone-700">
              {orders.data.total === 1 ? '1 order' : `${orders.data.total} orders`}, newest first.
            </p>
            {orders.data.items.length === 0 && (
              <p className="mb-4 text-stone-700">
                There are no orders on this page.{' '}
                <Link to="/my-orders" className={textLink}>
                  Go to the first page
                </Link>
              </p>
            )}
            <ul className="space-y-4">
              {orders.data.items.map((order) => (
                <li key={order.id}>
                  <OrderCard order={order} />
                </li>
              ))}
            </ul>
            <Pagination page={Math.min(page, totalPages)} totalPages={totalPages} onPage={goTo} />
          </>
        )}
      </div>
    </section>
  );
}
