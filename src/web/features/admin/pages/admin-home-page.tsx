import { Link } from 'react-router';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { textLink } from '#web/components/ui/styles.ts';
import { useAdminSummary } from '../api/get-admin-summary.ts';
import { EarningsChart } from '../components/earnings-chart.tsx';
import { HeldCheckouts } from '../components/held-checkouts.tsx';
import { LowStockList } from '../components/low-stock-list.tsx';
import { OrdersTable } from '../components/orders-table.tsx';
import { StatusChart } from '../components/status-chart.tsx';
import { SummaryCards } from '../components/summary-cards.tsx';

/**
 * /admin/home: earnings and counts, orders per status, earnings per day, the lengths to restock, the units held by
 * checkouts waiting for payment (each releasable) and the latest orders (paid only).
 */
export function AdminHomePage() {
  const summary = useAdminSummary();
  const data = summary.data;

  return (
    <section aria-labelledby="admin-home-heading" className="space-y-6">
      <title>Admin home | Tressa</title>
      <h1 id="admin-home-heading" className="font-display text-3xl text-brand-900 sm:text-4xl">
        Admin Home
      </h1>
      {summary.isError ? (
        <QueryError
          title="The dashboard could not be loaded."
          error={summary.error}
          onRetry={() => void summary.refetch()}
          retrying={summary.isFetching}
        />
      ) : (
        <>
          <SummaryCards summary={data} />
          {data && (
            <>
              <div className="grid gap-4 lg:grid-cols-2">
                <StatusChart counts={data.statusCounts} />
                <EarningsChart days={data.dailyEarnings} />
              </div>
              <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
                <LowStockList items={data.lowStock} />
                <HeldCheckouts held={data.held} />
              </div>
              <section aria-labelledby="recent-orders-heading">
                <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
                  <h2 id="recent-orders-heading" className="font-display text-2xl text-brand-900">
                    Recent orders
                  </h2>
                  <Link to="/admin/orders" className={textLink}>
                    All orders
                  </Link>
                </div>
                {data.recentOrders.length === 0 ? (
                  <p className="rounded-2xl bg-white p-6 text-stone-700 ring-1 ring-stone-200">
                    No Orders found
                  </p>
                ) : (
                  <OrdersTable orders={data.recentOrders} caption="The ten most recent orders" />
                )}
              </section>
            </>
          )}
        </>
      )}
    </section>
  );
}
