// The listing index's products (listing-index.ts): what listings filter and sort on, for every product, as typed
// arrays by position in the rows the database gave (brand order).

/** One product as the index loads it: ranks are its places in the database's own ORDER BY (collation included). */
export type IndexRow = {
  id: string;
  category: string;
  brand: string;
  price: number;
  latestRank: number;
  priceRank: number;
  nameRank: number;
};

/** The products' filter and sort fields as typed arrays, by position in the rows (brand order). */
export function productArrays(rows: IndexRow[]) {
  const n = rows.length;
  const ids = rows.map((r) => r.id);
  const position = new Map(ids.map((id, i) => [id, i]));
  const categoryNames = [...new Set(rows.map((r) => r.category))];
  // The rows arrive in the database's ORDER BY brand, so first appearance is the brand facet's order.
  const brandNames = [...new Set(rows.map((r) => r.brand))];
  const categoryOf = new Uint8Array(n);
  const brandOf = new Uint16Array(n);
  const price = new Int32Array(n);
  const categoryIds = new Map(categoryNames.map((c, i) => [c, i]));
  const brandIds = new Map(brandNames.map((b, i) => [b, i]));
  const orders = { latest: new Int32Array(n), price: new Int32Array(n), name: new Int32Array(n) };
  const cellPrices = new Map<number, number[]>();
  // Each product's cell (category and brand), numbered as `cells` lists them.
  const cellOf = new Int32Array(n);
  const cellIds = new Map<number, number>();
  rows.forEach((r, i) => {
    const c = categoryIds.get(r.category) as number;
    const b = brandIds.get(r.brand) as number;
    categoryOf[i] = c;
    brandOf[i] = b;
    price[i] = r.price;
    orders.latest[r.latestRank - 1] = i;
    orders.price[r.priceRank - 1] = i;
    orders.name[r.nameRank - 1] = i;
    const key = cellKey(c, b);
    if (!cellIds.has(key)) cellIds.set(key, cellIds.size);
    cellOf[i] = cellIds.get(key) as number;
    const list = cellPrices.get(key) ?? [];
    list.push(r.price);
    cellPrices.set(key, list);
  });
  // Where each product stands in the price order, for a price sort by matching variants' prices.
  const priceRankOf = new Int32Array(n);
  orders.price.forEach((i, rank) => {
    priceRankOf[i] = rank;
  });
  const cells = [...cellPrices].map(([key, prices]) => ({
    category: Math.floor(key / 65_536),
    brand: key % 65_536,
    prices: Int32Array.from(prices).sort(),
  }));
  return {
    n,
    ids,
    position,
    categoryNames,
    brandNames,
    categoryOf,
    brandOf,
    price,
    categoryIds,
    brandIds,
    orders,
    priceRankOf,
    cells,
    cellOf,
  };
}

export type ProductArrays = ReturnType<typeof productArrays>;

const cellKey = (category: number, brand: number) => category * 65_536 + brand;

/**
 * The first `k` of the products of `list` that `keep`, by `key` (ascending, or descending), as their keys in that
 * order: a heap of k, so a page of a price sort under option filters looks at each matching product once instead of
 * sorting them all (a comparator sort of 50,000 products took 40 ms a listing). A product's key is its lowest
 * matching variant's price × products + its place in the price order, unique and under 2^53 for any price in pence
 * and up to a million products.
 */
export function firstByKey(
  list: Int32Array,
  keep: (i: number) => boolean,
  key: (i: number) => number,
  k: number,
  descending: boolean,
): Float64Array {
  const sign = descending ? -1 : 1;
  // A max-heap of the k smallest signed keys seen: its root is the one to beat.
  const heap = new Float64Array(k);
  let size = 0;
  for (let at = 0; at < list.length; at++) {
    const i = list[at] as number;
    if (!keep(i)) continue;
    const x = sign * key(i);
    if (size < k) {
      let child = size++;
      while (child > 0) {
        const parent = (child - 1) >> 1;
        if ((heap[parent] as number) >= x) break;
        heap[child] = heap[parent] as number;
        child = parent;
      }
      heap[child] = x;
    } else if (k > 0 && x < (heap[0] as number)) {
      let parent = 0;
      for (;;) {
        let child = 2 * parent + 1;
        if (child >= k) break;
        if (child + 1 < k && (heap[child + 1] as number) > (heap[child] as number)) child++;
        if ((heap[child] as number) <= x) break;
        heap[parent] = heap[child] as number;
        parent = child;
      }
      heap[parent] = x;
    }
  }
  return heap
    .subarray(0, size)
    .sort()
    .map((x) => sign * x);
}
