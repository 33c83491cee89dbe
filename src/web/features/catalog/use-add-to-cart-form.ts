import { useState } from 'react';
import { MAX_LINE_QTY } from '../../../shared/cart.ts';
import type { Product } from '../../../shared/contract/catalog.ts';
import { cart } from '../../lib/cart-store.ts';

/** Anything that is not a whole number of at least 1 counts as the default 1 (SPEC §5: no other check). */
export function parseQuantity(text: string): number {
  const n = Math.floor(Number(text));
  return Number.isFinite(n) && n >= 1 ? Math.min(n, MAX_LINE_QTY) : 1;
}

/**
 * The length + quantity form of both add-to-cart sheets. Without a length nothing is added and the message
 * shows (DECISIONS 8); with one the line is added (the cart store toasts) and the form resets.
 */
export function useAddToCartForm(product: Product, onAdded: () => void) {
  const [size, setSize] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [showError, setShowError] = useState(false);

  const submit = () => {
    if (!size) {
      setShowError(true);
      return;
    }
    cart.add(product, size, parseQuantity(quantity));
    setSize('');
    setQuantity('1');
    setShowError(false);
    onAdded();
  };

  const onSizeChange = (value: string) => {
    setSize(value);
    if (value) setShowError(false);
  };

  return { fields: { size, onSizeChange, quantity, onQuantityChange: setQuantity, showError }, submit };
}
