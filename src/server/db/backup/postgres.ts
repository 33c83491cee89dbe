// Backing up PostgreSQL: pg_dump's custom format, restored with pg_restore through psql in one transaction.
import { spawn } from 'node:child_process';
import pg from 'pg';
import { describeSummary, type RestoreResult, type Summary, summarise, USER_SCHEMAS } from './contents.ts';
import { BackupError } from './refusal.ts';
import { describeTarget } from './target.ts';

/** The URL without its password (which goes to the tools as PGPASSWORD, never onto a command line). */
function libpqConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env, PGCONNECT_TIMEOUT: '10' };
  if (password) env.PGPASSWORD = password;
  return { dbname: url.toString(), env };
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (err) {
    throw new BackupError(`Could not connect to the database (DATABASE_URL): ${(err as Error).message}`);
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

type Run = { code: number | null; stdout: string; stderr: string };

function run(
  command: string,
  args: string[],
  opts: { env?: NodeJS.ProcessEnv; stdin?: (stdin: NodeJS.WritableStream) => void } = {},
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: opts.env ?? process.env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    child.on('error', (err: NodeJS.ErrnoException) => {
      reject(
        err.code === 'ENOENT'
          ? new BackupError(
              `${command} is not installed. Backing up and restoring PostgreSQL uses PostgreSQL's own tools: ` +
                'install its client programs of the same major version as the server ' +
                '(Debian/Ubuntu: sudo apt-get install postgresql-client; macOS: brew install libpq).',
            )
          : err,
      );
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    // A tool that stops early (an error) closes its input; its exit code says why.
    child.stdin.on('error', () => {});
    if (opts.stdin) opts.stdin(child.stdin);
    else child.stdin.end();
  });
}

async function toolMajor(tool: string): Promise<number> {
  const { stdout } = await run(tool, ['--version']);
  const major = /\b(\d+)(?:\.\d+)?/.exec(stdout.replace(/^[^)]*\)/, ''))?.[1];
  return Number(major ?? Number.NaN);
}

async function serverMajor(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ v: string }>('SHOW server_version_num');
  return Math.floor(Number(rows[0]?.v) / 10_000);
}

export async function backupPostgres(databaseUrl: string, outFile: string): Promise<Summary> {
  const { summary, server } = await withClient(databaseUrl, async (client) => ({
    summary: await summarise((text) => client.query(text)),
    server: await serverMajor(client),
  }));
  if (summary.tables === 0)
    throw new BackupError(
      `There is nothing to back up in ${describeTarget({ kind: 'postgres', databaseUrl })}`,
    );
  const tool = await toolMajor('pg_dump');
  if (tool < server) {
    throw new BackupError(
      `pg_dump is version ${tool} but the server is PostgreSQL ${server}; pg_dump must be at least the server's ` +
        `version. Install postgresql-client-${server}.`,
    );
  }
  const { dbname, env } = libpqConnection(databaseUrl);
  // Custom format: compressed, and pg_restore can restore it whole or in part. A consistent snapshot, so the
  // shop may keep running.
  const dumped = await run(
    'pg_dump',
    ['--format=custom', '--no-password', `--file=${outFile}`, `--dbname=${dbname}`],
    {
      env,
    },
  );
  if (dumped.code !== 0) throw new BackupError(`pg_dump failed: ${dumped.stderr.trim()}`);
  return summary;
}

// Replaces everything the database holds (with --force), in the same transaction as the restore that follows.
const EMPTY_THE_DATABASE = `
DO $$
DECLARE s text;
BEGIN
  FOR s IN SELECT n.nspname FROM pg_namespace n WHERE ${USER_SCHEMAS} LOOP
    EXECUTE format('DROP SCHEMA %I CASCADE', s);
  END LOOP;
END $$;
CREATE SCHEMA public;
`;

/** How long restore waits for connections that are closing (10 × 200 ms). */
const LINGER_CHECKS = 10;
const LINGER_CHECK_MS = 200;

export async function restorePostgres(
  file: string,
  databaseUrl: string,
  force: boolean,
): Promise<Omit<RestoreResult, 'ms'>> {
  const where = describeTarget({ kind: 'postgres', databaseUrl });
  const { others, replaced } = await withClient(databaseUrl, async (client) => {
    const count = async () =>
      (
        await client.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
        )
      ).rows[0]?.n ?? 0;
    // A client that has just disconnected (the shop stopped a moment ago) keeps its server process for a few
    // milliseconds more: only connections still there after a short wait are refused.
    let n = await count();
    for (let tries = 0; n > 0 && tries < LINGER_CHECKS; tries++) {
      await new Promise((resolve) => setTimeout(resolve, LINGER_CHECK_MS));
      n = await count();
    }
    const s = await summarise((text) => client.query(text));
    return { others: n, replaced: s.tables > 0 ? s : undefined };
  });
  if (others > 0) {
    throw new BackupError(
      `${where} has ${others} other connection(s), probably the shop: stop every instance of the shop ` +
        '(and any other client of this database), then restore again.',
    );
  }
  if (replaced && !force) {
    throw new BackupError(
      `${where} is not empty (${describeSummary(replaced)}). Restore into an empty database ` +
        '(createdb a new one and point DATABASE_URL at it), or add --force to replace everything in this one.',
    );
  }
  const { dbname, env } = libpqConnection(databaseUrl);
  const listed = await run('pg_restore', ['--list', file]);
  if (listed.code !== 0)
    throw new BackupError(`${file} is not a readable pg_dump file: ${listed.stderr.trim()}`);
  // pg_restore turns the dump into SQL; psql runs it, after emptying the database with --force, as one
  // transaction: a restore that fails changes nothing. Objects belong to whoever restores (--no-owner), so a
  // backup restores onto another server or role.
  const sqlFromDump = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', file], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let dumpErrors = '';
  sqlFromDump.stderr.on('data', (d: Buffer) => {
    dumpErrors += d.toString();
  });
  const dumpExit = new Promise<number | null>((resolve) => sqlFromDump.on('close', resolve));
  const applied = await run(
    'psql',
    [
      '--no-psqlrc',
      '--quiet',
      '--no-password',
      '--set=ON_ERROR_STOP=1',
      '--single-transaction',
      '--file=-',
      `--dbname=${dbname}`,
    ],
    {
      env,
      stdin: (stdin) => {
        if (replaced) stdin.write(EMPTY_THE_DATABASE);
        sqlFromDump.stdout.pipe(stdin);
      },
    },
  );
  const dumpCode = await dumpExit;
  if (applied.code !== 0) {
    throw new BackupError(`The restore failed and changed nothing in ${where}: ${applied.stderr.trim()}`);
  }
  if (dumpCode !== 0) throw new BackupError(`pg_restore failed: ${dumpErrors.trim()}`);
  const summary = await withClient(databaseUrl, async (client) => {
    // pg_restore brings no planner statistics; the shop's queries want them from the first request.
    await client.query('ANALYZE');
    return summarise((text) => client.query(text));
  });
  return { summary, replaced };
}
