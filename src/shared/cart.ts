// zod/mini keeps the cart (part of every page's first download) small; it validates the same way.
import { z } from 'zod/mini';

// The cart is a wish list kept in the browser (DECISIONS 1): prices here are for display only,
// the server prices every order again. Two lines are the same when product id and size match (DECISIONS 5).

export const CART_STORAGE_KEY = 'cart';
export const MAX_LINE_QTY = 99;

export const cartLineSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  price: z.int().check(z.minimum(0)),
  image: z.nullable(z.string()),
  brand: z._default(z.string(), ''),
  size: z.string().check(z.minLength(1)),
  qty: z.int().check(z.minimum(1), z.maximum(MAX_LINE_QTY)),
  /** Set when the server no longer has this product or length. */
  unavailable: z.optional(z.boolean()),
});
export type CartLine = z.infer<typeof cartLineSchema>;
export type LineKey = Pick<CartLine, 'id' | 'size'>;

export type CartProduct = {
  id: string;
  name: string;
  price: number;
  imageURL: string[];
  brand: string;
  lengths: string[];
};

export type CartAction =
  | { type: 'add'; product: Omit<CartProduct, 'lengths'>; size: string; quantity: number }
  | { type: 'increase'; line: LineKey }
  | { type: 'decrease'; line: LineKey }
  | { type: 'remove'; line: LineKey }
  | { type: 'clear' }
  /** Fresh data from the server: names and prices follow it; a missing product or length marks the line. */
  | { type: 'refresh'; products: CartProduct[] };

const same = (a: LineKey, b: LineKey) => a.id === b.id && a.size === b.size;
const clampQty = (qty: number) => Math.min(MAX_LINE_QTY, Math.max(1, Math.floor(qty)));

export function cartReducer(lines: CartLine[], action: CartAction): CartLine[] {
  switch (action.type) {
    case 'add': {
      const { product, size } = action;
      const quantity = clampQty(action.quantity);
      const key = { id: product.id, size };
      if (lines.some((l) => same(l, key))) {
        return lines.map((l) => (same(l, key) ? { ...l, qty: clampQty(l.qty + quantity) } : l));
      }
      const line: CartLine = {
        id: product.id,
        name: product.name,
        price: product.price,
        image: product.imageURL[0] ?? null,
        brand: product.brand,
        size,
        qty: quantity,
      };
      return [...lines, line];
    }
    case 'increase':
      return lines.map((l) => (same(l, action.line) ? { ...l, qty: clampQty(l.qty + 1) } : l));
    case 'decrease': {
      const line = lines.find((l) => same(l, action.line));
      if (!line) return lines;
      if (line.qty <= 1) return lines.filter((l) => !same(l, action.line));
      return lines.map((l) => (same(l, action.line) ? { ...l, qty: l.qty - 1 } : l));
    }
    case 'remove':
      return lines.filter((l) => !same(l, action.line));
    case 'clear':
      return [];
    case 'refresh': {
      const byId = new Map(action.products.map((p) => [p.id, p]));
      return lines.map((l) => {
        const p = byId.get(l.id);
        if (!p?.lengths.includes(l.size)) return { ...l, unavailable: true };
        return {
          ...l,
          name: p.name,
          price: p.price,
          brand: p.brand,
          image: p.imageURL[0] ?? null,
          unavailable: false,
        };
      });
    }
  }
}

export type CartTotals = { totalQuantity: number; totalAmount: number };

/** Totals leave out lines the server no longer sells. */
export function cartTotals(lines: CartLine[]): CartTotals {
  let totalQuantity = 0;
  let totalAmount = 0;
  for (const l of lines) {
    if (l.unavailable) continue;
    totalQuantity += l.qty;
    totalAmount += l.price * l.qty;
  }
  return { totalQuantity, totalAmount };
}

/** Reads what localStorage holds, keeping only well-formed lines: a tampered entry cannot break the page. */
export function parseStoredCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const lines: CartLine[] = [];
  for (const item of data) {
    const parsed = cartLineSchema.safeParse(item);
    if (parsed.success && !lines.some((l) => same(l, parsed.data))) lines.push(parsed.data);
  }
  return lines;
}
