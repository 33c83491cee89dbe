// The option filters' posting lists (listing-variants.ts): for each facet value, the variants that have it, so a
// filter walks the variants of its rarest chosen option's values instead of every variant; and per value, each
// product that has it once with its cheapest such variant, so a listing that chooses no value (a price cap, "hide
// sold out", a search) counts a value's products without walking their variants. decision 026, session nine.

/** The variants as listing-variants.ts holds them: 4 facet value slots each (-1: none), price, in stock, product. */
export type VariantArrays = {
  slots: Int32Array;
  productOf: Int32Array;
  price: Int32Array;
  inStock: Uint8Array;
};

export function postingLists({ slots, productOf, price, inStock }: VariantArrays, valueCount: number) {
  // Value v's variants are postings[postStart[v]] … postings[postStart[v + 1] − 1], ascending (so grouped by product).
  const postStart = new Int32Array(valueCount + 1);
  for (let s = 0; s < slots.length; s++) {
    const v = slots[s] as number;
    if (v >= 0) postStart[v + 1] = (postStart[v + 1] as number) + 1;
  }
  for (let v = 0; v < valueCount; v++)
    postStart[v + 1] = (postStart[v + 1] as number) + (postStart[v] as number);
  const postings = new Int32Array(postStart[valueCount] as number);
  const fill = postStart.slice(0, valueCount);
  for (let s = 0; s < slots.length; s++) {
    const v = slots[s] as number;
    if (v < 0) continue;
    const at = fill[v] as number;
    postings[at] = s >> 2;
    fill[v] = at + 1;
  }

  // Value v's products are product[at[v]] … product[at[v + 1] − 1], each with its cheapest variant of v (`low`) and
  // cheapest in stock (`lowStocked`, -1: every one sold out).
  const at = new Int32Array(valueCount + 1);
  const product = new Int32Array(postings.length);
  const low = new Int32Array(postings.length);
  const lowStocked = new Int32Array(postings.length);
  let e = -1;
  for (let v = 0; v < valueCount; v++) {
    at[v] = e + 1;
    let last = -1;
    for (let k = postStart[v] as number; k < (postStart[v + 1] as number); k++) {
      const j = postings[k] as number;
      const i = productOf[j] as number;
      const p = price[j] as number;
      const stocked = inStock[j] === 1 ? p : -1;
      if (i !== last) {
        last = i;
        e++;
        product[e] = i;
        low[e] = p;
        lowStocked[e] = stocked;
        continue;
      }
      if (p < (low[e] as number)) low[e] = p;
      if (stocked >= 0 && (lowStocked[e] === -1 || stocked < (lowStocked[e] as number)))
        lowStocked[e] = stocked;
    }
  }
  at[valueCount] = e + 1;
  return {
    postStart,
    postings,
    byProduct: {
      at,
      product: product.slice(0, e + 1),
      low: low.slice(0, e + 1),
      lowStocked: lowStocked.slice(0, e + 1),
    },
  };
}
