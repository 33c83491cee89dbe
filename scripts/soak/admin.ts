// The soak's one admin: signs in at the start, creates the discount code and the bundle offer the shoppers meet,
// then reads the dashboard, the orders (filters, pages, searches, one order), the products and the promotions.
import { setTimeout as sleep } from 'node:timers/promises';
import { between, pick, type Rng } from '#server/db/seed/random.ts';
import type { Catalogue } from './catalogue.ts';
import { Visitor } from './client.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, CODE, SEED } from './config.ts';
import { run, thinkMs, timeLeft } from './shopper.ts';

export async function signInAdmin(): Promise<Visitor> {
  const admin = new Visitor('192.0.2.10');
  const res = await admin.call('sign-in', 'POST', '/api/auth/sign-in/email', {
    json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  if (res.status !== 200) throw new Error(`the admin could not sign in: ${res.status} ${res.text}`);
  return admin;
}

export async function createPromotions(admin: Visitor, c: Catalogue) {
  const code = await admin.call('admin: create promotion', 'POST', '/api/admin/promotions/codes', {
    json: { code: CODE, kind: 'percent', value: 10, minSubtotal: 0, perCustomer: 3 },
  });
  if (code.status !== 201) throw new Error(`creating the code answered ${code.status}: ${code.text}`);
  const offer = await admin.call('admin: create promotion', 'POST', '/api/admin/promotions/offers', {
    json: {
      label: 'Three or more bundles: 15% off',
      minQty: 3,
      percent: 15,
      target: { categories: ['Human hair'] },
    },
  });
  if (offer.status !== 201) throw new Error(`creating the offer answered ${offer.status}: ${offer.text}`);
  void c;
}

export async function adminLoop(admin: Visitor, rng: Rng, c: Catalogue) {
  while (timeLeft()) {
    const r = rng();
    if (r < 0.2) await admin.call('admin: dashboard', 'GET', '/api/admin/summary');
    else if (r < 0.55) {
      const q = new URLSearchParams();
      const f = rng();
      if (f < 0.3) q.set('status', 'placed');
      else if (f < 0.4) q.set('q', `soak.${SEED}.${between(rng, 1, Math.max(1, run.signUpCount))}.`);
      if (rng() < 0.3) q.set('page', String(between(rng, 2, 4)));
      const list = await admin.call('admin: orders', 'GET', `/api/admin/orders?${q}`);
      const items = (list.json?.items as { id: string }[] | undefined) ?? [];
      if (items.length > 0 && rng() < 0.6) {
        await sleep(thinkMs(rng));
        await admin.call(
          'admin: order',
          'GET',
          `/api/admin/orders/${encodeURIComponent(pick(rng, items).id)}`,
        );
      }
    } else if (r < 0.85) {
      const q = new URLSearchParams();
      if (rng() < 0.3) q.set('q', pick(rng, c.words));
      else if (rng() < 0.5) q.set('page', String(between(rng, 2, 5)));
      await admin.call('admin: products', 'GET', `/api/admin/products?${q}`);
    } else await admin.call('admin: promotions', 'GET', '/api/admin/promotions');
    await sleep(1000 + rng() * 2000);
  }
}
