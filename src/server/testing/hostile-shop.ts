import { placeOrder, signedInAdmin } from './admin-fixtures.ts';
import { authClient } from './auth-client.ts';
import { insertProducts } from './fixtures.ts';
import type { Role } from './hostile-requests.ts';
import type { IdPool } from './openapi-values.ts';
import { rowsOf } from './table-fingerprint.ts';
import type { TestApp } from './test-app.ts';

/**
 * The shop the hostile-input sweep (issue 18) attacks: two products, an order of the signed-in customer's and
 * one of another customer's, the admin signed in, a message and a discount code; and the ids to attack them by.
 */
export async function hostileShop(t: TestApp): Promise<{
  cookies: Record<Role, string>;
  pool: IdPool;
  /** Another customer's order, payment and secret: the customer must never get a 2xx with them. */
  othersIds: string[];
}> {
  const products = await insertProducts(t.db, [{ name: 'Body Wave' }, { name: 'Kinky Curly' }]);
  const items = [{ productId: products[0]?.id ?? '', size: '12"', qty: 1 }];
  const mine = await placeOrder(t, items);
  const others = await placeOrder(t, items);
  const admin = await signedInAdmin(t);
  // A message, a code and an offer, so their ids are there to be attacked.
  await authClient(t).post('/api/contact', {
    name: 'Ada',
    email: 'ada@example.com',
    subject: 'Hello',
    message: 'Hi',
  });
  await admin.post('/api/admin/promotions/codes', { code: 'HOSTILE10', kind: 'percent', value: 10 });

  // Every id in the shop (a few of each table's), for path params and id fields: other users' among them.
  const withIds = await rowsOf<{ table_name: string }>(
    t.db,
    "SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'id' ORDER BY 1",
  );
  const ids: string[] = [];
  for (const { table_name } of withIds) {
    const rows = await rowsOf<{ id: unknown }>(t.db, `SELECT id FROM "${table_name}" LIMIT 5`);
    ids.push(...rows.map((r) => String(r.id)));
  }
  const intents = await rowsOf<{ id: string; client_secret: string; order_id: string }>(
    t.db,
    'SELECT id, client_secret, order_id FROM test_payment_intents',
  );
  const othersIntent = intents.find((i) => i.order_id === others.orderId);
  return {
    cookies: { anonymous: '', customer: mine.customer.cookie, admin: admin.cookie },
    pool: {
      any: [...new Set([...ids, ...intents.flatMap((i) => [i.id, i.client_secret])])],
      products: products.map((p) => p.id),
      sizes: ['12"', '14"', '99"'],
    },
    othersIds: [others.orderId, othersIntent?.id ?? '', othersIntent?.client_secret ?? ''].filter(Boolean),
  };
}
