import { useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import {
  CART_STORAGE_KEY,
  type CartAction,
  type CartLine,
  type CartProduct,
  cartReducer,
  cartTotals,
  type LineKey,
  parseStoredCart,
  same,
} from '#shared/cart.ts';
import { choiceText } from '#shared/line-choice.ts';

// The cart lives in localStorage under `cart` (docs/product.md#cart); this module is its only reader and writer.
// Other tabs hear about changes through the `storage` event.

let lines: CartLine[] =
  typeof window === 'undefined' ? [] : parseStoredCart(localStorage.getItem(CART_STORAGE_KEY));
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key !== CART_STORAGE_KEY) return;
    lines = parseStoredCart(e.newValue);
    emit();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function dispatch(action: CartAction) {
  lines = cartReducer(lines, action);
  try {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  } catch {
    // Storage full or blocked (private mode): the cart still works for this visit.
  }
  emit();
}

const label = (l: Pick<CartLine, 'name' | 'size'>) => `${l.name} (${choiceText(l)})`;
const find = (key: LineKey) => lines.find((l) => same(l, key));

/** Cart actions with the toasts of docs/product.md#messages. */
export const cart = {
  add(product: Omit<CartProduct, 'lengths'>, size: string, quantity: number, variantId?: string) {
    const existing = find({ id: product.id, size, variantId });
    dispatch({ type: 'add', product, size, quantity, variantId });
    const name = label({ name: product.name, size });
    toast.info(existing ? `${name} quantity increased by ${quantity}` : `${name} added to cart`);
  },
  increase(key: LineKey) {
    const line = find(key);
    if (!line) return;
    dispatch({ type: 'increase', line: key });
    toast.info(`${label(line)} quantity increased by 1`);
  },
  decrease(key: LineKey) {
    const line = find(key);
    if (!line) return;
    dispatch({ type: 'decrease', line: key });
    if (line.qty <= 1) toast.error(`${label(line)} removed from cart`);
    else toast.info(`${label(line)} quantity decreased`);
  },
  remove(key: LineKey) {
    const line = find(key);
    if (!line) return;
    dispatch({ type: 'remove', line: key });
    toast.error(`${label(line)} removed from cart`);
  },
  /** `quiet` after a payment: 'All items removed from cart' would read like a mistake beside 'Payment Successful!'. */
  clear(opts: { quiet?: boolean } = {}) {
    dispatch({ type: 'clear' });
    if (!opts.quiet) toast.info('All items removed from cart');
  },
  /** Silent: called with fresh server data when the cart page opens. */
  refresh(products: CartProduct[]) {
    dispatch({ type: 'refresh', products });
  },
};

const getSnapshot = () => lines;
const getServerSnapshot = () => [] as CartLine[];

export function useCartLines(): CartLine[] {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

export function useCart() {
  const current = useCartLines();
  return { lines: current, ...cartTotals(current) };
}

/** Quantity of the line holding this variant, or 0. */
export function useLineQty(key: LineKey | undefined): number {
  const current = useCartLines();
  return (key && current.find((l) => same(l, key))?.qty) ?? 0;
}
