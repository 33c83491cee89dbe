import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { catalogState } from '#server/db/schema.ts';
import { signedInAdmin } from '#server/testing/admin-fixtures.ts';
import { insertProducts } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { productInputSchema } from '#shared/contract/admin-products.ts';
import { catalogChannel } from '../catalog/channel.ts';
import { mediaRepository } from '../media/repository.ts';
import { adminProductsRepository, type ProductWrite } from './products-repository.ts';
import { adminProductsService } from './products-service.ts';

// A 404 changed nothing, so it must not bump the catalogue's version nor make any instance drop its listings.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const version = async () =>
  (await t.db.select({ v: catalogState.version }).from(catalogState).where(eq(catalogState.id, 1)))[0]?.v;

const input: ProductWrite = productInputSchema.parse({
  name: 'Body Wave Bundle',
  price: 5_000,
  category: 'Human hair',
  brand: 'Test Brand',
  description: 'Soft body wave.',
  variants: [{ length: '16"', stock: 3 }],
  imageURL: [],
  maxPerOrder: 10,
});

it('PUT and DELETE of an unknown product answer 404 and leave the version and every cache alone', async () => {
  const admin = await signedInAdmin(t);
  const events: (number | null)[] = [];
  const unsubscribe = await t.app.services.bus.subscribe(catalogChannel, (e) => events.push(e.version));
  const [known] = await insertProducts(t.db, [{ name: 'Known' }]);
  const before = await version();
  // The setup's own NOTIFYs (the product, then its options' search text) have all arrived once its last has.
  await expect.poll(() => events.at(-1), { timeout: 10_000 }).toBe(before);
  events.length = 0;

  expect((await admin.request('PUT', '/api/admin/products/no-such-product', input)).statusCode).toBe(404);
  expect((await admin.request('DELETE', '/api/admin/products/no-such-product')).statusCode).toBe(404);
  expect(await version()).toBe(before);

  // A real change afterwards: its NOTIFY arrives after any the 404s sent, so once it is here none is still coming.
  expect((await admin.request('DELETE', `/api/admin/products/${known?.id}`)).statusCode).toBe(204);
  // NOTIFY arrives through a second connection: on a loaded machine that can take more than poll's default second.
  await expect.poll(() => events.length, { timeout: 10_000 }).toBeGreaterThan(0);
  await unsubscribe();
  expect(await version()).toBe((before ?? 0) + 1);
  expect(events).toEqual([(before ?? 0) + 1]);
});

it('the service calls onCatalogChanged only for a write that happened', async () => {
  let changes = 0;
  const service = adminProductsService(adminProductsRepository(t.db), mediaRepository(t.db), () => {
    changes++;
  });
  await expect(service.update('no-such-product', input)).rejects.toMatchObject({ statusCode: 404 });
  await expect(service.remove('no-such-product')).rejects.toMatchObject({ statusCode: 404 });
  expect(changes).toBe(0);
  const created = await service.create(input);
  await service.update(created.id, { ...input, name: 'Renamed' });
  await service.remove(created.id);
  expect(changes).toBe(3);
});
