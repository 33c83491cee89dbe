import { buttonOutline } from '#web/components/ui/styles.ts';
import { ordersCsvUrl, useAdminOrders } from '../api/get-admin-orders.ts';
import { ListResults } from '../components/list-results.tsx';
import { ListSearch } from '../components/list-search.tsx';
import { OrdersTable } from '../components/orders-table.tsx';
import { ORDER_FILTERS, StatusFilter } from '../components/status-filter.tsx';
import { useListParams } from '../use-list-params.ts';

const PER_PAGE = 20;

/** /admin/orders: 'ALL ORDERS', every customer's paid orders (cancelled ones too), newest first; filtered, searched, exported. */
export function AdminOrdersPage() {
  const list = useListParams('status', ORDER_FILTERS);
  const filter = { status: list.filter, q: list.q || undefined };
  const orders = useAdminOrders({ ...filter, page: list.page, perPage: PER_PAGE });

  return (
    <section aria-labelledby="orders-heading">
      <title>All Orders | Admin | Tressa</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="orders-heading" className="font-display text-3xl text-brand-900 sm:text-4xl">
          ALL ORDERS
        </h1>
        <a href={ordersCsvUrl(filter)} download className={buttonOutline}>
          Export CSV
        </a>
      </div>
      <p className="mt-2 text-sm text-stone-600">
        Paid orders only (cancelled ones too): checkouts that were never paid are not listed, counted or
        exported.
      </p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end">
        <StatusFilter value={list.filter} onChange={list.setFilter} />
        <ListSearch
          label="Search orders"
          placeholder="Order number or e-mail"
          value={list.q}
          onSearch={list.setQuery}
        />
      </div>
      <ListResults
        query={orders}
        noun={['order', 'orders']}
        errorTitle="The orders could not be loaded."
        empty="No Orders found"
        pagerLabel="Orders pages"
        onPage={list.setPage}
      >
        {(data) => <OrdersTable orders={data.items} caption="Orders" />}
      </ListResults>
    </section>
  );
}
