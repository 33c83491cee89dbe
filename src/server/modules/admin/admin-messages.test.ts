import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '#server/db/schema.ts';
import { signedInAdmin } from '#server/testing/admin-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  // Two real messages and one the honeypot caught, a minute apart, oldest first.
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  await t.db.insert(contactMessages).values([
    { name: 'Ada', email: 'ada@example.com', subject: 'Lace colour', message: 'Is it HD?', createdAt: at(3) },
    {
      name: 'Bot',
      email: 'bot@spam.test',
      subject: 'Cheap pills',
      message: 'Buy',
      spam: true,
      createdAt: at(2),
    },
    {
      name: 'Bea',
      email: 'bea@example.com',
      subject: 'Returns',
      message: 'How do I\nreturn?',
      createdAt: at(1),
    },
  ]);
});
afterAll(() => t.close());

const list = async (query = '') => {
  const res = await admin.get(`/api/admin/messages${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { items: { id: string; subject: string; message: string }[]; total: number };
};

describe('GET /api/admin/messages', () => {
  it('lists the inbox newest first, without the spam', async () => {
    const inbox = await list();
    expect(inbox.total).toBe(2);
    expect(inbox.items.map((m) => m.subject)).toEqual(['Returns', 'Lace colour']);
    expect(inbox.items[0]?.message).toBe('How do I\nreturn?');
  });

  it('lists the spam apart, and pages', async () => {
    expect((await list('?spam=true')).items.map((m) => m.subject)).toEqual(['Cheap pills']);
    const second = await list('?perPage=1&page=2');
    expect(second).toMatchObject({ total: 2, page: 2, perPage: 1 });
    expect(second.items.map((m) => m.subject)).toEqual(['Lace colour']);
  });

  it('refuses a bad query with a 400', async () => {
    for (const query of ['?spam=maybe', '?page=0', '?perPage=101']) {
      const res = await admin.get(`/api/admin/messages${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('bad_request');
    }
  });
});

describe('PATCH /api/admin/messages/:id', () => {
  it('moves a message to the spam and back', async () => {
    const [bea] = (await list()).items;
    expect((await admin.request('PATCH', `/api/admin/messages/${bea?.id}`, { spam: true })).statusCode).toBe(
      204,
    );
    expect((await list('?spam=true')).items.map((m) => m.subject)).toContain('Returns');
    expect((await list()).items.map((m) => m.subject)).toEqual(['Lace colour']);
    expect((await admin.request('PATCH', `/api/admin/messages/${bea?.id}`, { spam: false })).statusCode).toBe(
      204,
    );
    expect((await list()).total).toBe(2);
  });

  it('answers 404 for an unknown message and 400 for a body without a verdict, changing nothing', async () => {
    expect((await admin.request('PATCH', '/api/admin/messages/nope', { spam: true })).statusCode).toBe(404);
    const [first] = (await list()).items;
    expect(
      (await admin.request('PATCH', `/api/admin/messages/${first?.id}`, { spam: 'yes' })).statusCode,
    ).toBe(400);
    expect((await list()).total).toBe(2);
  });
});
