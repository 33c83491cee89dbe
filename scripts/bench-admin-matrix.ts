// npm run bench:admin-matrix — the admin's product form at its largest (issue 31: the owner edits many variants at
// once, "with the keyboard and on a phone"): the product of 2,048 variants (big-product-fixture.ts) beside the demo
// product with the most variants (63), on the built shop, in Chromium at full speed and with its CPU slowed 4× (a
// mid-range phone, as Lighthouse's mobile profile assumes). For each: how long the edit page takes from navigation
// to its variant rows drawn (the first page of them, matrix-pager.tsx); and, by the browser's Event Timing (input delay + handlers + the next paint, what INP
// measures), one keystroke in a row's stock, "Select all variants", and "Apply to selected" setting every row's
// stock; then how long Save Changes takes until the shop says it saved. Median of BENCH_RUNS (default 3) page loads.
// Needs `npm run build` first and Chromium (CHROME_PATH, default /usr/bin/chromium). Figures only: no goal is set
// in the issue for the admin, so it never fails on them.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { MATRIX_PAGE_ROWS } from '#web/features/admin/components/matrix-pager.tsx';
import { startShop, stop } from './bench-processes.ts';
import { bigProduct, demoBaseline, freePort, seedBigProduct } from './big-product-fixture.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ADMIN = { email: 'bench-admin@tressa.local', password: 'bench-admin-password' };

type Sample = Record<string, number>;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? Number.NaN;

/** The longest interaction the page's Event Timing saw since `since` (performance.now() in the page), in ms. */
async function longestEventSince(page: Page, since: number): Promise<number> {
  return page.evaluate((t0) => {
    const seen = (window as unknown as { __events: PerformanceEventTiming[] }).__events;
    return Math.max(0, ...seen.filter((e) => e.startTime >= t0).map((e) => e.duration));
  }, since);
}

const now = (page: Page) => page.evaluate(() => performance.now());

async function oneRun(browser: Browser, base: string, id: string, rows: number, slowdown: number) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  // At 2,048 rows a step took over a minute with the CPU slowed (before the matrix was paged).
  page.setDefaultTimeout(300_000);
  try {
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: ADMIN,
      headers: { origin: base },
    });
    if (!signIn.ok()) throw new Error(`admin sign-in answered ${signIn.status()}`);
    await page.addInitScript(() => {
      const events: PerformanceEntry[] = [];
      (window as unknown as { __events: PerformanceEntry[] }).__events = events;
      new PerformanceObserver((list) => events.push(...list.getEntries())).observe({
        type: 'event',
        buffered: true,
        durationThreshold: 16,
      } as PerformanceObserverInit);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const s: Sample = {};
    await page.goto(`/admin/add-product/${encodeURIComponent(id)}`);
    await page.waitForFunction(
      (n) => document.querySelectorAll('tbody tr').length >= n,
      Math.min(rows, MATRIX_PAGE_ROWS),
      {
        polling: 'raf',
        timeout: 120_000,
      },
    );
    s.open = await now(page);

    const total = page.getByText(/^Total stock: /);
    const firstStock = page.getByLabel(/^Stock, /).first();
    await firstStock.fill('');
    const before = await total.textContent();
    let t0 = await now(page);
    await firstStock.press('9');
    await page.waitForFunction((text) => !document.body.innerText.includes(text ?? ''), before);
    s.keystroke = await longestEventSince(page, t0);

    await page.getByLabel('Change', { exact: true }).selectOption('setStock');
    await page.getByLabel('Amount', { exact: true }).fill('6');
    t0 = await now(page);
    await page.getByLabel('Select all variants').click();
    await page.getByText(`${rows} variants selected`).waitFor();
    s.selectAll = await longestEventSince(page, t0);

    t0 = await now(page);
    await page.getByRole('button', { name: 'Apply to selected' }).click();
    await page.getByText(`Total stock: ${(rows * 6).toLocaleString('en-GB')}`).waitFor();
    s.apply = await longestEventSince(page, t0);

    t0 = await now(page);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Product Updated Successfully').waitFor({ timeout: 120_000 });
    s.save = (await now(page)) - t0;
    return s;
  } finally {
    await context.close();
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tressa-admin-matrix-'));
  try {
    const bigId = await seedBigProduct(dataDir);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const shop = await startShop(
      port,
      { DATA_DIR: dataDir, PUBLIC_URL: base, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
      { built: true },
    );
    const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
    try {
      const demo = await demoBaseline(base);
      const big = bigProduct();
      const products = [
        { label: `${big.name} (${big.variants.length})`, id: bigId, rows: big.variants.length },
        {
          label: `${demo.label.replace(' (demo)', '')} (demo, ${demo.count})`,
          id: demo.id,
          rows: demo.count,
        },
      ];
      const figures: Record<string, string[]> = {};
      for (const slowdown of [1, 4]) {
        for (const p of products) {
          const runs: Sample[] = [];
          for (let i = 0; i < RUNS; i++) runs.push(await oneRun(browser, base, p.id, p.rows, slowdown));
          for (const k of Object.keys(runs[0] ?? {})) {
            const row = `${k}, CPU ${slowdown}×`;
            figures[row] ??= [];
            figures[row].push(`${Math.round(median(runs.map((r) => r[k] ?? Number.NaN)))} ms`);
          }
        }
      }
      console.log(`\nBuilt shop, PGlite, Chromium at 390 × 844, median of ${RUNS} page loads a figure`);
      console.log('open: navigation → the rows drawn; keystroke, selectAll, apply: Event Timing duration');
      console.log('(input delay + handlers + next paint; 0 = under 16 ms); save: click → "saved"\n');
      console.log(`| figure | ${products.map((p) => p.label).join(' | ')} |\n|---|---:|---:|`);
      for (const [k, v] of Object.entries(figures)) console.log(`| ${k} | ${v.join(' | ')} |`);
    } finally {
      await browser.close();
      await stop(shop);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
