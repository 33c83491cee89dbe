// The settings every page and listing benchmark shares (bench-catalog, bench-pages), from the environment.

export function setting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`);
  return value;
}

/** The measured window of each run, after a warm-up that is not counted. */
export const SECONDS = setting('BENCH_SECONDS', 15);
export const WARM_UP_SECONDS = 3;
/** The same seed gives the same request mix, run after run. */
export const SEED = process.env.BENCH_SEED || 'tressa';
export const PATH_COUNT = setting('BENCH_PATHS', 20_000);
