/** Under an order line: how many of its units were refunded (or are being refunded); nothing when none. */
export function RefundedUnits({ qty }: { qty: number }) {
  if (qty <= 0) return null;
  return <p className="mt-1 text-sm font-medium text-stone-800">{qty} refunded</p>;
}
