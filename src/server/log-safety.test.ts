import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeError } from './log-safety.ts';
import { authClient } from './testing/auth-client.ts';
import { insertProducts } from './testing/fixtures.ts';
import { keptLog } from './testing/kept-log.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

// What the real logger writes, line by line, while real queries fail.
const { lines, logger, entries: logged } = keptLog();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger });
});
afterAll(() => t.close());

describe('personal data never reaches the log', () => {
  it('a failed order insert is logged with its SQL and the database’s reason, not the address or e-mail', async () => {
    const [product] = await insertProducts(t.db, [{ name: 'Logged Wig', lengths: ['18"'] }]);
    // A real database condition the insert breaks: PostgreSQL's answer then names the failing row's values.
    await t.db.execute(
      sql`ALTER TABLE orders ADD CONSTRAINT no_leak_lane CHECK (shipping_address->>'line1' <> '13 Leak Lane')`,
    );
    const customer = authClient(t);
    const email = 'private.person@example.com';
    await customer.signUp(email, 'long-enough-1');
    const address = {
      name: 'Private Person',
      line1: '13 Leak Lane',
      line2: 'Secret Flat 9',
      city: 'Hiddenham',
      zip: 'HX9 9ZZ',
      country: 'United Kingdom',
      phone: '+44 7700 900123',
    };
    lines.length = 0;
    const res = await customer.post('/api/create-payment-intent', {
      items: [{ productId: product?.id, size: '18"', qty: 1 }],
      shippingAddress: address,
      billingAddress: address,
    });
    expect(res.statusCode).toBe(500);

    const failure = logged().find((entry) => entry.msg === 'request failed');
    const err = failure?.err as Record<string, unknown> & { cause?: Record<string, unknown> };
    expect(err.message).toMatch(/^Failed query: insert into "orders"/);
    expect(err.query).toMatch(/^insert into "orders"/);
    expect(err.params).toBeUndefined();
    expect(err.cause?.constraint).toBe('no_leak_lane');
    expect(err.cause?.detail).toBeUndefined();
    const text = lines.join('\n');
    for (const value of [email, ...Object.values(address).filter((v) => v !== 'United Kingdom')]) {
      expect(text, value).not.toContain(value);
    }
  });

  it('a request is logged by its path, without the query string', async () => {
    lines.length = 0;
    await t.app.inject({ url: '/api/admin/orders?q=private.person%40example.com' });
    await t.app.inject({ url: '/reset-password?token=a-secret-reset-token' });
    const requests = logged().filter((entry) => entry.msg === 'incoming request');
    expect(requests.map((entry) => (entry.req as { url: string }).url)).toEqual([
      '/api/admin/orders',
      '/reset-password',
    ]);
    expect(lines.join('\n')).not.toMatch(/private\.person|a-secret-reset-token/);
  });
});

describe("better-auth's own errors", () => {
  it('go into the app log through the same serializer', async () => {
    await t.db.execute(
      sql`ALTER TABLE users ADD CONSTRAINT no_leak_sign_up CHECK (email <> 'blocked.person@example.com')`,
    );
    lines.length = 0;
    const res = await authClient(t).signUp('blocked.person@example.com', 'long-enough-1');
    expect(res.json().error.code).toBe('failed_to_create_user');
    const entry = logged().find((e) => String(e.msg).startsWith('better-auth:'));
    const err = entry?.err as { query?: string; cause?: { constraint?: string } } | undefined;
    expect(err?.query).toMatch(/^insert into "users"/);
    expect(err?.cause?.constraint).toBe('no_leak_sign_up');
    expect(lines.join('\n')).not.toContain('blocked.person');
  });
});

describe('safeError', () => {
  it("masks e-mail addresses in a message, a cause and a plain text (an SMTP server's refusal)", () => {
    const smtp = new Error('550 5.1.1 <ada.lovelace@example.com>: Recipient address rejected');
    const wrapped = new Error('delivery failed', { cause: smtp });
    expect(JSON.stringify(safeError(wrapped))).not.toContain('ada.lovelace');
    expect(safeError(wrapped)).toMatchObject({
      message: 'delivery failed',
      cause: { message: '550 5.1.1 <[e-mail]>: Recipient address rejected' },
    });
    expect(safeError('rejected: ada@example.com')).toBe('rejected: [e-mail]');
  });

  it('leaves out what an error carries besides its codes and names', () => {
    const err = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_unique"'),
      {
        code: '23505',
        constraint: 'users_email_unique',
        detail: 'Key (email)=(ada@example.com) already exists.',
        body: { address: '13 Leak Lane' },
      },
    );
    const out = safeError(err) as Record<string, unknown>;
    expect(out).toMatchObject({ type: 'Error', code: '23505', constraint: 'users_email_unique' });
    expect(out.detail).toBeUndefined();
    expect(out.body).toBeUndefined();
  });
});
