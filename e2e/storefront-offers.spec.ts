import { signInAsAdmin } from './admin-support.ts';
import type { Browser, BrowserContextOptions, Page } from './fixtures.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support.ts';

// Issue 17: a bundle offer the admin creates shows on the listing's card and on the product page, in the HTML the
// server sends (so nothing moves when it arrives). Each journey makes a product of its own for its offer to cover,
// so the offer touches no other journey's products or prices, and deletes the offer at the end. The product stays, as
// other journeys' products do: one deleted meanwhile could vanish under a journey that just picked it from the listing.

type AdminContext = Pick<BrowserContextOptions, 'baseURL' | 'extraHTTPHeaders'>;

/** A new product with an offer on it alone, made through the admin API; `remove` deletes the offer. */
async function productOnOffer(browser: Browser, context: AdminContext, percent: number) {
  const adminContext = await browser.newContext(context);
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin, context.baseURL);
  const name = `Offer Body Wave ${Date.now()}.${Math.floor(Math.random() * 1e4)}`;
  const product = await admin.request.post('/api/admin/products', {
    data: {
      name,
      price: 3000,
      category: 'Human hair',
      brand: 'Tressa Studio',
      description: 'Soft body wave, for a full head in three bundles.',
      variants: [{ length: '16"', stock: 20 }],
    },
  });
  expect(product.ok(), await product.text()).toBe(true);
  const productId: string = (await product.json()).id;
  const label = `Wave bundle: ${percent}% off`;
  const offer = await admin.request.post('/api/admin/promotions/offers', {
    data: { label, minQty: 3, percent, target: { categories: [], productIds: [productId] } },
  });
  expect(offer.status(), await offer.text()).toBe(201);
  const offerId: string = (await offer.json()).id;
  return {
    name,
    productId,
    label,
    rule: `Buy 3 or more: ${percent}% off those items at checkout`,
    async remove() {
      const deleted = await admin.request.delete(`/api/admin/promotions/offers/${offerId}`);
      expect(deleted.status()).toBe(204);
      const running = await (await admin.request.get('/api/offers')).json();
      expect(running.offers.map((o: { id: string }) => o.id)).not.toContain(offerId);
      await adminContext.close();
    },
  };
}

/**
 * Records the layout shifts (what Lighthouse's CLS counts) that move anything in the page's main content, from its
 * first paint on: a badge arriving after the page showed would move what is under it. (The top bar's account
 * button, which takes the place of its placeholder once the session is known, is not this feature's.)
 */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null }[];
    };
    const w = window as unknown as { __shifts: { value: number; nodes: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const inMain = entry.sources.some((s) => s.node?.parentElement?.closest('main'));
        if (!entry.hadRecentInput && inMain)
          w.__shifts.push({
            value: entry.value,
            nodes: entry.sources.map((s) =>
              s.node instanceof Element ? s.node.outerHTML.slice(0, 160) : String(s.node?.nodeName),
            ),
          });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts);

const listingOf = (name: string) => `/all?q=${encodeURIComponent(name)}`;

test('an offer the admin creates shows on its product’s card and page, drawn by the server', async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  const offer = await productOnOffer(browser, { baseURL, extraHTTPHeaders }, 25);
  try {
    // In the server's HTML: the badge is there before any script runs, so it pushes nothing down later.
    const html = await (await page.request.get(listingOf(offer.name))).text();
    expect(html).toContain(`${offer.label}</p>`);

    await watchLayoutShifts(page);
    await page.goto(listingOf(offer.name));
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: offer.name }) });
    await expect(card.getByText(offer.label)).toBeVisible();
    // The badge says it is an offer in words to a screen reader, not by its colour.
    await expect(card.getByText('Offer:')).toBeAttached();
    expect(await layoutShifts(page)).toEqual([]);

    // The list layout shows it too.
    await page.goto(`${listingOf(offer.name)}&view=list`);
    const row = page.getByRole('article').filter({ has: page.getByRole('heading', { name: offer.name }) });
    await expect(row.getByText(offer.label)).toBeVisible();

    // From the card to the product page (in the browser), then the page as the server draws it.
    await page.goto(listingOf(offer.name));
    await card.getByRole('link', { name: `View Product: ${offer.name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: offer.name })).toBeVisible();
    await expect(page.getByText(offer.label)).toBeVisible();
    await expect(page.getByText(offer.rule)).toBeVisible();
    await page.reload();
    await expect(page.getByText(offer.rule)).toBeVisible();
    expect(await layoutShifts(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  } finally {
    await offer.remove();
  }
});

test('on a phone the offer fits the card and sits by the price, above Add to Cart @phone', async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  const offer = await productOnOffer(browser, { baseURL, extraHTTPHeaders }, 30);
  try {
    await watchLayoutShifts(page);
    await page.goto(listingOf(offer.name));
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: offer.name }) });
    const badge = card.getByText(offer.label);
    await expect(badge).toBeVisible();
    const [badgeBox, cardBox] = [await badge.boundingBox(), await card.boundingBox()];
    if (!badgeBox || !cardBox) throw new Error('badge or card not laid out');
    expect(badgeBox.x + badgeBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    expect(await layoutShifts(page)).toEqual([]);

    // The card taps through to the product page; the offer is in its first screen, above the button.
    await card.getByRole('link', { name: `View Product: ${offer.name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: offer.name })).toBeVisible();
    const rule = page.getByText(offer.rule);
    await expect(rule).toBeVisible();
    const [ruleBox, addBox] = [
      await rule.boundingBox(),
      await page.getByRole('button', { name: 'Add to Cart' }).boundingBox(),
    ];
    if (!ruleBox || !addBox) throw new Error('offer or button not laid out');
    expect(ruleBox.y).toBeLessThan(addBox.y);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.reload();
    await expect(page.getByText(offer.rule)).toBeVisible();
    expect(await layoutShifts(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  } finally {
    await offer.remove();
  }
});
