import type { AdminOrder } from '#shared/contract/admin-orders.ts';
import { formatPence } from '#shared/money.ts';
import { ProductImage } from '#web/components/ui/product-image.tsx';

/** The summary rows under the lines: subtotal, each promotion on its own row (issue 17), shipping and total. */
function summaryRows(order: AdminOrder): [string, string][] {
  const { amounts, discounts } = order;
  const code = discounts.code;
  const rows: [string, string][] = [['Subtotal', formatPence(amounts.subtotal)]];
  if (discounts.offer)
    rows.push([`Bundle offer: ${discounts.offer.label}`, `−${formatPence(discounts.offer.amount)}`]);
  if (code && code.amount > 0) rows.push([`Discount code ${code.code}`, `−${formatPence(code.amount)}`]);
  rows.push([
    'Shipping',
    code && code.shipping > 0
      ? `Free with ${code.code} (${formatPence(code.shipping)} waived)`
      : amounts.shipping === 0
        ? 'Free'
        : formatPence(amounts.shipping),
  ]);
  rows.push(['Total', formatPence(amounts.total)]);
  return rows;
}

/**
 * What was bought, as it was when ordered (line snapshots, with each variant's SKU), the units refunded of each, each line's share of the
 * promotions, and the amounts the server charged.
 */
export function OrderLinesTable({ order }: { order: AdminOrder }) {
  const money = 'px-3 py-2 text-right tabular-nums';
  return (
    // On a phone the table is wider than the screen and scrolls in this box. It holds nothing focusable, so the box
    // itself takes focus (a named region): the keyboard can then scroll it with the arrow keys (WCAG 2.1.1).
    <section
      aria-label="Items ordered"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls and holds nothing focusable must take focus itself, or the keyboard cannot scroll it.
      tabIndex={0}
      className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
    >
      <table className="w-full min-w-[34rem] text-left text-sm">
        <caption className="sr-only">Items ordered</caption>
        <thead className="bg-stone-50 text-xs tracking-wider text-stone-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-3">
              Product
            </th>
            <th scope="col" className="px-3 py-3">
              Size
            </th>
            <th scope="col" className="px-3 py-3 text-right">
              Price
            </th>
            <th scope="col" className="px-3 py-3 text-right">
              Quantity
            </th>
            <th scope="col" className="px-3 py-3 text-right">
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {order.lines.map((l) => (
            <tr key={l.variantId ?? `${l.productId}\u0000${l.size}`}>
              <td className="px-3 py-2">
                <span className="flex items-center gap-3">
                  <ProductImage
                    src={l.image}
                    alt=""
                    sizes="40px"
                    className="size-10 rounded bg-stone-100 object-cover"
                  />
                  <span>
                    <span className="block font-medium text-stone-900">{l.name}</span>
                    {/* What the packer picks from the shelf by (issue 31): the SKU as it was when ordered. */}
                    {l.sku && <span className="block text-xs text-stone-600">SKU {l.sku}</span>}
                  </span>
                </span>
              </td>
              <td className="px-3 py-2">{l.size}</td>
              <td className={money}>{formatPence(l.unitPrice)}</td>
              <td className={money}>
                {l.qty}
                {l.refundedQty > 0 && (
                  <span className="block text-xs whitespace-nowrap text-stone-600">
                    {l.refundedQty} refunded
                  </span>
                )}
              </td>
              <td className={money}>
                {formatPence(l.lineTotal)}
                {l.discount > 0 && (
                  <span className="block text-xs whitespace-nowrap text-emerald-800">
                    <span aria-hidden="true">−{formatPence(l.discount)} discount</span>
                    <span className="sr-only">Discount on this line: {formatPence(l.discount)}</span>
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-stone-200">
          {summaryRows(order).map(([label, value]) => (
            <tr key={label}>
              <th scope="row" colSpan={4} className="px-3 py-1.5 text-right font-medium text-stone-700">
                {label}
              </th>
              <td className={`${money} ${label === 'Total' ? 'text-base font-semibold' : ''}`}>{value}</td>
            </tr>
          ))}
        </tfoot>
      </table>
    </section>
  );
}
