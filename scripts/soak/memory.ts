// The shop's memory during a soak: its RSS sampled every 5 s, then over time and its growth after the warm-up.
import { readFileSync } from 'node:fs';
import { WARM_UP_MS } from './config.ts';

export function rssMb(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const kb = /VmRSS:\s+(\d+)\s*kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

export type Sample = { s: number; mb: number };

/** Samples the RSS of `pid` now and every 5 s from `t0`; `stop()` takes a last sample and answers them all. */
export function sampleRss(pid: number | undefined, t0: number): { stop: () => Sample[] } {
  const rss: Sample[] = [{ s: 0, mb: rssMb(pid) }];
  const sampler = setInterval(() => rss.push({ s: (Date.now() - t0) / 1000, mb: rssMb(pid) }), 5_000);
  return {
    stop() {
      clearInterval(sampler);
      rss.push({ s: (Date.now() - t0) / 1000, mb: rssMb(pid) });
      return rss;
    },
  };
}

/**
 * Prints the RSS over time (every 30 s), and its growth after the warm-up against the goal (under 10%); answers
 * whether the goal was met.
 */
export function reportRss(rss: Sample[]): boolean {
  console.log('\nRSS of the shop (MB) over time:');
  const every = Math.max(1, Math.round(30 / 5));
  console.log(
    rss
      .filter((_, i) => i % every === 0 || i === rss.length - 1)
      .map((r) => `${r.s.toFixed(0)} s: ${r.mb.toFixed(0)}`)
      .join(', '),
  );
  // RSS saws up and down with the garbage collector (and each password hash's scrypt buffer) by a fifth within
  // seconds, so two 30-s means judged growth by chance (the same code: +6%, +14%, −21% on one day). A leak is a
  // trend: the goal is judged on the least-squares line through every sample after the warm-up (about 110 in
  // ten minutes), from its value at the warm-up's end to its value at the end; the means are printed beside it.
  const after = rss.filter((r) => r.s * 1000 >= WARM_UP_MS && Number.isFinite(r.mb));
  const mean = (xs: { mb: number }[]) => xs.reduce((n, r) => n + r.mb, 0) / Math.max(1, xs.length);
  const firstS = after[0]?.s ?? 0;
  const lastS = after.at(-1)?.s ?? 0;
  const early = mean(after.filter((r) => r.s < firstS + 30));
  const late = mean(after.filter((r) => r.s > lastS - 30));
  const line = trend(after);
  const from = line.at(firstS);
  const growth = (100 * (line.at(lastS) - from)) / from;
  const peak = Math.max(...after.map((r) => r.mb));
  const pctOf = (x: number, of = early) => `${x >= of ? '+' : ''}${((100 * (x - of)) / of).toFixed(1)}%`;
  console.log(
    `after the warm-up (${(WARM_UP_MS / 1000).toFixed(0)} s), ${after.length} samples: trend ${from.toFixed(0)} → ` +
      `${line.at(lastS).toFixed(0)} MB (${pctOf(line.at(lastS), from)}); mean of the next 30 s ${early.toFixed(0)} MB, ` +
      `of the last 30 s ${late.toFixed(0)} MB (${pctOf(late)}); peak ${peak.toFixed(0)} MB (${pctOf(peak)}); ` +
      `goal: growth under 10% by the trend: ${growth < 10 ? 'met' : 'MISSED'}`,
  );
  return growth < 10;
}

/**
 * Where the memory is, for the next question when the goal is missed: the JS heap in use (which a leak in the shop's
 * code would grow) and held from the system (which V8 gives back slowly after a peak), the memory JS objects own
 * outside the heap (buffers), and the bytes in the bounded caches, all read from the shop's metrics every 15 s, by
 * their trend after the warm-up. The rest of the RSS is native: code, thread stacks, the allocator's arenas.
 */
export function reportHeapAndCaches(
  windows: { s: number; heapMb: number; heapHeldMb: number; externalMb: number; cacheMb: number }[],
): void {
  const after = windows.filter((w) => w.s * 1000 >= WARM_UP_MS);
  if (after.length < 2) {
    console.log('JS heap and caches: too few readings of the metrics');
    return;
  }
  const [firstS, lastS] = [after[0]?.s ?? 0, after.at(-1)?.s ?? 0];
  const growth = (mb: (w: (typeof after)[number]) => number) => {
    const line = trend(after.map((w) => ({ s: w.s, mb: mb(w) })));
    return `${line.at(firstS).toFixed(0)} → ${line.at(lastS).toFixed(0)} MB`;
  };
  console.log(
    `after the warm-up, ${after.length} readings of the metrics, by the trend: JS heap in use ` +
      `${growth((w) => w.heapMb)}, held ${growth((w) => w.heapHeldMb)}; outside the heap (buffers) ` +
      `${growth((w) => w.externalMb)}; caches ${growth((w) => w.cacheMb)}`,
  );
}

/** The least-squares line through the samples, as its value at a time (s). */
export function trend(samples: Sample[]): { at: (s: number) => number } {
  const n = samples.length;
  const mx = samples.reduce((a, r) => a + r.s, 0) / Math.max(1, n);
  const my = samples.reduce((a, r) => a + r.mb, 0) / Math.max(1, n);
  const sxx = samples.reduce((a, r) => a + (r.s - mx) ** 2, 0);
  const slope = sxx === 0 ? 0 : samples.reduce((a, r) => a + (r.s - mx) * (r.mb - my), 0) / sxx;
  return { at: (s) => my + slope * (s - mx) };
}
