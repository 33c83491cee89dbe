// How the admin home counts what checkouts hold.

export const units = (n: number) => `${n} ${n === 1 ? 'unit' : 'units'}`;
export const checkouts = (n: number) => `${n} ${n === 1 ? 'checkout' : 'checkouts'}`;

/** The one line that sums up the units off sale while their checkouts wait for payment. */
export const heldSummary = (held: { units: number; orders: number }) =>
  held.orders === 0
    ? 'No checkout is holding stock'
    : `${units(held.units)} held in ${checkouts(held.orders)} waiting for payment`;
