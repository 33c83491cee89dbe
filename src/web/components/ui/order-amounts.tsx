import type { Amounts, Discounts } from '#shared/contract/checkout.ts';
import type { Vat } from '#shared/contract/vat.ts';
import { formatPence } from '#shared/money.ts';
import { vatRateText } from '#shared/vat.ts';

/**
 * Subtotal, each discount on its own line (the bundle offer, the code), shipping and total, as the server
 * computed them (docs/product.md#money; issue 17).
 */
export function OrderAmounts({
  amounts,
  discounts,
  count,
  deliveryMethod,
  vat,
}: {
  amounts: Amounts;
  discounts?: Discounts;
  count?: number;
  /** The delivery method chosen or bought ('Next day'), named beside the shipping. */
  deliveryMethod?: string | null;
  /** The VAT the amounts include; null or absent when the shop charges none. */
  vat?: Vat;
}) {
  const code = discounts?.code ?? null;
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
      {discounts?.offer && (
        <div className="flex justify-between gap-4 text-emerald-800">
          <dt>Bundle offer: {discounts.offer.label}</dt>
          <dd className="shrink-0 tabular-nums">−{formatPence(discounts.offer.amount)}</dd>
        </div>
      )}
      {code && code.amount > 0 && (
        <div className="flex justify-between gap-4 text-emerald-800">
          <dt>Discount code {code.code}</dt>
          <dd className="shrink-0 tabular-nums">−{formatPence(code.amount)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4">
        <dt>Shipping{deliveryMethod ? ` (${deliveryMethod})` : ''}</dt>
        <dd className="tabular-nums">
          {code && code.shipping > 0 ? (
            <>
              <s className="text-stone-500">
                <span className="sr-only">was </span>
                {formatPence(code.shipping)}
              </s>{' '}
              Free with {code.code}
            </>
          ) : amounts.shipping === 0 ? (
            'Free'
          ) : (
            formatPence(amounts.shipping)
          )}
        </dd>
      </div>
      <div className="flex items-baseline justify-between border-t border-stone-200 pt-3">
        <dt className="font-medium text-stone-900">Total</dt>
        <dd className="text-2xl font-semibold tabular-nums text-stone-900">{formatPence(amounts.total)}</dd>
      </div>
      {vat && (
        <div className="flex justify-between gap-4 text-sm">
          <dt>Includes VAT at {vatRateText(vat.rate)}</dt>
          <dd className="tabular-nums">{formatPence(vat.amount)}</dd>
        </div>
      )}
    </dl>
  );
}
