import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products, reviews, users } from '#server/db/schema.ts';
import { authClient } from '#server/testing/auth-client.ts';
import { shopper } from '#server/testing/checkout-fixtures.ts';
import { insertProducts } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { ReviewsPage } from '#shared/contract/reviews.ts';
import { escapeXml } from './avatar.ts';

let t: TestApp;
let wig: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await insertProducts(t.db, [
    { name: 'Body Wave Wig', price: 9_000, lengths: ['20"'] },
    { name: 'Yaki Pony', price: 3_000, lengths: ['14"'] },
  ]);
  wig = rows[0]?.id ?? '';
  other = rows[1]?.id ?? '';
});
afterAll(() => t.close());

type Shopper = Awaited<ReturnType<typeof shopper>>;
const review = (
  s: Shopper,
  productId: string,
  rating: unknown,
  text: unknown = 'Soft and full.',
  name?: string,
) => s.post('/api/reviews', { productId, rating, text, name });
const buyWig = (s: Shopper) => s.buy([{ productId: wig, size: '20"', qty: 1 }]);
const reviewsOf = async (id: string, page = 1): Promise<ReviewsPage> =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${id}/reviews?page=${page}` })).json();
const productRating = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json().rating;

describe('POST /api/reviews (verified purchase)', () => {
  it('answers 401 to a visitor, whatever they send', async () => {
    const res = await authClient(t).post('/api/reviews', { productId: wig, rating: 9, text: '' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a product the user has not bought (403), even with an order awaiting payment', async () => {
    const s = await shopper(t);
    await s.createIntent([{ productId: wig, size: '20"', qty: 1 }]);
    const res = await review(s, wig, 4);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'forbidden',
      message: 'You can review a product once you have bought it.',
    });
    expect((await s.get(`/api/products/${wig}/my-review`)).json()).toEqual({
      product: { id: wig, name: 'Body Wave Wig', image: null },
      purchased: false,
      review: null,
    });
    expect(await t.db.select().from(reviews)).toHaveLength(0);
  });

  it('answers 404 for an unknown product', async () => {
    const s = await shopper(t);
    expect((await review(s, 'no-such-product', 4)).statusCode).toBe(404);
    expect((await s.get('/api/products/no-such-product/my-review')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/products/no-such-product/reviews' })).statusCode).toBe(404);
  });

  it('accepts a review after a placed order, and a second one replaces it', async () => {
    const s = await shopper(t);
    await buyWig(s);
    expect((await s.get(`/api/products/${wig}/my-review`)).json()).toMatchObject({
      purchased: true,
      review: null,
    });

    const first = await review(s, wig, 4.5, '  Soft and full.  ');
    expect(first.statusCode).toBe(201);
    // It says what was bought: the variant's label as bought.
    expect(first.json().review).toMatchObject({
      rating: 4.5,
      text: 'Soft and full.',
      editedAt: null,
      bought: '20"',
    });
    expect(first.json().rating).toEqual({ average: 4.5, count: 1 });

    const second = await review(s, wig, 2, 'It shed after a week.');
    expect(second.statusCode).toBe(200);
    expect(second.json().review).toMatchObject({ id: first.json().review.id, rating: 2 });
    expect(second.json().review.editedAt).not.toBeNull();
    expect(second.json().rating).toEqual({ average: 2, count: 1 });

    const rows = await t.db.select().from(reviews).where(eq(reviews.productId, wig));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ratingHalves: 4, text: 'It shed after a week.' });
    expect((await s.get(`/api/products/${wig}/my-review`)).json()).toMatchObject({
      purchased: true,
      review: { rating: 2, text: 'It shed after a week.', name: s.email.split('@')[0] },
    });
    // Bought the wig, not the pony tail.
    expect((await review(s, other, 5)).statusCode).toBe(403);
  });

  it('counts an order in any status after placement', async () => {
    const s = await shopper(t);
    const orderId = await buyWig(s);
    await t.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, orderId));
    expect((await review(s, wig, 5)).statusCode).toBe(201);
  });

  it('checks the rating (0.5 to 5 in halves) and the text (required, at most 2,000 characters)', async () => {
    const s = await shopper(t);
    await buyWig(s);
    for (const rating of [0, 0.25, 4.7, 5.5, -1, '4', null]) {
      const res = await review(s, wig, rating);
      expect(res.statusCode, `rating ${rating}`).toBe(400);
      expect(res.json().error.code).toBe('bad_request');
    }
    for (const text of ['', '   \n ', 'x'.repeat(2001), null]) {
      expect((await review(s, wig, 4, text)).statusCode, `text ${text?.length}`).toBe(400);
    }
    expect((await s.post('/api/reviews', { productId: wig, rating: 4 })).statusCode).toBe(400);
    // The name shown with the review stays on one line.
    expect((await review(s, wig, 4, 'Fine.', 'Ada\r\nBcc: x@example.com')).statusCode).toBe(400);
    const [me] = await t.db.select().from(users).where(eq(users.email, s.email));
    expect(
      await t.db
        .select()
        .from(reviews)
        .where(eq(reviews.userId, me?.id ?? '')),
    ).toEqual([]);
    expect((await review(s, wig, 0.5, 'x'.repeat(2000))).statusCode).toBe(201);
  });
});

describe("a product's reviews and rating", () => {
  it('lists reviews newest first, five a page, with the reviewer name and the average on every product view', async () => {
    const [fresh] = await insertProducts(t.db, [
      { name: 'Kinky Curl Frontal', price: 5_000, lengths: ['16"'] },
    ]);
    const id = fresh?.id ?? '';
    expect(await reviewsOf(id)).toEqual({ items: [], total: 0, average: 0, page: 1, perPage: 5 });
    expect(await productRating(id)).toEqual({ average: 0, count: 0 });
    // Listed (and so cached) before any review: the cache must not keep showing no rating.
    const listed = () => t.app.inject({ url: '/api/products?q=kinky%20curl%20frontal' });
    expect((await listed()).json().items[0].rating).toEqual({ average: 0, count: 0 });

    // The name shown: left out (the name the shop greets them by), chosen on the form, or cleared.
    const ratings = [5, 4, 4.5, 3, 5, 1.5];
    const names = [undefined, 'Ada L.', undefined, undefined, undefined, '  '];
    const writers: Shopper[] = [];
    for (const [i, rating] of ratings.entries()) {
      const s = await shopper(t);
      await s.buy([{ productId: id, size: '16"', qty: 1 }]);
      expect((await review(s, id, rating, `Rated ${rating}`, names[i])).statusCode).toBe(201);
      writers.push(s);
    }

    const average = Math.round((23 / 6) * 10) / 10; // 3.8
    const page1 = await reviewsOf(id);
    expect(page1).toMatchObject({ total: 6, average, page: 1, perPage: 5 });
    expect(page1.items.map((r) => r.text)).toEqual([
      'Rated 1.5',
      'Rated 5',
      'Rated 3',
      'Rated 4.5',
      'Rated 4',
    ]);
    expect(page1.items[0]).toMatchObject({ name: 'Anonymous', avatarUrl: '/api/avatars?name=Anonymous' });
    const greeted = writers[4]?.email.split('@')[0] ?? '';
    expect(page1.items[1]).toMatchObject({
      name: greeted,
      avatarUrl: `/api/avatars?name=${encodeURIComponent(greeted)}`,
    });
    expect(page1.items[4]).toMatchObject({ name: 'Ada L.', avatarUrl: '/api/avatars?name=Ada%20L.' });
    expect((await reviewsOf(id, 2)).items.map((r) => r.text)).toEqual(['Rated 5']);

    expect(await productRating(id)).toEqual({ average, count: 6 });
    expect((await listed()).json().items[0].rating).toEqual({ average, count: 6 });
    const lookup = (await t.app.inject({ url: `/api/products/lookup?ids=${id}` })).json();
    expect(lookup.items[0].rating).toEqual({ average, count: 6 });
  });

  it('keeps the count exact when many customers review one product at once', async () => {
    const [hot] = await insertProducts(t.db, [{ name: 'Bestseller', price: 8_000, lengths: ['18"'] }]);
    const id = hot?.id ?? '';
    // Signed up in turn: the shop hashes a few passwords at a time and turns a crowd away (decision 016).
    const buyers = [];
    for (let i = 0; i < 12; i++) buyers.push(await shopper(t));
    for (const s of buyers) await s.buy([{ productId: id, size: '18"', qty: 1 }]);
    const results = await Promise.all(buyers.map((s, i) => review(s, id, (i % 10) / 2 + 0.5)));
    expect(results.map((r) => r.statusCode)).toEqual(buyers.map(() => 201));
    const [row] = await t.db.select().from(products).where(eq(products.id, id));
    // Half-stars 1..10, then 1, 2: 55 + 3.
    expect(row).toMatchObject({ ratingCount: 12, ratingHalves: 58 });
  });

  it('goes with its product when the admin deletes it', async () => {
    const [gone] = await insertProducts(t.db, [{ name: 'Discontinued', price: 1_000, lengths: ['10"'] }]);
    const id = gone?.id ?? '';
    const s = await shopper(t);
    await s.buy([{ productId: id, size: '10"', qty: 1 }]);
    await review(s, id, 3);
    await t.db.delete(products).where(eq(products.id, id));
    expect(await t.db.select().from(reviews).where(eq(reviews.productId, id))).toEqual([]);
  });
});

describe('GET /api/avatars', () => {
  it("draws the name's initials in an SVG that cannot run anything", async () => {
    const res = await t.app.inject({ url: `/api/avatars?name=${encodeURIComponent('ada lovelace')}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.body).toContain('>AL</text>');
    // The same name, the same picture.
    expect((await t.app.inject({ url: '/api/avatars?name=ada%20lovelace' })).body).toBe(res.body);
  });

  it('escapes markup for XML', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });

  it('escapes a hostile name', async () => {
    const names = [
      '<script>alert(1)</script>',
      '"><svg onload=alert(1)>',
      "&amp; ' <img src=x onerror=alert(1)>",
      '<<< >>>',
    ];
    for (const name of names) {
      const res = await t.app.inject({ url: `/api/avatars?name=${encodeURIComponent(name)}` });
      expect(res.statusCode).toBe(200);
      // One element of each kind, no markup from the name, and nothing that runs.
      expect(res.body.match(/</g)).toHaveLength(5);
      expect(res.body).not.toMatch(/<(script|img)|onload|onerror/i);
      expect(res.body).toMatch(/>([A-Z0-9]{1,2}|\?)<\/text><\/svg>$/);
    }
  });
});
