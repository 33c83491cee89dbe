// Money is integer pence everywhere (docs/product.md#money); it is formatted only at the edge.
const gbp = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'GBP' });

export function formatPence(pence: number): string {
  return gbp.format(pence / 100);
}

/** Parses a pounds amount typed by a person ("12.5", "£1,234.50") into pence, or null when it is not money. */
export function parsePounds(text: string): number | null {
  const cleaned = text.replace(/[£,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}
