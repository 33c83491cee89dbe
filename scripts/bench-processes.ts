// For the benches (bench-catalog, bench-sign-in-flood): the child processes they run (the shop, the bare
// baseline route, the seed script), and the products' variants as the shop they started answers them.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, openSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Lookup, ProductWithVariants } from '#shared/contract/catalog.ts';

/**
 * Runs `script` with tsx (or with `loader` flags). `SHOP_CPU_PROF=<dir>`: writes a V8 CPU profile of it there when it exits (open it in
 * Chrome's DevTools), to see where a soak or benchmark spends the shop's time. `SHOP_LOG=<file>`: appends what it
 * logs (JSON lines, warnings and errors for the shop) to that file, to read what a 500 was; otherwise it is dropped.
 */
export function spawnTsx(
  script: string,
  env: Record<string, string>,
  loader: string[] = ['--import', 'tsx'],
): ChildProcess {
  const prof = process.env.SHOP_CPU_PROF;
  const profile = prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`] : [];
  const logFile = process.env.SHOP_LOG;
  return spawn(process.execPath, [...profile, ...loader, script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', logFile ? openSync(logFile, 'a') : 'ignore', 'inherit'],
  });
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(force);
}

/** Waits until `url` answers 2xx; fails at once if the process exits first. */
export async function waitUntilUp(
  child: ChildProcess,
  url: string,
  what: string,
  seconds = 60,
): Promise<void> {
  for (let i = 0; i < seconds * 4; i++) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before answering`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await sleep(250);
  }
  await stop(child);
  throw new Error(`${what} did not answer ${url} within ${seconds} s`);
}

const BUILT_SERVER = 'dist/server/main.js';

/** Runs a built script with node, as `npm run serve` does; profiled and logged as spawnTsx says. */
function spawnBuilt(script: string, env: Record<string, string>): ChildProcess {
  if (!existsSync(script)) throw new Error(`${script} is missing: run npm run build first`);
  return spawnTsx(script, env, []);
}

/**
 * The shop on `port` as in production, with test payments; waits until it answers. `built`: the server as
 * `npm start` runs it (dist/, made by npm run build), for the runs that measure the whole shop (the soak);
 * otherwise from its sources with tsx.
 */
export async function startShop(
  port: number,
  env: Record<string, string>,
  opts: { built?: boolean } = {},
): Promise<ChildProcess> {
  const shopEnv = {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    PAYMENTS: 'test',
  };
  const child = opts.built ? spawnBuilt(BUILT_SERVER, shopEnv) : spawnTsx('src/server/main.ts', shopEnv);
  await waitUntilUp(child, `http://127.0.0.1:${port}/api/health`, 'the shop');
  return child;
}

/** `npm run seed` into the database `env` names; returns how long it took, in seconds. */
export function seed(env: Record<string, string>, products: number): number {
  const started = Date.now();
  execFileSync('npx', ['tsx', 'scripts/seed.ts', '--products', String(products)], {
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  return (Date.now() - started) / 1000;
}
export function spawnNode(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * The products `ids` names, with their variants (listings carry only a summary of them), from the lookup the cart
 * refreshes with: at most 100 ids a request, read afresh (listings may be served from a cache for a few seconds).
 * In no particular order; an id the shop does not know is left out.
 */
export async function lookupProducts(base: string, ids: readonly string[]): Promise<ProductWithVariants[]> {
  const found: ProductWithVariants[] = [];
  for (let i = 0; i < ids.length; i += 100) {
    const res = await fetch(
      `${base}/api/products/lookup?ids=${encodeURIComponent(ids.slice(i, i + 100).join(','))}`,
    );
    if (!res.ok) throw new Error(`GET /api/products/lookup answered ${res.status}`);
    found.push(...((await res.json()) as Lookup).items);
  }
  return found;
}
