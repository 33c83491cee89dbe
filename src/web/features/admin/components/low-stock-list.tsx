import { Link } from 'react-router';
import type { AdminSummary } from '#shared/contract/admin-dashboard.ts';
import { LOW_STOCK } from '#shared/contract/admin-dashboard.ts';
import { textLink } from '#web/components/ui/styles.ts';

/** The lengths to restock, fewest left first, each a link to its product's form, with its SKU for the shelf. */
export function LowStockList({ items }: { items: AdminSummary['lowStock'] }) {
  return (
    <section
      aria-labelledby="low-stock-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="low-stock-heading" className="font-display text-2xl text-brand-900">
        Low stock
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-stone-700">Every length has more than {LOW_STOCK} left.</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-200">
          {items.map((item) => (
            <li key={item.sku} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
              <span>
                <Link to={`/admin/add-product/${item.productId}`} className={textLink}>
                  {item.name} ({item.length})
                </Link>{' '}
                <span className="text-sm text-stone-600">SKU {item.sku}</span>
              </span>
              <span className={item.stock === 0 ? 'font-semibold text-red-700' : 'text-stone-700'}>
                {item.stock === 0 ? 'Out of stock' : `${item.stock} left`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
