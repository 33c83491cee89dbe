import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { Listing, Lookup, ProductWithVariants } from '#shared/contract/catalog.ts';

/** What the API answers for a listing query: the journeys compare the page against it. */
export async function apiListing(request: APIRequestContext, query = ''): Promise<Listing> {
  const res = await request.get(`/api/products${query}`);
  expect(res.ok()).toBe(true);
  return res.json();
}

/**
 * The listed products (GET /api/products with `query`) with every variant, in the listing's order: the listing
 * carries only a summary of them, the lookup (GET /api/products/lookup, at most 100 ids a call) carries them all.
 * A product deleted between the two calls (by a journey running beside) is left out.
 */
export async function apiProducts(request: APIRequestContext, query = ''): Promise<ProductWithVariants[]> {
  const ids = (await apiListing(request, query)).items.map((p) => p.id);
  const byId = new Map<string, ProductWithVariants>();
  for (let at = 0; at < ids.length; at += 100) {
    const res = await request.get('/api/products/lookup', {
      params: { ids: ids.slice(at, at + 100).join(',') },
    });
    expect(res.ok(), await res.text()).toBe(true);
    for (const p of ((await res.json()) as Lookup).items) byId.set(p.id, p);
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Whether the product is chosen by one option alone (the demo's, by length): journeys running beside these build
 * products of several options (admin-variants, product-variants), which a journey about lengths must pass over.
 */
export const byOneOption = (p: Pick<ProductWithVariants, 'variants'>) =>
  p.variants.every((v) => v.values.length === 1);

/** The names of the products in the grid, in order. */
export function cardNames(page: Page) {
  return page.getByRole('article').getByRole('heading');
}

/** The cart badge in the top bar ("Cart, 3 items"). */
export function cartBadge(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ items?$/ });
}

/**
 * axe-core's violations on the page as it is now. Transitions still running (a toast fading out from the page
 * before) are let finish first: mid-fade, axe measures a half-transparent text's contrast. A toast just rendered
 * has not started its fade-in yet (sonner starts it a render later, `data-mounted`), nor one just dismissed its
 * fade-out (`data-removed`): those are waited for too (a CI run under load caught axe between the two).
 */
export async function axeViolations(page: Page) {
  await page.waitForFunction(
    () =>
      document.querySelector(
        '[data-sonner-toast][data-mounted="false"], [data-sonner-toast][data-removed="true"]',
      ) === null &&
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
        ),
  );
  return (await new AxeBuilder({ page }).analyze()).violations;
}

/** axe-core: no serious or critical violation on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const serious = (await axeViolations(page)).filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** Opens `path` and waits until the page's live event stream is connected. */
export async function openLive(page: Page, path: string) {
  const connected = page.waitForResponse((r) => r.url().includes('/api/events') && r.status() === 200);
  await page.goto(path);
  await connected;
}
