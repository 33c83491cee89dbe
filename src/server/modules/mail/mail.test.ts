import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema.ts';
import { createTestDatabase } from '#server/testing/test-database.ts';
import { enqueueMail, type OutgoingMail } from './outbox.ts';
import { closedPort, parseMail, startTestSmtpServer, type TestSmtpServer } from './testing.ts';
import { createMailTransport, type MailTransport } from './transport.ts';
import { type MailWorker, type MailWorkerOptions, startMailWorker } from './worker.ts';

const FROM = 'Tressa <no-reply@tressa.local>';
const RESET: OutgoingMail = {
  to: 'ada@example.com',
  subject: 'Reset your Tressa password',
  text: 'Hello,\n\nChoose a new password here: http://localhost:3000/reset/abc123?token=x1y2z3\n\nTressa',
  kind: 'password-reset',
};

let database: Database;
const cleanup: (() => Promise<void>)[] = [];
const logs: { level: string; obj: object; msg?: string }[] = [];
const log = {
  info: (obj: object, msg?: string) => logs.push({ level: 'info', obj, msg }),
  warn: (obj: object, msg?: string) => logs.push({ level: 'warn', obj, msg }),
  error: (obj: object, msg?: string) => logs.push({ level: 'error', obj, msg }),
};

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(mailOutbox);
  logs.length = 0;
});
afterEach(async () => {
  // Workers first, then what they send through.
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

async function smtpServer(port?: number): Promise<TestSmtpServer> {
  const server = await startTestSmtpServer(port);
  cleanup.push(() => server.close());
  return server;
}
function smtpTransport(port: number): MailTransport {
  const transport = createMailTransport({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    dataDir: '/nonexistent',
    log: () => {},
  });
  cleanup.push(() => transport.close());
  return transport;
}
// A long poll keeps the timer out of the way; tests drive runs with runOnce() unless they test the timer.
function worker(opts: Partial<MailWorkerOptions> & { transport: MailTransport }): MailWorker {
  const w = startMailWorker({ db: database.db, from: FROM, log, pollMs: 60_000, ...opts });
  cleanup.push(() => w.stop());
  return w;
}
async function row(id: string) {
  const [r] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!r) throw new Error(`no outbox row ${id}`);
  return r;
}
const makeDue = () => database.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` });
const failing = (message: string): MailTransport => ({
  kind: 'smtp',
  send: async () => {
    throw new Error(message);
  },
  close: async () => {},
});

describe('mail outbox', () => {
  it('delivers a queued message over SMTP with its content', async () => {
    const server = await smtpServer();
    const w = worker({ transport: smtpTransport(server.port) });
    const { id } = await enqueueMail(database.db, RESET);

    expect(await w.runOnce()).toBe(1);
    expect(server.received).toHaveLength(1);
    const [got] = server.received;
    expect(got?.mailFrom).toBe('no-reply@tressa.local');
    expect(got?.rcptTo).toEqual(['ada@example.com']);
    const mail = parseMail(got?.raw ?? '');
    expect(mail.headers.to).toBe('ada@example.com');
    expect(mail.headers.from).toBe(FROM);
    expect(mail.headers.subject).toBe(RESET.subject);
    expect(mail.headers['message-id']).toBe(`<${id}@tressa>`);
    expect(mail.parts[0]?.body).toContain('http://localhost:3000/reset/abc123?token=x1y2z3');
    expect(mail.parts[0]?.body.replace(/\r\n/g, '\n')).toContain(RESET.text);

    const r = await row(id);
    expect(r).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null });
    expect(r.sentAt).toBeInstanceOf(Date);
    expect(await w.runOnce()).toBe(0);
  });

  it('keeps a message while the server is down and delivers it once when it is back', async () => {
    const port = await closedPort();
    const w = worker({ transport: smtpTransport(port) });
    const { id } = await enqueueMail(database.db, RESET);

    expect(await w.runOnce()).toBe(0);
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    // The default backoff waits 5 s before the second attempt.
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 3_000);
    expect(await w.runOnce()).toBe(0); // not due yet

    const server = await smtpServer(port);
    await makeDue();
    expect(await w.runOnce()).toBe(1);
    expect(await w.runOnce()).toBe(0);
    expect(server.received).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('delivers each message exactly once when two workers run at the same time', async () => {
    const server = await smtpServer();
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++)
      ids.add((await enqueueMail(database.db, { ...RESET, subject: `Order ${i}` })).id);
    const a = worker({ transport: smtpTransport(server.port) });
    const b = worker({ transport: smtpTransport(server.port) });

    const [fromA, fromB] = await Promise.all([a.runOnce(), b.runOnce()]);
    expect((fromA ?? 0) + (fromB ?? 0)).toBe(5);
    expect(await Promise.all([a.runOnce(), b.runOnce()])).toEqual([0, 0]);
    const messageIds = server.received.map((m) => parseMail(m.raw).headers['message-id']);
    expect(messageIds.sort()).toEqual([...ids].map((id) => `<${id}@tressa>`).sort());
  });

  it('never sends a message twice when many claims race', async () => {
    // An in-memory transport makes sends instant, so the workers' claims collide as often as possible.
    const sent: string[] = [];
    const instant: MailTransport = {
      kind: 'smtp',
      send: async (m) => void sent.push(m.id),
      close: async () => {},
    };
    const rows = Array.from({ length: 40 }, (_, i) => ({ ...RESET, subject: `Order ${i}` }));
    await database.db.insert(mailOutbox).values(rows);
    const workers = Array.from({ length: 4 }, () => worker({ transport: instant, batchSize: 100 }));

    const delivered = await Promise.all(workers.flatMap((w) => [w.runOnce(), w.runOnce()]));
    expect(delivered.reduce((a, b) => a + b, 0)).toBe(40);
    expect(new Set(sent).size).toBe(40);
    expect(sent).toHaveLength(40);
  });

  it('marks a message failed after the last attempt, keeping secrets out of the error', async () => {
    const w = worker({
      transport: failing('Invalid login for smtp://shop:hunter2@mail.example.com'),
      maxAttempts: 3,
      backoff: () => 0,
    });
    const { id } = await enqueueMail(database.db, RESET);

    // Each run tries a message at most once, even when it is due again at once.
    for (const attempts of [1, 2]) {
      expect(await w.runOnce()).toBe(0);
      expect(await row(id)).toMatchObject({ status: 'pending', attempts });
    }
    expect(await w.runOnce()).toBe(0);
    const r = await row(id);
    expect(r).toMatchObject({ status: 'failed', attempts: 3 });
    expect(r.lastError).toContain('smtp://***@mail.example.com');
    expect(r.lastError).not.toContain('hunter2');
    expect(logs.filter((l) => l.level === 'error')).toHaveLength(1);
    expect(await w.runOnce()).toBe(0); // failed for good
  });

  it('queues mail inside the caller transaction, so a rollback sends nothing', async () => {
    const attempt = database.db.transaction(async (tx) => {
      await enqueueMail(tx, { ...RESET, subject: 'Rolled back' });
      throw new Error('order failed');
    });
    await expect(attempt).rejects.toThrow('order failed');
    const kept = await database.db.transaction((tx) => enqueueMail(tx, { ...RESET, subject: 'Committed' }));
    const rows = await database.db
      .select({ id: mailOutbox.id, subject: mailOutbox.subject })
      .from(mailOutbox);
    expect(rows).toEqual([{ id: kept.id, subject: 'Committed' }]);
    await expect(enqueueMail(database.db, { ...RESET, subject: 'Hi\r\nBcc: x@y.z' })).rejects.toThrow();
  });

  it('sends soon after a nudge, and stop() waits for a run in progress', async () => {
    const server = await smtpServer();
    const w = worker({ transport: smtpTransport(server.port) });
    await enqueueMail(database.db, RESET);
    w.nudge();
    w.nudge(); // debounced into one run
    for (let i = 0; i < 100 && server.received.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(server.received).toHaveLength(1);
    await w.stop(); // it would otherwise pick up the next message itself

    let release = () => {};
    const slow: MailTransport = {
      kind: 'smtp',
      send: () => new Promise<void>((resolve) => (release = resolve)),
      close: async () => {},
    };
    const w2 = worker({ transport: slow });
    const { id } = await enqueueMail(database.db, RESET);
    const run = w2.runOnce();
    while ((await row(id)).lockedUntil === null) await new Promise((r) => setTimeout(r, 5));
    let stopped = false;
    const stopping = w2.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 30));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await run).toBe(1);
    expect((await row(id)).status).toBe('sent');
  });

  it('keeps polling after a failed run instead of crashing', async () => {
    const broken = {
      select: () => {
        throw new Error('database unavailable');
      },
    } as unknown as Database['db'];
    worker({ db: broken, transport: failing('unused'), pollMs: 10 });
    for (let i = 0; i < 100 && logs.length < 3; i++) await new Promise((r) => setTimeout(r, 10));
    expect(logs.length).toBeGreaterThanOrEqual(3);
    expect(logs.every((l) => l.level === 'error' && l.msg === 'mail worker run failed')).toBe(true);
  });

  it('without SMTP writes an .eml file and logs where, never its links or tokens', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tressa-mail-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const lines: string[] = [];
    const transport = createMailTransport({ dataDir, log: (m) => lines.push(m) });
    expect(transport.kind).toBe('file');
    const w = worker({ transport });
    const text = `${RESET.text}\nOr see https://tressa.example/help.`;
    const { id } = await enqueueMail(database.db, {
      ...RESET,
      text,
      html: '<p>Choose a <b>new</b> password</p>',
    });

    expect(await w.runOnce()).toBe(1);
    const files = await readdir(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\d-${id}\\.eml$`));
    const mail = parseMail(await readFile(path.join(dataDir, 'mail', files[0] ?? ''), 'utf8'));
    expect(mail.headers).toMatchObject({ to: RESET.to, from: FROM, subject: RESET.subject });
    expect(mail.headers['message-id']).toBe(`<${id}@tressa>`);
    const plain = mail.parts.find((p) => p.type === 'text/plain');
    expect(plain?.body.replace(/\r\n/g, '\n')).toContain(text);
    expect(mail.parts.find((p) => p.type === 'text/html')?.body).toContain('<b>new</b>');

    const logged = lines.join('\n');
    expect(logged).toContain(path.join(dataDir, 'mail', files[0] ?? ''));
    expect(logged).not.toContain('x1y2z3');
    expect(logged).not.toContain('http');
    expect(logged).not.toContain(RESET.to);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
