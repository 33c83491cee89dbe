import type { ReactNode } from 'react';
import type { OrderLine } from '#shared/contract/checkout.ts';
import { choiceText } from '#shared/line-choice.ts';
import { formatPence } from '#shared/money.ts';
import { ProductImage } from './product-image.tsx';

/**
 * The lines of an order with the server's prices: quantity, unit price and line total each named
 * (docs/product.md#checkout), and a line's share of the promotions under its total when it has one (issue 17).
 * `action` adds a control under a line (the order page's 'Write a Review').
 */
export function OrderLines({
  lines,
  action,
}: {
  lines: OrderLine[];
  action?: (line: OrderLine) => ReactNode;
}) {
  return (
    <ul className="divide-y divide-stone-200">
      {lines.map((line) => (
        <li key={`${line.productId}\u0000${line.size}`} className="flex gap-3 py-4">
          <ProductImage
            src={line.image}
            alt=""
            sizes="64px"
            className="size-16 shrink-0 rounded-lg bg-stone-100 object-cover"
          />
          <div className="min-w-0 flex-1">
            <p className="font-medium leading-snug text-stone-900">{line.name}</p>
            <p className="text-sm text-stone-600">{choiceText(line)}</p>
            <dl className="mt-1 flex flex-wrap gap-x-4 text-sm text-stone-700">
              <div className="flex gap-1">
                <dt>Quantity:</dt>
                <dd className="tabular-nums">{line.qty}</dd>
              </div>
              <div className="flex gap-1">
                <dt>Unit price:</dt>
                <dd className="tabular-nums">{formatPence(line.unitPrice)}</dd>
              </div>
            </dl>
            {action?.(line)}
          </div>
          <div className="shrink-0 text-right">
            <p className="font-semibold tabular-nums text-stone-900">
              <span className="sr-only">Line total: </span>
              {formatPence(line.lineTotal)}
            </p>
            {line.discount > 0 && (
              <p className="text-sm tabular-nums text-emerald-800">
                <span aria-hidden="true">−{formatPence(line.discount)} discount</span>
                <span className="sr-only">Discount on this line: {formatPence(line.discount)}</span>
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
