import { useMemo, useState } from 'react';
import type { Option, ProductWithVariants, Variant } from '#shared/contract/catalog.ts';
import {
  changedValues,
  chooseValue,
  indexVariants,
  type VariantIndex,
  variantForSku,
} from './variant-choice.ts';

export type VariantSelection = {
  index: VariantIndex;
  options: readonly Option[];
  /** The chosen variant; undefined only for a product without variants. */
  selected: Variant | undefined;
  choose: (at: number, value: string) => void;
  /** What else changed when the last choice had to move other options (Length to 18″), for the shopper to hear. */
  moved: { name: string; value: string }[];
};

/**
 * The variant chosen on the product page or in the quick view. It starts from `sku` (the page's `?variant=`) or the
 * default, and is held here so a tap answers at once; `onChosen` then tells the page (which writes the URL). When
 * `sku` changes from outside (a link to another variant of the product), the choice follows it.
 */
export function useVariantSelection(
  product: Pick<ProductWithVariants, 'variants'> & { options?: readonly Option[] },
  sku: string | null,
  onChosen?: (variant: Variant) => void,
): VariantSelection {
  const index = useMemo(() => indexVariants(product.variants), [product.variants]);
  const [chosen, setChosen] = useState(sku);
  const [seenSku, setSeenSku] = useState(sku);
  const [moved, setMoved] = useState<VariantSelection['moved']>([]);
  if (sku !== seenSku) {
    setSeenSku(sku);
    setChosen(sku);
  }
  // Read afresh from the live copy, so a variant sold out meanwhile shows so; one deleted falls back to the default.
  const selected = variantForSku(index, chosen);
  const options = product.options ?? [];

  const choose = (at: number, value: string) => {
    if (!selected) return;
    const next = chooseValue(index, selected, at, value);
    if (!next || next === selected) return;
    setMoved(changedValues(options, selected, next, at));
    setChosen(next.sku);
    onChosen?.(next);
  };

  return { index, options, selected, choose, moved };
}
