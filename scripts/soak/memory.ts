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

type Sample = { s: number; mb: number };

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
  // RSS saws up and down with the garbage collector (and each password hash's scrypt buffer): growth compares
  // the mean of the first 30 s after the warm-up with the mean of the last 30 s, as well as single samples.
  const after = rss.filter((r) => r.s * 1000 >= WARM_UP_MS && Number.isFinite(r.mb));
  const mean = (xs: { mb: number }[]) => xs.reduce((n, r) => n + r.mb, 0) / Math.max(1, xs.length);
  const firstS = after[0]?.s ?? 0;
  const lastS = after.at(-1)?.s ?? 0;
  const early = mean(after.filter((r) => r.s < firstS + 30));
  const late = mean(after.filter((r) => r.s > lastS - 30));
  const growth = (100 * (late - early)) / early;
  const peak = Math.max(...after.map((r) => r.mb));
  const pctOf = (x: number) => `${x >= early ? '+' : ''}${((100 * (x - early)) / early).toFixed(1)}%`;
  console.log(
    `after the warm-up (${(WARM_UP_MS / 1000).toFixed(0)} s): mean of the next 30 s ${early.toFixed(0)} MB, ` +
      `of the last 30 s ${late.toFixed(0)} MB (${pctOf(late)}); at the warm-up's end ${after[0]?.mb.toFixed(0)} MB, ` +
      `at the end ${after.at(-1)?.mb.toFixed(0)} MB, peak ${peak.toFixed(0)} MB (${pctOf(peak)}); ` +
      `goal: growth under 10%: ${growth < 10 ? 'met' : 'MISSED'}`,
  );
  return growth < 10;
}
