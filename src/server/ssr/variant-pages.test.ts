import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts, variantOf } from '../testing/fixtures.ts';
import { ssrTestApp } from './ssr-fixture.ts';

// A product page names the variant chosen in its address (`?variant=<sku>`, issue 31): a shared link or an ad opens
// with it chosen, rendered on the server. The page cache keeps one page per variant, whatever the SKU's case, and
// still one for every tracking parameter; the canonical stays the product's own address.

let t: Awaited<ReturnType<typeof ssrTestApp>>;
let path: string;
let sku: string;

beforeAll(async () => {
  t = await ssrTestApp();
  const [row] = await insertProducts(t.db, [{ name: 'Variant Body Wave', lengths: ['14"', '22"'] }]);
  if (!row) throw new Error('no product');
  path = `/product-details/${row.id}`;
  sku = (await variantOf(t.db, row.id, '22"'))?.sku ?? '';
  await t.settled();
});
afterAll(() => t.close());

const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};

describe('a product page with a variant chosen in its address', () => {
  it('is rendered once per variant, whatever the case of its SKU and whatever tracking follows', async () => {
    // Each rendering differs from every other (the time it was drawn is in its state), so equal bodies are one page.
    const chosen = await page(`${path}?variant=${sku}`);
    expect(await page(`${path}?variant=${sku.toUpperCase()}&utm_source=instagram`)).toBe(chosen);
    const plain = await page(path);
    expect(plain).not.toBe(chosen);
    expect(await page(`${path}?utm_campaign=drop`)).toBe(plain);
    // Not a SKU at all: the plain page.
    expect(await page(`${path}?variant=${encodeURIComponent('<script>')}`)).toBe(plain);
  });

  it('keeps the canonical address the product’s own', async () => {
    const html = await page(`${path}?variant=${sku}`);
    expect(html).toContain(`<link rel="canonical" href="http://shop.test${path}"/>`);
  });
});
