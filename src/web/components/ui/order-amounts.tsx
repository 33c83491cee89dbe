import { formatPence } from '../../../shared/money.ts';

type Amounts = { subtotal: number; shipping: number; total: number };

/** Subtotal, shipping and total, as the server computed them (DECISIONS 1, 14). */
export function OrderAmounts({ amounts, count }: { amounts: Amounts; count?: number }) {
  return (
    <dl className="space-y-2 border-t border-stone-200 pt-4 text-stone-700">
      {count !== undefined && (
        <div className="flex justify-between">
          <dt>Cart count</dt>
          <dd className="tabular-nums">{count}</dd>
        </div>
      )}
      <div className="flex justify-between">
        <dt>Subtotal</dt>
        <dd className="tabular-nums">{formatPence(amounts.subtotal)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>Shipping</dt>
        <dd className="tabular-nums">{amounts.shipping === 0 ? 'Free' : formatPence(amounts.shipping)}</dd>
      </div>
      <div className="flex items-baseline justify-between border-t border-stone-200 pt-3">
        <dt className="font-medium text-stone-900">Total</dt>
        <dd className="text-2xl font-semibold tabular-nums text-stone-900">{formatPence(amounts.total)}</dd>
      </div>
    </dl>
  );
}
