// schema.org prices are decimal numbers in the currency's major unit with '.' as the separator; ours are integer
// pence (docs/product.md#money). Integer arithmetic keeps 1005 from ever printing as 10.049999….

/** 4500 → '45.00', 1005 → '10.05', 99 → '0.99'. */
export function penceToDecimal(pence: number): string {
  return `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
}
