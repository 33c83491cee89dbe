// zod/mini keeps the cart (part of every page's first download) small; it validates the same way.
import { z } from 'zod/mini';

// The cart is a wish list kept in the browser (docs/product.md#cart): prices here are for display only,
// the server prices every order again. Two lines are the same when they hold the same variant: the same variant id
// when both know theirs, else the same product and label (`size`, today the length; docs/product.md#cart).

export const CART_STORAGE_KEY = 'cart';
export const MAX_LINE_QTY = 99;

export const cartLineSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  price: z.int().check(z.minimum(0)),
  image: z.nullable(z.string()),
  brand: z._default(z.string(), ''),
  size: z.string().check(z.minLength(1)),
  /**
   * The variant's id (issue 31). Absent in carts stored before variants had ids, and dropped by a tab still
   * running an older bundle: such a line is found by its label, and the next refresh fills it in.
   */
  variantId: z.optional(z.string().check(z.minLength(1))),
  qty: z.int().check(z.minimum(1), z.maximum(MAX_LINE_QTY)),
  /** Set when the server no longer has this product or length, or has none of this length left. */
  unavailable: z.optional(z.boolean()),
  /** Set with `unavailable` when the length still exists but is sold out (docs/product.md#lengths). */
  soldOut: z.optional(z.boolean()),
  /** How many of this length the server had left when last asked; absent when not known. */
  stock: z.optional(z.int().check(z.minimum(0))),
  /**
   * The product's limit per order (a rule of the shop, docs/product.md#limits); absent in carts saved before it
   * existed.
   */
  maxPerOrder: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_LINE_QTY))),
});
export type CartLine = z.infer<typeof cartLineSchema>;
export type LineKey = Pick<CartLine, 'id' | 'size' | 'variantId'>;

/** One variant of a product (today one length) with its own price and stock (docs/product.md#lengths). */
export type CartVariant = { id?: string; length: string; price: number; stock: number };

export type CartProduct = {
  id: string;
  name: string;
  /** The lowest of its lengths' prices; the price of a length when `variants` is absent. */
  price: number;
  imageURL: string[];
  brand: string;
  lengths: string[];
  variants?: CartVariant[];
  /** The most of one length one order may hold (the server refuses more). */
  maxPerOrder?: number;
};

/**
 * The line's variant of a product: by its id when both know it, else by its label `size`; for a product without
 * variants, the length at the product's price with its stock unknown. Undefined when the product has no such variant.
 */
export function variantOf(
  product: Pick<CartProduct, 'price' | 'variants'> & { lengths?: string[] },
  line: Pick<LineKey, 'size' | 'variantId'>,
): { id?: string; length: string; price: number; stock?: number } | undefined {
  const { size, variantId } = line;
  if (product.variants)
    return product.variants.find((v) => (variantId && v.id ? v.id === variantId : v.length === size));
  if (!product.lengths || product.lengths.includes(size)) return { length: size, price: product.price };
  return undefined;
}

/** The most of one line the shopper may ask for: the line maximum, or fewer when the limit or what is left is lower. */
export function lineMax(line: Pick<CartLine, 'stock' | 'maxPerOrder'>): number {
  return Math.max(1, Math.min(MAX_LINE_QTY, line.maxPerOrder ?? MAX_LINE_QTY, line.stock ?? MAX_LINE_QTY));
}

/** True when the line holds as many as its product allows in one order: its "+" stops there and says why. */
export const atLimit = (line: Pick<CartLine, 'qty' | 'maxPerOrder'>) =>
  line.maxPerOrder !== undefined && line.qty >= line.maxPerOrder;

export type CartAction =
  /** The line is priced by its length (docs/product.md#lengths). */
  | { type: 'add'; product: Omit<CartProduct, 'lengths'>; size: string; quantity: number; variantId?: string }
  | { type: 'increase'; line: LineKey }
  | { type: 'decrease'; line: LineKey }
  | { type: 'remove'; line: LineKey }
  | { type: 'clear' }
  /**
   * Fresh data from the server: names, prices (of the line's length), stock and the limit per order follow it; a
   * missing product or length, or a sold-out length, marks the line; a line above the limit comes down to it.
   */
  | { type: 'refresh'; products: CartProduct[] };

/** True when two lines (or a line and a key) hold the same variant. */
export const same = (a: LineKey, b: LineKey) =>
  a.id === b.id && (a.variantId && b.variantId ? a.variantId === b.variantId : a.size === b.size);
const clampQty = (qty: number, limit = MAX_LINE_QTY) =>
  Math.min(MAX_LINE_QTY, limit, Math.max(1, Math.floor(qty)));

export function cartReducer(lines: CartLine[], action: CartAction): CartLine[] {
  switch (action.type) {
    case 'add': {
      const { product, size } = action;
      const limit = product.maxPerOrder;
      const quantity = clampQty(action.quantity, limit);
      const variant = variantOf(product, action);
      const key = { id: product.id, size, variantId: action.variantId ?? variant?.id };
      if (lines.some((l) => same(l, key))) {
        return lines.map((l) => {
          if (!same(l, key)) return l;
          const max = limit ?? l.maxPerOrder;
          const next = { ...l, qty: clampQty(l.qty + quantity, max) };
          if (max !== undefined) next.maxPerOrder = max;
          return next;
        });
      }
      const line: CartLine = {
        id: product.id,
        name: product.name,
        price: variant?.price ?? product.price,
        image: product.imageURL[0] ?? null,
        brand: product.brand,
        size: variant?.length ?? size,
        qty: quantity,
      };
      // Stryker disable next-line ConditionalExpression: equivalent, an undefined id is dropped when the cart is
      // stored (JSON) and reads as absent.
      if (key.variantId) line.variantId = key.variantId;
      if (limit !== undefined) line.maxPerOrder = limit;
      if (variant?.stock !== undefined) line.stock = Math.max(0, variant.stock);
      return [...lines, line];
    }
    case 'increase':
      // Never past what is left of the length, when that is known (a line already above it is not raised).
      return lines.map((l) =>
        same(l, action.line) ? { ...l, qty: Math.max(l.qty, Math.min(clampQty(l.qty + 1), lineMax(l))) } : l,
      );
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
      const refreshed = lines.map((l): CartLine => {
        const p = byId.get(l.id);
        const variant = p && variantOf(p, l);
        if (!p || !variant) return { ...l, unavailable: true, soldOut: false };
        const fresh: CartLine = {
          ...l,
          // The variant's label as the shop now calls it, and its id for a line stored without one.
          size: variant.length,
          ...(variant.id ? { variantId: variant.id } : {}),
          name: p.name,
          price: variant.price,
          brand: p.brand,
          image: p.imageURL[0] ?? null,
          unavailable: false,
          soldOut: false,
        };
        // Unlike stock, which only marks the line, the limit is the shop's rule: the line comes down to it.
        if (p.maxPerOrder !== undefined) {
          fresh.maxPerOrder = p.maxPerOrder;
          fresh.qty = clampQty(fresh.qty, p.maxPerOrder);
        }
        if (variant.stock === undefined) {
          delete fresh.stock;
          return fresh;
        }
        const stock = Math.max(0, variant.stock);
        return stock === 0 ? { ...fresh, stock, unavailable: true, soldOut: true } : { ...fresh, stock };
      });
      // A line stored by label and one added by id turn out to be one variant: one line, as for an add.
      return refreshed.reduce<CartLine[]>((kept, l) => {
        const twin = kept.find((k) => same(k, l));
        if (twin) twin.qty = clampQty(twin.qty + l.qty, twin.maxPerOrder);
        else kept.push(l);
        return kept;
      }, []);
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
