import { randomBytes, scryptSync } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, signInThrottle, users } from '#server/db/schema.ts';
import { authClient } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

// A gate of one hash at a time and no waiting: a second request that hashes at once is turned away.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_WAIT_S: '0' } });
});
afterAll(() => t.close());

let n = 0;
const newEmail = () => `hashing${++n}.${Date.now()}@example.com`;

/** A client of its own address, as each attacker of a botnet has. */
function clientFrom(ip: string) {
  const c = authClient(t);
  c.ip = ip;
  return c;
}

describe('sign-ins beyond what the shop can hash', () => {
  it('are answered 503 sign_in_busy with Retry-After at once, and never reach the hasher', async () => {
    const email = newEmail();
    await clientFrom('198.51.100.1').signUp(email, 'right-password-1');
    const hashesBefore = t.app.services.hashing.stats.hashes;

    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        clientFrom(`198.51.100.${10 + i}`).signIn(email, 'wrong-password-1'),
      ),
    );

    const busy = answers.filter((r) => r.statusCode === 503);
    const wrong = answers.filter((r) => r.statusCode === 401);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(busy.length + wrong.length).toBe(12);
    for (const res of busy) {
      expect(res.json()).toEqual({
        error: { code: 'sign_in_busy', message: expect.stringMatching(/try again/i) },
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    // Only the requests answered 401 hashed a password.
    expect(t.app.services.hashing.stats.hashes - hashesBefore).toBe(wrong.length);
  });

  it('sign-ups go through the same bound', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        clientFrom(`198.51.100.${40 + i}`).signUp(newEmail(), 'long-enough-1'),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses).toContain(503);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
  });
});

describe('sign-in through the gate', () => {
  it('signs in with the right password; a wrong one is 401 and counts in the sign-in throttle', async () => {
    const email = newEmail();
    const c = clientFrom('192.0.2.77');
    expect((await c.signUp(email, 'right-password-1')).statusCode).toBe(200);
    await c.signOut();

    const wrong = await c.signIn(email, 'wrong-password-1');
    expect(wrong.statusCode).toBe(401);
    const [row] = await t.db
      .select({ failures: signInThrottle.failures })
      .from(signInThrottle)
      .where(eq(signInThrottle.key, `pair:${email}:192.0.2.77`));
    expect(row?.failures).toBe(1);

    expect((await c.signIn(email, 'right-password-1')).statusCode).toBe(200);
    expect((await c.me()).json().user.email).toBe(email);
  });

  it('a password hashed before the gate (better-auth scrypt, salt:key in hex) still verifies', async () => {
    const email = newEmail();
    const c = clientFrom('192.0.2.78');
    await c.signUp(email, 'first-password-1');
    // Made here by node:crypto as better-auth 1.x makes it (N=16384, r=16, p=1, 64 bytes, NFKC), not by our code.
    const salt = randomBytes(16).toString('hex');
    const key = scryptSync('stored-long-ago-1'.normalize('NFKC'), salt, 64, {
      N: 16384,
      r: 16,
      p: 1,
      maxmem: 128 * 16384 * 16 * 2,
    });
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await t.db
      .update(accounts)
      .set({ password: `${salt}:${key.toString('hex')}` })
      .where(and(eq(accounts.userId, user?.id ?? ''), eq(accounts.providerId, 'credential')));

    expect((await clientFrom('192.0.2.79').signIn(email, 'stored-long-ago-1')).statusCode).toBe(200);
    expect((await clientFrom('192.0.2.79').signIn(email, 'first-password-1')).statusCode).toBe(401);
  });
});
