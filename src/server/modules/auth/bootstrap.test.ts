import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import { authClient } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { createAuth } from './auth.ts';
import { bootstrapAdmin, DEMO_EMAIL } from './bootstrap.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { DEMO_LOGIN: 'on', ADMIN_EMAIL: 'Owner@Tressa.test' } });
});
afterAll(() => t.close());

const roleOf = async (email: string, app = t) =>
  (await app.db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role;

function recorder() {
  const warnings: string[] = [];
  const log = { info: () => {}, warn: (m: string) => warnings.push(m) };
  const printedPassword = () =>
    warnings.map((w) => w.match(/with the password (\S+) /)?.[1]).find(Boolean) ?? '';
  return { warnings, log, printedPassword };
}

describe('the admin account', () => {
  it('without ADMIN_PASSWORD and no admin yet, is made once with a random password printed once', async () => {
    const { warnings, log, printedPassword } = recorder();
    await bootstrapAdmin(t.app.services.auth, t.database, { email: t.config.auth.adminEmail, log });
    expect(warnings).toHaveLength(1);
    const password = printedPassword();
    expect(password.length).toBeGreaterThanOrEqual(12);
    const admin = authClient(t);
    expect((await admin.signIn('owner@tressa.test', password)).statusCode).toBe(200);
    expect((await admin.me()).json().user.role).toBe('admin');

    await bootstrapAdmin(t.app.services.auth, t.database, { email: t.config.auth.adminEmail, log });
    expect(warnings).toHaveLength(1); // the admin exists: nothing new, nothing printed
    expect((await admin.me()).json().user.role).toBe('admin'); // and its session goes on
  });

  it('with ADMIN_PASSWORD, has exactly that password and the admin role', async () => {
    const { log } = recorder();
    await bootstrapAdmin(t.app.services.auth, t.database, {
      email: t.config.auth.adminEmail,
      password: 'chosen-pass-9',
      log,
    });
    expect((await authClient(t).signIn('owner@tressa.test', 'chosen-pass-9')).statusCode).toBe(200);
    expect(await roleOf('owner@tressa.test')).toBe('admin');
  });
});

describe('nobody becomes the admin by registering', () => {
  it('a sign-up with ADMIN_EMAIL (or asking for the role) is an ordinary customer', async () => {
    const t2 = await createTestApp({ env: { ADMIN_EMAIL: 'boss@tressa.test' } });
    try {
      const c = authClient(t2);
      const res = await c.post('/api/auth/sign-up/email', {
        email: 'Boss@Tressa.test',
        password: 'boss-pass-123',
        name: 'Boss',
        role: 'admin',
      });
      expect([200, 400]).toContain(res.statusCode);
      if (res.statusCode === 200) expect((await c.me()).json().user.role).toBe('user');
      await authClient(t2).signUp('someone@example.com', 'someone-pass-1');
      const rows = await t2.db.select({ role: users.role }).from(users);
      expect(rows.every((r) => r.role === 'user')).toBe(true);
      expect((await c.get('/api/admin/summary')).statusCode).not.toBe(200);
    } finally {
      await t2.close();
    }
  });

  it('when ADMIN_EMAIL changes to an address a stranger registered, the stranger loses it and the old admin steps down', async () => {
    const t2 = await createTestApp({ env: { ADMIN_EMAIL: 'first@tressa.test' } });
    try {
      const quiet = recorder().log;
      await bootstrapAdmin(t2.app.services.auth, t2.database, {
        email: 'first@tressa.test',
        password: 'first-pass-123',
        log: quiet,
      });
      const oldAdmin = authClient(t2);
      expect((await oldAdmin.signIn('first@tressa.test', 'first-pass-123')).statusCode).toBe(200);
      // The setting is about to change; a stranger registers the new address first.
      const stranger = authClient(t2);
      stranger.ip = '198.51.100.66';
      expect((await stranger.signUp('next@tressa.test', 'stranger-pass-1')).statusCode).toBe(200);
      expect((await stranger.me()).json().user.role).toBe('user');

      const { log, printedPassword } = recorder();
      await bootstrapAdmin(t2.app.services.auth, t2.database, { email: 'next@tressa.test', log });
      expect(await roleOf('next@tressa.test', t2)).toBe('admin');
      expect(await roleOf('first@tressa.test', t2)).toBe('user');
      // The stranger's session and password are gone; the printed password is the way in.
      expect((await stranger.me()).json().user).toBeNull();
      expect((await authClient(t2).signIn('next@tressa.test', 'stranger-pass-1')).statusCode).toBe(401);
      const owner = authClient(t2);
      expect((await owner.signIn('next@tressa.test', printedPassword())).statusCode).toBe(200);
      expect((await owner.me()).json().user.role).toBe('admin');
      expect((await oldAdmin.me()).json().user).toBeNull();
    } finally {
      await t2.close();
    }
  });

  it('two instances starting together make exactly one admin, with one password printed', async () => {
    const t2 = await createTestApp({ env: { ADMIN_EMAIL: 'twice@tressa.test' } });
    const second = await t2.database.connectAgain();
    try {
      const auth2 = createAuth({
        db: second.db,
        config: t2.config,
        settings: () => t2.app.services.settings.values,
        secret: 'a-second-instance-secret-of-32-chars!',
      });
      const { warnings, log } = recorder();
      await Promise.all([
        bootstrapAdmin(t2.app.services.auth, t2.database, { email: 'twice@tressa.test', log }),
        bootstrapAdmin(auth2, second, { email: 'twice@tressa.test', log }),
      ]);
      const admins = await t2.db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
      expect(admins).toEqual([{ email: 'twice@tressa.test' }]);
      expect(warnings.filter((w) => w.includes('with the password'))).toHaveLength(1);
    } finally {
      await second.close();
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
