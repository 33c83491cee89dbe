// What the shop says of itself during a soak, read from its own metrics every 15 s (GET /api/metrics with the
// soak's token): its event loop's delay in the window since the last read (prom-client's defaults start a new
// window at each read), and the bytes its bounded in-memory caches hold (tressa_cache_bytes).
//
// The delay is how long a ready callback waited for the main thread. Every round trip to PostgreSQL waits for the
// loop again, so a write path of twenty statements feels each stall twenty times; this tells stalls apart from
// waits in the database. The JS heap (in use, and held from the system), the memory JS objects own outside it
// (buffers) and the caches' bytes say where the RSS grows (memory.ts).
import { randomBytes } from 'node:crypto';
import { BASE } from './config.ts';

/** The METRICS_TOKEN the soak gives its shop. */
export const METRICS_TOKEN = randomBytes(16).toString('hex');

export type ShopWindow = {
  /** Seconds since the soak's start. */
  s: number;
  /** The event loop's delay in the window, ms. */
  loopP99: number;
  loopMax: number;
  /** Bytes in the in-memory caches, and the JS heap in use, at the read, MB. */
  cacheMb: number;
  heapMb: number;
  /** The JS heap V8 holds from the system (in use or not), and the memory outside it that JS objects own, MB. */
  heapHeldMb: number;
  externalMb: number;
};

/** Reads the shop's metrics now, or null if they did not answer. */
export async function readShopMetrics(s: number): Promise<ShopWindow | null> {
  try {
    // Within the 15 s until the next read: a shop too busy to answer gets an "unread" line, not a stalled report.
    const res = await fetch(`${BASE}/api/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      signal: AbortSignal.timeout(5_000),
    });
    if (!res.ok) return null;
    const text = await res.text();
    const value = (name: string) => Number(new RegExp(`^${name} ([0-9.e+-]+)$`, 'm').exec(text)?.[1]);
    const cacheBytes = [...text.matchAll(/^tressa_cache_bytes\{[^}]*\} ([0-9.e+-]+)$/gm)].reduce(
      (n, m) => n + Number(m[1]),
      0,
    );
    return {
      s,
      loopP99: value('nodejs_eventloop_lag_p99_seconds') * 1000,
      loopMax: value('nodejs_eventloop_lag_max_seconds') * 1000,
      cacheMb: cacheBytes / 1024 / 1024,
      heapMb: value('nodejs_heap_size_used_bytes') / 1024 / 1024,
      heapHeldMb: value('nodejs_heap_size_total_bytes') / 1024 / 1024,
      externalMb: value('nodejs_external_memory_bytes') / 1024 / 1024,
    };
  } catch {
    return null;
  }
}

/** One line for the end of the run: the windows' p99 and worst stall, and how many windows stalled over `ms`. */
export function loopSummary(windows: ShopWindow[], ms = 100): string {
  if (windows.length === 0) return 'event-loop delay: not read';
  const p99s = windows.map((w) => w.loopP99).sort((a, b) => a - b);
  const worst = Math.max(...windows.map((w) => w.loopMax));
  const stalled = windows.filter((w) => w.loopMax > ms).length;
  return (
    `event-loop delay over ${windows.length} windows of 15 s: p99 median ` +
    `${p99s[Math.floor(p99s.length / 2)]?.toFixed(1)} ms, highest ${p99s.at(-1)?.toFixed(1)} ms; longest stall ` +
    `${worst.toFixed(0)} ms; windows with a stall over ${ms} ms: ${stalled} (its timer ticks every 10 ms, so an idle ` +
    'loop reads about 10)'
  );
}
