// npm run test:install (part of npm test, after the build): the shop as an operator installs it for production.
// The built dist/ with package.json, package-lock.json and .npmrc is copied into an empty folder, installed with
// `npm ci --omit=dev`, and must then: hold no test runner, bundler or TypeScript loader; start with `npm run serve`
// and answer; back up with `npm run backup`; restore that backup into an empty data folder with `npm run restore`;
// and start again on the restored database, where the admin made at the first start can sign in (decision 024).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { waitUntilUp } from './bench-processes.ts';

// What a production install must not carry: the tools that build and test the shop.
const DEV_ONLY = [
  'vitest',
  'vite',
  'tsx',
  'typescript',
  'esbuild',
  'drizzle-kit',
  '@playwright/test',
  'playwright-core',
  '@stryker-mutator/core',
  '@biomejs/biome',
  'lighthouse',
  'jsdom',
];
const PORT = Number(process.env.INSTALL_CHECK_PORT ?? 3299);
const ADMIN = { email: 'owner@install-check.test', password: 'install-check-Passw0rd!' };

if (!existsSync('dist/server/main.js') || !existsSync('dist/server/backup.js')) {
  console.error('test:install needs the built shop: run `npm run build` first.');
  process.exit(2);
}

const folder = mkdtempSync(path.join(os.tmpdir(), 'tressa-install-'));
let shop: ChildProcess | undefined;
try {
  for (const file of ['package.json', 'package-lock.json', '.npmrc', 'dist'])
    cpSync(file, path.join(folder, file), { recursive: true });

  const started = Date.now();
  npm(['ci', '--omit=dev', '--no-audit', '--no-fund'], {});
  const modules = path.join(folder, 'node_modules');
  const present = DEV_ONLY.filter((name) => existsSync(path.join(modules, name)));
  if (present.length) fail(`npm ci --omit=dev installed development tools: ${present.join(', ')}`);
  console.log(
    `npm ci --omit=dev: ${diskUsage(modules)} in node_modules, ${Math.round((Date.now() - started) / 1000)} s; ` +
      `none of ${DEV_ONLY.join(', ')}`,
  );

  const env = {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    DATA_DIR: path.join(folder, 'data'),
    DATABASE_URL: '',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    PAYMENTS: 'test',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  shop = await serve(env);
  const home = await fetch(`${env.PUBLIC_URL}/`);
  if (home.status !== 200 || !(await home.text()).includes('<div id="root">'))
    fail(`the home page answered ${home.status} without the rendered page`);
  await close(shop);
  shop = undefined;
  console.log('npm run serve: started, answered /api/health and rendered /');

  const backupFile = path.join(folder, 'shop.pglite.tar.gz');
  npm(['run', 'backup', '--', '--out', backupFile], env);
  if (!existsSync(backupFile)) fail('npm run backup wrote no file');
  const restoredEnv = { ...env, DATA_DIR: path.join(folder, 'restored') };
  npm(['run', 'restore', '--', backupFile], restoredEnv);
  shop = await serve(restoredEnv);
  const signIn = await fetch(`${env.PUBLIC_URL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: env.PUBLIC_URL },
    body: JSON.stringify(ADMIN),
  });
  if (signIn.status !== 200) fail(`the restored shop refused its admin's sign-in (${signIn.status})`);
  await close(shop);
  console.log('npm run backup and npm run restore: the restored shop started and its admin signed in');
} finally {
  if (shop) await close(shop);
  rmSync(folder, { recursive: true, force: true });
}

function npm(args: string[], env: Record<string, string>): void {
  execFileSync('npm', args, {
    cwd: folder,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function serve(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn('npm', ['run', 'serve'], {
    cwd: folder,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    // npm does not pass SIGTERM on to the shop it runs: a process group of their own lets close() end both.
    detached: true,
  });
  try {
    // The first start seeds the demo catalogue, pictures and all: on a busy 2-core machine that can take a minute.
    await waitUntilUp(child, `${env.PUBLIC_URL}/api/health`, 'npm run serve', 240);
  } catch (err) {
    await close(child);
    throw err;
  }
  return child;
}

/** Ends `npm run serve` and the shop under it, and waits until they have exited (the database is closed). */
async function close(child: ChildProcess): Promise<void> {
  if (child.pid === undefined) return;
  const group = -child.pid;
  try {
    process.kill(group, 'SIGTERM');
  } catch {
    return; // ended already
  }
  // npm may exit before the shop has closed its database: wait for the whole group.
  for (;;) {
    try {
      process.kill(group, 0);
    } catch {
      return;
    }
    await sleep(100);
  }
}

/** What `du -sh` says: the space the install takes on disk. */
function diskUsage(folder: string): string {
  return execFileSync('du', ['-sh', folder], { encoding: 'utf8' }).split('\t')[0] ?? '?';
}

function fail(message: string): never {
  throw new Error(`Production install: ${message}`);
}
