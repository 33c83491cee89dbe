import { Breadcrumb } from '#web/components/ui/breadcrumb.tsx';
import { EmptyCart } from '#web/components/ui/empty-cart.tsx';
import { cart, useCart } from '#web/lib/cart-store.ts';
import { useCartRefresh } from './api/use-cart-refresh.ts';
import { CartLineItem, LINE_GRID } from './components/cart-line.tsx';
import { CartSummary } from './components/cart-summary.tsx';
import { RefreshStatus } from './components/refresh-status.tsx';

export function CartPage() {
  const { lines, totalQuantity, totalAmount } = useCart();
  const refresh = useCartRefresh();
  const unavailableCount = lines.filter((l) => l.unavailable).length;

  return (
    <>
      <title>Cart | Tressa</title>
      <Breadcrumb items={['Cart']} />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <h1 className="font-display text-3xl text-brand-900 sm:text-4xl">Shopping Cart</h1>

        {lines.length === 0 ? (
          <div className="mt-8">
            <EmptyCart />
          </div>
        ) : (
          <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
            <section aria-labelledby="cart-items-heading">
              <h2 id="cart-items-heading" className="sr-only">
                Items in your cart
              </h2>
              <RefreshStatus checking={refresh.checking} error={refresh.error} onRetry={refresh.retry} />
              <div
                aria-hidden="true"
                className={`hidden border-b border-stone-300 pb-2 text-xs font-semibold tracking-wide text-stone-600 uppercase md:mt-4 ${LINE_GRID}`}
              >
                <span>Product</span>
                <span>Price</span>
                <span>Quantity</span>
                <span className="text-right">Total</span>
                <span />
              </div>
              <ul className="divide-y divide-stone-200 border-b border-stone-200">
                {lines.map((line) => (
                  <CartLineItem key={`${line.id}\u0000${line.size}`} line={line} />
                ))}
              </ul>
              <div className="mt-4 flex justify-end">
                <button
                  type="button"
                  onClick={() => cart.clear()}
                  className="rounded-full border border-stone-300 px-5 py-2 text-sm font-medium text-stone-700 hover:border-red-700 hover:bg-red-50 hover:text-red-800"
                >
                  Clear Cart
                </button>
              </div>
            </section>
            <aside className="lg:sticky lg:top-24">
              <CartSummary
                totalQuantity={totalQuantity}
                totalAmount={totalAmount}
                unavailableCount={unavailableCount}
              />
            </aside>
          </div>
        )}
      </div>
    </>
  );
}
