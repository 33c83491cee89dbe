import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, sessions, users } from '#server/db/schema.ts';
import { authClient } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { disableUser } from './bootstrap.ts';
import { waitAfter } from './sign-in-throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const newEmail = () => `customer${++n}.${Date.now()}@example.com`;
const userId = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? '';

describe('registration', () => {
  it('creates a signed-in customer whose name falls back to the part before the @', async () => {
    const c = authClient(t);
    const email = newEmail();
    const res = await c.signUp(email, 'long-enough-1');
    expect(res.statusCode).toBe(200);
    const cookie = [res.headers['set-cookie']].flat().find((x) => x?.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=604800/);
    expect(cookie).not.toMatch(/Secure/); // served over http here
    const me = await c.me();
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      user: { id: await userId(email), email, name: email.split('@')[0], role: 'user' },
    });
  });

  it('refuses an e-mail already in use, and a short password, with readable messages', async () => {
    const email = newEmail();
    await authClient(t).signUp(email, 'long-enough-1');
    const again = await authClient(t).signUp(email, 'another-pass-2');
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toEqual({
      code: 'user_already_exists_use_another_email',
      message: 'An account with this e-mail already exists. Try signing in instead.',
    });
    const short = await authClient(t).signUp(newEmail(), 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.code).toBe('password_too_short');
  });
});

describe('signing in and out', () => {
  it('answers a wrong password and an unknown e-mail with the same words', async () => {
    const email = newEmail();
    await authClient(t).signUp(email, 'right-password-1');
    const wrong = await authClient(t).signIn(email, 'wrong-password-1');
    const unknown = await authClient(t).signIn(newEmail(), 'right-password-1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.message).toBe('Wrong e-mail or password.');
    const right = authClient(t);
    expect((await right.signIn(email, 'right-password-1')).statusCode).toBe(200);
    expect((await right.me()).json().user.email).toBe(email);
  });

  it('sign-out revokes the session on the server: the old cookie no longer works', async () => {
    const c = authClient(t);
    await c.signUp(newEmail(), 'long-enough-1');
    const stolen = c.cookie;
    expect((await c.signOut()).statusCode).toBe(200);
    expect((await c.me()).json().user).toBeNull();
    const replay = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: stolen } });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ user: null });
  });

  it('an expired session is signed out', async () => {
    const c = authClient(t);
    const email = newEmail();
    await c.signUp(email, 'long-enough-1');
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, await userId(email)));
    expect((await c.me()).json().user).toBeNull();
  });
});

describe('disabled accounts', () => {
  it('lose their sessions at once and cannot sign in again', async () => {
    const c = authClient(t);
    const email = newEmail();
    await c.signUp(email, 'long-enough-1');
    expect((await c.me()).statusCode).toBe(200);
    await disableUser(t.db, await userId(email));
    expect((await c.me()).json().user).toBeNull();
    const again = await authClient(t).signIn(email, 'long-enough-1');
    expect(again.statusCode).toBe(403);
    expect(again.json().error).toEqual({
      code: 'banned_user',
      message: 'This account has been disabled. Please contact the shop.',
    });
  });
});

describe('password reset through the outbox', () => {
  const resetMails = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

  it('mails a one-time link; the new password works, the old one and other sessions do not', async () => {
    const email = newEmail();
    const laptop = authClient(t);
    await laptop.signUp(email, 'old-password-1');

    const asked = await authClient(t).post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    });
    expect(asked.statusCode).toBe(200);
    const [mail] = await resetMails(email);
    expect(mail).toMatchObject({
      kind: 'password-reset',
      status: 'pending',
      subject: 'Reset your Tressa password',
    });
    const link = mail?.text.match(/http:\/\/shop\.test\/reset-password\?token=(\S+)/);
    expect(link, mail?.text).not.toBeNull();
    const token = decodeURIComponent(link?.[1] ?? '');

    const reset = await authClient(t).post('/api/auth/reset-password', {
      newPassword: 'new-password-2',
      token,
    });
    expect(reset.statusCode).toBe(200);
    expect((await laptop.me()).json().user).toBeNull(); // the reset signed out the other device
    expect((await authClient(t).signIn(email, 'old-password-1')).statusCode).toBe(401);
    expect((await authClient(t).signIn(email, 'new-password-2')).statusCode).toBe(200);

    const reused = await authClient(t).post('/api/auth/reset-password', {
      newPassword: 'third-password-3',
      token,
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('invalid_token');
  });

  it('answers the same for an address without an account, and mails nothing', async () => {
    const nobody = newEmail();
    const res = await authClient(t).post('/api/auth/request-password-reset', {
      email: nobody,
      redirectTo: '/reset-password',
    });
    expect(res.statusCode).toBe(200);
    expect(await resetMails(nobody)).toEqual([]);
  });
});

