import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { authClient } from '../../testing/auth-client.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { DEMO_EMAIL, ensureAdmin } from './bootstrap.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { DEMO_LOGIN: 'on', ADMIN_EMAIL: 'Owner@Tressa.test' } });
});
afterAll(() => t.close());

const roleOf = async (email: string) =>
  (await t.db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role;

describe('the admin account', () => {
  it('without ADMIN_PASSWORD and no admin yet, is made once with a random password printed once', async () => {
    const warnings: string[] = [];
    const log = { info: () => {}, warn: (m: string) => warnings.push(m) };
    await ensureAdmin(t.app.services.auth, t.db, { email: t.config.auth.adminEmail, log });
    expect(warnings).toHaveLength(1);
    const password = warnings[0]?.match(/password (\S+) /)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(12);
    const admin = authClient(t);
    expect((await admin.signIn('owner@tressa.test', password)).statusCode).toBe(200);
    expect((await admin.me()).json().user.role).toBe('admin');

    await ensureAdmin(t.app.services.auth, t.db, { email: t.config.auth.adminEmail, log });
    expect(warnings).toHaveLength(1); // an admin exists: nothing new, nothing printed
  });

  it('with ADMIN_PASSWORD, has exactly that password and the admin role', async () => {
    const log = { info: () => {}, warn: () => {} };
    await ensureAdmin(t.app.services.auth, t.db, {
      email: t.config.auth.adminEmail,
      password: 'chosen-pass-9',
      log,
    });
    expect((await authClient(t).signIn('owner@tressa.test', 'chosen-pass-9')).statusCode).toBe(200);
    expect(await roleOf('owner@tressa.test')).toBe('admin');
  });

  it('is the role of whoever registers with the admin e-mail; everyone else is a customer', async () => {
    const t2 = await createTestApp({ env: { ADMIN_EMAIL: 'boss@tressa.test' } });
    try {
      await authClient(t2).signUp('Boss@Tressa.test', 'boss-pass-123');
      await authClient(t2).signUp('someone@example.com', 'someone-pass-1');
      const rows = await t2.db
        .select({ email: users.email, role: users.role })
        .from(users)
        .orderBy(users.email);
      expect(rows).toEqual([
        { email: 'boss@tressa.test', role: 'admin' },
        { email: 'someone@example.com', role: 'user' },
      ]);
    } finally {
      await t2.close();
    }
  });
});

describe('demo login (DEMO_LOGIN=on)', () => {
  it('signs in the shared demo customer', async () => {
    const c = authClient(t);
    const res = await c.post('/api/demo-login');
    expect(res.statusCode).toBe(200);
    expect((await c.me()).json().user).toMatchObject({ email: DEMO_EMAIL, role: 'user' });
    // A second visitor gets the same account.
    const other = authClient(t);
    await other.post('/api/demo-login');
    expect((await other.me()).json().user.email).toBe(DEMO_EMAIL);
  });
});
