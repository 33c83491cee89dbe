// The shop as the soak runs it: built, on its database, with test payments, the demo catalogue, the soak's admin and
// TRUST_PROXY=127.0.0.1 (each virtual shopper sends its own X-Forwarded-For), metrics behind the soak's token, its
// data folder made for the run.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startShop, stop } from '../bench-processes.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, BASE, PORT } from './config.ts';
import { METRICS_TOKEN } from './shop-metrics.ts';

export async function startSoakShop(
  dbUrl: string,
): Promise<{ shop: ChildProcess; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tressa-soak-'));
  const shop = await startShop(
    PORT,
    {
      DATA_DIR: dataDir,
      DATABASE_URL: dbUrl,
      PUBLIC_URL: BASE,
      TRUST_PROXY: '127.0.0.1',
      SEED_DEMO: 'on',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      // The progress lines read the event loop's delay and the caches' bytes from its metrics (shop-metrics.ts).
      METRICS_TOKEN,
    },
    { built: true },
  );
  return {
    shop,
    close: async () => {
      await stop(shop);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