describe('sign-in throttle', () => {
  const stranger = (ip: string) => {
    const c = authClient(t);
    c.ip = ip;
    return c;
  };

  it("cannot be used to lock the owner out: after a stranger's 10 wrong passwords the owner still signs in", async () => {
    const email = newEmail();
    await authClient(t).signUp(email, 'long-enough-1');
    const attacker = stranger('198.51.100.10');
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await attacker.signIn(email, 'wrong-password-1')).statusCode);
    // Five free tries, then the stranger waits (from their own address only).
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(401));
    expect(statuses[5]).toBe(401);
    expect(statuses.slice(6)).toEqual(Array(4).fill(429));
    const owner = stranger('203.0.113.50');
    expect((await owner.signIn(email, 'long-enough-1')).statusCode).toBe(200);
  });

  it('makes the stranger wait longer after each failure past five, and says how long (Retry-After)', async () => {
    const email = newEmail();
    await authClient(t).signUp(email, 'long-enough-1');
    const attacker = stranger('198.51.100.11');
    for (let i = 0; i < 6; i++) await attacker.signIn(email, 'wrong-password-1');
    const res = await attacker.signIn(email, 'long-enough-1'); // even the right password waits its turn
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(res.json().error).toEqual({
      code: 'rate_limited',
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
    // The wait doubles with each failure: 2 s after the 6th, 4 s after the 7th … capped at 15 minutes.
    expect([6, 7, 8, 30].map((n) => waitAfter(n, 5))).toEqual([2, 4, 8, 900]);
  });

  it('stops one IP that tries many addresses, past 20 failures', async () => {
    const sprayer = stranger('198.51.100.12');
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++)
      statuses.push((await sprayer.signIn(newEmail(), 'wrong-password-1')).statusCode);
    expect(statuses.slice(0, 21)).toEqual(Array(21).fill(401));
    expect(statuses[21]).toBe(429);
  });
});

describe('reset request limits', () => {
  it('stop the 4th reset request for one address within the hour, whatever the IP', async () => {
    const email = newEmail();
    for (let i = 0; i < 3; i++) {
      const c = authClient(t);
      c.ip = `192.0.2.${10 + i}`;
      expect((await c.post('/api/auth/request-password-reset', { email })).statusCode).toBe(200);
    }
    const fourth = authClient(t);
    fourth.ip = '192.0.2.99';
    const res = await fourth.post('/api/auth/request-password-reset', { email });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
  });

  it('stop one IP after 10 reset requests within the hour, whatever the addresses', async () => {
    const c = authClient(t);
    c.ip = '192.0.2.77';
    for (let i = 0; i < 10; i++) {
      // A new address each time, so the per-address limit (3) never applies.
      expect((await c.post('/api/auth/request-password-reset', { email: newEmail() })).statusCode).toBe(200);
    }
    expect((await c.post('/api/auth/request-password-reset', { email: newEmail() })).statusCode).toBe(429);
  });
});

describe('demo login', () => {
  it('is off unless DEMO_LOGIN=on', async () => {
    const res = await authClient(t).post('/api/demo-login');
    expect(res.statusCode).toBe(404);
  });
});
