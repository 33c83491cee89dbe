/**
 * `load` whose answer is kept for `seconds`, and shared by the calls that arrive while it runs. The sitemap index
 * and the listings file each scan the whole products table (about 0.2 s at 100,000 products): a crawler, or
 * anyone, asking many times a second must not turn that into as many scans. A failure is not kept.
 */
export function reuseFor<T>(seconds: number, load: () => Promise<T>): () => Promise<T> {
  let kept: { value: Promise<T>; until: number } | null = null;
  return () => {
    const now = Date.now();
    if (kept && now < kept.until) return kept.value;
    const value = load();
    const entry = { value, until: now + seconds * 1000 };
    kept = entry;
    value.catch(() => {
      if (kept === entry) kept = null;
    });
    return value;
  };
}
