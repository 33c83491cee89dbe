import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '../../..');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

/**
 * The shop as a child process, `npm run serve` as an operator runs it, on the given database and mail server, a
 * free port and a temporary data folder: started, killed (SIGKILL) and started again as often as the test likes.
 * `output` keeps the last 200 kB it printed, over all its starts.
 */
export async function crashShop({ databaseUrl, smtpPort }: { databaseUrl: string; smtpPort: number }) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tressa-crash-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let output = '';

  function spawnShop() {
    // Run from the data folder: no developer's .env and no storefront build of the checkout is picked up.
    const tsx = pathToFileURL(path.join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;
    return spawn(process.execPath, ['--import', tsx, path.join(ROOT, 'src/server/main.ts')], {
      cwd: dataDir,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        DATABASE_URL: databaseUrl,
        DATABASE_POOL_SIZE: '10',
        DATA_DIR: dataDir,
        SEED_DEMO: 'off',
        PAYMENTS: 'test',
        ADMIN_PASSWORD: 'admin-pass-123',
        LOG_LEVEL: 'warn',
        // The shoppers' own addresses (the rate limits count per address), through one trusted hop.
        TRUST_PROXY: '1',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        ORDER_HOLD_MINUTES: '1',
        PAYMENT_RECONCILE_SECONDS: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  }

  return {
    base,
    get output() {
      return output;
    },
    /** Starts the shop and waits (up to a minute) until its health check answers. */
    async start() {
      const proc = spawnShop();
      child = proc;
      const keep = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-200_000);
      };
      proc.stdout?.on('data', keep);
      proc.stderr?.on('data', keep);
      for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
        if (proc.exitCode !== null)
          throw new Error(`the shop exited (${proc.exitCode}):\n${output.slice(-3000)}`);
        try {
          if ((await fetch(`${base}/api/health`)).ok) return;
        } catch {
          // not listening yet
        }
        await sleep(50);
      }
      throw new Error(`the shop did not start:\n${output.slice(-3000)}`);
    },
    /** SIGKILL, and wait until it is gone. */
    async kill() {
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGKILL');
      await exited;
    },
    /** Kills the shop if it is up and removes its data folder. */
    async close() {
      child?.kill('SIGKILL');
      child = null;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type CrashShop = Awaited<ReturnType<typeof crashShop>>;
