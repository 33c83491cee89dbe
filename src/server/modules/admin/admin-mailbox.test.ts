import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/db/schema.ts';
import { signedInAdmin } from '#server/testing/admin-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { markFailed } from '../mail/delivery.ts';
import { enqueueMail } from '../mail/outbox.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  // The worker runs, writing .eml files to a folder of its own, so a retried message really goes out.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tressa-mailbox-'));
  t = await createTestApp({ mailWorker: true, env: { DATA_DIR: dataDir } });
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

async function failedMail(subject: string) {
  const { id } = await enqueueMail(t.db, {
    to: 'a@example.com',
    subject,
    text: `Body of ${subject}`,
    kind: 'test',
  });
  // Claimed by nobody, given up on: as the worker leaves a message after its last attempt.
  await t.db
    .update(mailOutbox)
    .set({ nextAttemptAt: new Date(Date.now() + 3_600_000) })
    .where(eq(mailOutbox.id, id));
  await markFailed(t.db, id, { error: 'connect ECONNREFUSED 127.0.0.1:2525', giveUp: true, retryInMs: 0 });
  return id;
}

describe('the mailbox', () => {
  it('lists the outbox newest first, with status and error, and filters by status', async () => {
    const failed = await failedMail('Failed one');
    const { id: queued } = await enqueueMail(t.db, {
      to: 'b@example.com',
      subject: 'Queued later',
      text: 'Hello',
      html: '<p>Hello</p>',
      kind: 'order-status',
    });
    await t.db
      .update(mailOutbox)
      .set({ createdAt: new Date(Date.now() + 60_000), nextAttemptAt: new Date(Date.now() + 3_600_000) })
      .where(eq(mailOutbox.id, queued));

    const list = (await admin.get('/api/admin/mail?perPage=100')).json();
    expect(list.items[0]).toMatchObject({
      id: queued,
      to: 'b@example.com',
      status: 'pending',
      kind: 'order-status',
    });
    expect(list.items.find((m: { id: string }) => m.id === failed)).toMatchObject({
      status: 'failed',
      lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
      attempts: 1,
    });
    const onlyFailed = (await admin.get('/api/admin/mail?status=failed')).json();
    expect(onlyFailed.items.every((m: { status: string }) => m.status === 'failed')).toBe(true);
    expect(onlyFailed.total).toBeGreaterThanOrEqual(1);
    const page = (await admin.get('/api/admin/mail?perPage=1&page=1')).json();
    expect(page).toMatchObject({ perPage: 1, page: 1, items: [{ id: queued }] });
    expect((await admin.get('/api/admin/mail?status=lost')).statusCode).toBe(400);
  });

  it('shows one message with its content', async () => {
    const id = await failedMail('With content');
    const res = await admin.get(`/api/admin/mail/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      subject: 'With content',
      text: 'Body of With content',
      html: null,
    });
    expect((await admin.get('/api/admin/mail/nope')).statusCode).toBe(404);
  });

  it('sends a failed message again: back in the queue, due now, and the worker delivers it', async () => {
    const id = await failedMail('Retry me');
    const res = await admin.post(`/api/admin/mail/${id}/retry`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'pending', attempts: 0 });
    await expect
      .poll(async () => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]?.status, {
        timeout: 10_000,
      })
      .toBe('sent');
  });

  it('refuses to retry a message that has not failed, or does not exist', async () => {
    const { id } = await enqueueMail(t.db, {
      to: 'c@example.com',
      subject: 'Fine',
      text: 'ok',
      kind: 'test',
    });
    const res = await admin.post(`/api/admin/mail/${id}/retry`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Only a failed message can be sent again.');
    expect((await admin.post('/api/admin/mail/nope/retry')).statusCode).toBe(404);
  });
});
