// For bench-catalog: what a run measured, and the report printed at the end.
import os from 'node:os';

export type Measured = {
  label: string;
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Requests handed out in the measured window, and the list's length (a list shorter than that repeats). */
  sent: number;
  listLength: number;
  statusCounts: Record<string, number>;
  /** A few paths answered with a non-2xx status under load: path → status. */
  failing: Map<string, number>;
};
export type Row = Measured | { label: string; failed: string };

export type Report = { rows: Row[]; sections: string[] };

export const thousands = (n: number) => n.toLocaleString('en-GB');

export function errorsCell(r: Measured): string {
  const parts: string[] = [];
  if (r.errors > 0) parts.push(`${r.errors} errors (${r.timeouts} timeouts)`);
  if (r.non2xx > 0) parts.push(`${r.non2xx} non-2xx`);
  return parts.join(', ') || '0';
}

/** The table of runs, how often each went round its list of paths, then the slow-shape sections. */
export function printReport(
  report: Report,
  run: { seconds: number; warmUpSeconds: number; paths: number; seed: string },
): void {
  console.log(
    `\nGET /api/products: ${run.seconds} s per run after a ${run.warmUpSeconds} s warm-up, ${os.cpus().length} cores, ` +
      `${thousands(run.paths)} mixed paths (seed '${run.seed}'); latencies in whole ms, of 2xx answers only\n`,
  );
  console.log('| run | req/s | p50 ms | p97.5 ms | p99 ms | errors |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of report.rows) {
    if ('failed' in r) console.log(`| ${r.label} | failed: ${r.failed.replace(/\s+/g, ' ')} | | | | |`);
    else console.log(`| ${r.label} | ${r.rps} | ${r.p50} | ${r.p97_5} | ${r.p99} | ${errorsCell(r)} |`);
  }
  console.log('');
  for (const r of report.rows) {
    if ('failed' in r || r.listLength === 1) continue;
    const rounds = r.sent / r.listLength;
    const repeat = rounds > 1 ? `, so it went ${rounds.toFixed(1)} times round the list` : '';
    console.log(`${r.label}: ${thousands(r.sent)} paths handed out${repeat}`);
  }
  for (const section of report.sections) console.log(`\n${section}`);
}
