// The soak's figures: every answer's latency and status by kind of request, the outcomes that were not what a
// step expected, the progress line printed every 15 s, and the latency table at the end.
import { HASHING_KINDS, LATENCY_GOAL_MS, REPORT_EVERY_MS } from './config.ts';
import type { ShopWindow } from './shop-metrics.ts';

/** Per kind: each answer's latency, and when its request was sent (ms since the epoch), in the same order. */
type KindStats = { latencies: number[]; sentAt: number[]; byStatus: Map<number, number> };
const stats = new Map<string, KindStats>();
/** Answers by status since the last progress line, and in all. */
let window = new Map<number, number>();
export const totals = new Map<number, number>();
let windowRequests = 0;
/** Outcomes that were not what the step expected (a 4242 payment not succeeding…), by description. */
export const anomalies = new Map<string, { n: number; example: string }>();
/** Unintended answers (not 2xx/3xx, 404, 409 or 429): one example body per kind and status. */
export const errorExamples = new Map<string, string>();

// 404: a product or order that is not there is a normal answer a shopper can meet (issue 30 counts it as such);
// 409: sold out meanwhile, a code used up; 429: a limit. Anything else 4xx/5xx, and no answer at all, is an error.
const intended = (status: number) => status === 404 || status === 409 || status === 429;
const isError = (status: number) => status === 0 || (status >= 400 && !intended(status));

export function record(kind: string, status: number, ms: number, body: string) {
  let s = stats.get(kind);
  if (!s) {
    s = { latencies: [], sentAt: [], byStatus: new Map() };
    stats.set(kind, s);
  }
  s.latencies.push(ms);
  s.sentAt.push(Date.now() - ms);
  s.byStatus.set(status, (s.byStatus.get(status) ?? 0) + 1);
  window.set(status, (window.get(status) ?? 0) + 1);
  totals.set(status, (totals.get(status) ?? 0) + 1);
  windowRequests++;
  const key = `${kind} → ${status}`;
  if (isError(status) && !errorExamples.has(key)) errorExamples.set(key, body.slice(0, 300));
}

export function anomaly(what: string, example: unknown) {
  const a = anomalies.get(what);
  if (a) a.n++;
  else anomalies.set(what, { n: 1, example: JSON.stringify(example)?.slice(0, 300) ?? '' });
}

/** Forgets the requests so far (the setting up before the run). */
export function resetStats() {
  stats.clear();
  window = new Map();
  totals.clear();
  windowRequests = 0;
}

/**
 * Prints a progress line every 15 s from `t0`: requests/s, answers by status, the shop's RSS (`rss()`, in MB) and
 * what its metrics say (`metrics`); `stop()` ends the lines and answers the metrics read.
 */
export function startProgressLines(
  t0: number,
  rss: () => number,
  metrics: (s: number) => Promise<ShopWindow | null>,
): { stop: () => ShopWindow[] } {
  let last = t0;
  const windows: ShopWindow[] = [];
  const timer = setInterval(async () => {
    const now = Date.now();
    const errors = [...window].filter(([s]) => isError(s)).reduce((n, [, k]) => n + k, 0);
    const line =
      `${((now - t0) / 1000).toFixed(0).padStart(4)} s  ${(windowRequests / ((now - last) / 1000)).toFixed(1).padStart(6)} req/s  ` +
      `${byStatusText(window) || 'no answers'}  | unintended errors: ${errors}`;
    window = new Map();
    windowRequests = 0;
    last = now;
    const shop = await metrics((now - t0) / 1000);
    if (shop) windows.push(shop);
    console.log(
      `${line}  | RSS ${rss().toFixed(0)} MB` +
        (shop
          ? `, JS heap ${shop.heapMb.toFixed(0)} MB, caches ${shop.cacheMb.toFixed(0)} MB  | loop p99 ${shop.loopP99.toFixed(1)} ms, max ${shop.loopMax.toFixed(0)} ms`
          : '  | metrics unread'),
    );
  }, REPORT_EVERY_MS);
  return {
    stop() {
      clearInterval(timer);
      return windows;
    },
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
export const byStatusText = (m: Map<number, number>) =>
  [...m]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status === 0 ? 'network' : status}: ${n}`)
    .join(', ');

function table(rows: string[][], rightFrom = 1) {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  for (const [n, r] of rows.entries()) {
    console.log(
      r
        .map((cell, i) => (i >= rightFrom ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
        .join('  '),
    );
    if (n === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

/** One row of the latency table: the count, p50/p95/p97.5/p99 and max of `sorted` (ms), then the `counts`. */
const latencyRow = (label: string, sorted: number[], counts: number[]) => [
  label,
  String(sorted.length),
  percentile(sorted, 50).toFixed(0),
  percentile(sorted, 95).toFixed(0),
  percentile(sorted, 97.5).toFixed(0),
  percentile(sorted, 99).toFixed(0),
  (sorted.at(-1) ?? 0).toFixed(0),
  ...counts.map(String),
];

/** Per kind of request (and in all): count, p50/p95/p99/max latency, 409s, 429s, errors; answers the errors. */
export function latencyTable() {
  const rows = [
    ['request', 'count', 'p50 ms', 'p95 ms', 'p97.5 ms', 'p99 ms', 'max ms', '409', '429', 'errors'],
  ];
  const all: number[] = [];
  let sum409 = 0;
  let sum429 = 0;
  let sumErr = 0;
  for (const [kind, s] of [...stats].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...s.latencies].sort((a, b) => a - b);
    all.push(...sorted);
    const n409 = s.byStatus.get(409) ?? 0;
    const n429 = s.byStatus.get(429) ?? 0;
    const errors = [...s.byStatus].filter(([st]) => isError(st)).reduce((n, [, k]) => n + k, 0);
    sum409 += n409;
    sum429 += n429;
    sumErr += errors;
    rows.push(latencyRow(kind, sorted, [n409, n429, errors]));
  }
  all.sort((a, b) => a - b);
  rows.push(latencyRow('all requests', all, [sum409, sum429, sumErr]));
  table(rows);
  return sumErr;
}

/**
 * The kinds of request whose p97.5 is over the goal (100 ms), those that hash a password excepted, with their
 * p97.5; and the hashing kinds' p97.5 to print beside it. Of every request, or of those sent from `sentFrom` on
 * (after a crowd of sign-ups, to tell what the crowd costs from what the shop costs without it).
 */
export function latencyGoal(sentFrom = 0): { over: string[]; hashing: string[] } {
  const over: string[] = [];
  const hashing: string[] = [];
  for (const [kind, s] of [...stats].sort(([a], [b]) => a.localeCompare(b))) {
    const p = percentile(
      s.latencies.filter((_, i) => (s.sentAt[i] ?? 0) >= sentFrom).sort((a, b) => a - b),
      97.5,
    );
    if (HASHING_KINDS.has(kind)) hashing.push(`${kind} ${p.toFixed(0)} ms`);
    else if (p > LATENCY_GOAL_MS) over.push(`${kind} ${p.toFixed(0)} ms`);
  }
  return { over, hashing };
}
