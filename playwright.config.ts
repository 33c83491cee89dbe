import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './e2e/settings.ts';

// Journeys run in Debian's Chromium; Playwright never downloads a browser of its own.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium was not found at ${chromiumPath}. Install it with "sudo apt-get install -y chromium" ` +
      '(or set CHROMIUM_PATH to a Chromium binary), then run the tests again.',
  );
}

const port = Number(process.env.E2E_PORT ?? 3210);
// A fresh embedded database per run, seeded with the demo catalogue by the server itself. Kept in the
// environment so the workers (which load this file again) see the same folder, where the e-mails land too.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'tressa-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: 'e2e',
  // Whole journeys (register → reset by e-mail → sign in) on a 2-core machine beside the server.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert: /@phone/ },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@phone/ },
  ],
  webServer: {
    // The built server, as `npm run serve` runs it (npm test builds before the journeys; on their own, build first).
    command: 'node dist/server/main.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      ADMIN_EMAIL: E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      DEMO_LOGIN: 'off',
      // The server runs as in production (NODE_ENV unset means production), where test cards must be asked for.
      PAYMENTS: 'test',
      // The journeys' requests carry their own X-Forwarded-For (e2e/fixtures.ts), as if through a proxy here.
      TRUST_PROXY: '127.0.0.1',
    },
  },
});
