import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews, users } from '#server/db/schema.ts';
import { authClient } from '#server/testing/auth-client.ts';
import { shopper } from '#server/testing/checkout-fixtures.ts';
import { insertProducts } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

// The account's name is shown publicly beside reviews: the same rules as a review's name, on every way in.
// Its picture, which the shop does not show, is bounded all the same.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const email = () => `name.${++n}@example.com`;
const nameOf = async (address: string) =>
  (await t.db.select({ name: users.name }).from(users).where(eq(users.email, address)))[0]?.name;

describe('the account name and picture', () => {
  it('update-user refuses a name that is not text (400, not 500) and keeps the old one', async () => {
    const c = authClient(t);
    const address = email();
    expect(
      (await c.post('/api/auth/sign-up/email', { email: address, password: 'long-enough-1', name: 'Ada' }))
        .statusCode,
    ).toBe(200);
    for (const name of [null, 5, { first: 'Ada' }]) {
      const res = await c.post('/api/auth/update-user', { name });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json()).toEqual({ error: { code: 'invalid_name', message: 'A name must be text.' } });
    }
    expect(await nameOf(address)).toBe('Ada');
  });

  it('update-user refuses a name of many lines, too long or with control characters', async () => {
    const c = authClient(t);
    const address = email();
    await c.post('/api/auth/sign-up/email', { email: address, password: 'long-enough-1', name: '' });
    const cases: [string, string][] = [
      ['x\n'.repeat(200_000), 'A name can be at most 60 characters.'],
      ['Ada\nLovelace', 'A name must be on one line.'],
      ['x'.repeat(61), 'A name can be at most 60 characters.'],
      ['Ada\u0007', 'A name cannot contain control characters.'],
      ['Ada \u202Eecalevol', 'A name cannot contain control characters.'],
    ];
    for (const [name, message] of cases) {
      const res = await c.post('/api/auth/update-user', { name });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ code: 'invalid_name', message });
    }
    expect(await nameOf(address)).toBe('');
    const ok = await c.post('/api/auth/update-user', { name: '  Grace Hopper ' });
    expect(ok.statusCode).toBe(200);
    expect((await c.me()).json().user.name).toBe('Grace Hopper');
  });

  it('update-user takes a picture only as an https address of bounded length', async () => {
    const c = authClient(t);
    await c.post('/api/auth/sign-up/email', { email: email(), password: 'long-enough-1', name: '' });
    for (const image of [{ a: 1 }, 5, 'javascript:alert(1)', `https://x.example/${'a'.repeat(500_000)}`]) {
      const res = await c.post('/api/auth/update-user', { image });
      expect(res.statusCode, JSON.stringify(image).slice(0, 40)).toBe(400);
      expect(res.json().error).toEqual({
        code: 'invalid_image',
        message: 'A picture must be an https:// address.',
      });
    }
    expect(
      (await c.post('/api/auth/update-user', { image: 'https://lh3.example/photo.jpg' })).statusCode,
    ).toBe(200);
    expect((await c.post('/api/auth/update-user', { image: null })).statusCode).toBe(200);
  });

  it('sign-up refuses the same names and makes no account', async () => {
    const address = email();
    const res = await authClient(t).post('/api/auth/sign-up/email', {
      email: address,
      password: 'long-enough-1',
      name: 'Ada\nBcc: x@example.com',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'invalid_name', message: 'A name must be on one line.' });
    expect(await nameOf(address)).toBeUndefined();
  });

  it("a review's shown name obeys the same rules (control characters refused)", async () => {
    const [product] = await insertProducts(t.db, [{ name: 'Named Wig', lengths: ['20"'] }]);
    const s = await shopper(t);
    await s.buy([{ productId: product?.id ?? '', size: '20"', qty: 1 }]);
    const res = await s.post('/api/reviews', {
      productId: product?.id,
      rating: 4,
      text: 'Fine.',
      name: 'Ada\u0007',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('name: A name cannot contain control characters.');
    expect(
      await t.db
        .select()
        .from(reviews)
        .where(eq(reviews.productId, product?.id ?? '')),
    ).toEqual([]);
  });
});
