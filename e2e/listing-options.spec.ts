import type { ProductInput } from '#shared/contract/admin-products.ts';
import type { Listing } from '#shared/contract/catalog.ts';
import { formatPence } from '#shared/money.ts';
import { signInAsAdmin } from './admin-support.ts';
import { type Browser, expect, type Page, test } from './fixtures.ts';
import { tabTo } from './keyboard-focus.ts';
import { apiListing, cardNames, expectNoSeriousA11yViolations } from './support.ts';

// Issue 31, slice 4: the listing filtered by option values. A product matches when ONE of its variants has every
// chosen value: Amber offers #613 (in 14″) and 22″ (in 1B), never #613 in 22″, so Shade #613 + Length 22″ lists
// only Birch. Each journey makes its own two products under a brand of its own and filters by it, so the products
// other journeys make beside it do not move the counts.

const OPTIONS: ProductInput['options'] = [
  {
    name: 'Shade',
    kind: 'swatch',
    property: 'color',
    values: [
      { name: '1B', swatchColor: '#1b1b1b' },
      { name: '#613', swatchColor: '#f1dca7' },
    ],
  },
  { name: 'Length', property: 'size', values: [{ name: '14″' }, { name: '22″' }] },
];
const BIRCH_PRICE = 8800;

type Made = {
  brand: string;
  amber: string;
  birch: string;
  birchSku: string;
  /** Sets the stock of Birch's one variant, through the admin API. */
  setBirchStock: (stock: number) => Promise<void>;
};

/** Amber (#613 · 14″ and 1B · 22″) and Birch (#613 · 22″), of a brand no other journey uses. */
async function makeProducts(
  browser: Browser,
  context: { baseURL: string | undefined; extraHTTPHeaders: Record<string, string> | undefined },
): Promise<Made & { close: () => Promise<void> }> {
  const tag = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const brand = `Optic ${tag}`;
  const base = {
    price: 7000,
    category: 'Human hair' as const,
    brand,
    description: 'Lace wig for the option filters journey.',
    imageURL: [],
    options: OPTIONS,
  };
  const amberBody: ProductInput = {
    ...base,
    name: `Amber Lace Wig ${tag}`,
    variants: [
      { values: ['#613', '14″'], stock: 5, sku: `amber-${tag}-613-14` },
      { values: ['1B', '22″'], price: 7500, stock: 5, sku: `amber-${tag}-1b-22` },
    ],
  };
  const birchSku = `birch-${tag}-613-22`;
  const birchBody = (stock: number): ProductInput => ({
    ...base,
    name: `Birch Lace Wig ${tag}`,
    variants: [{ values: ['#613', '22″'], price: BIRCH_PRICE, stock, sku: birchSku }],
  });

  const adminContext = await browser.newContext(context);
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin, context.baseURL);
  const create = async (body: ProductInput) => {
    const res = await admin.request.post('/api/admin/products', { data: body });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()).id as string;
  };
  await create(amberBody);
  const birchId = await create(birchBody(3));
  return {
    brand,
    amber: amberBody.name,
    birch: birchBody(0).name,
    birchSku,
    setBirchStock: async (stock) => {
      const res = await admin.request.put(`/api/admin/products/${birchId}`, { data: birchBody(stock) });
      expect(res.ok(), await res.text()).toBe(true);
    },
    close: () => adminContext.close(),
  };
}

const brandQuery = (brand: string) => `?${new URLSearchParams({ brand })}`;
/** The filtered listing's address as the storefront writes it: option filters lower-cased and sorted. */
const filteredPath = (brand: string) =>
  `/all?${new URLSearchParams([
    ['brand', brand],
    ['opt', 'length:22″'],
    ['opt', 'shade:#613'],
  ])}`;
/** The page's path and query, to compare with the addresses above. */
const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

const found = (page: Page, n: number) =>
  page.getByRole('heading', { name: `${n} ${n === 1 ? 'Product' : 'Products'} found` });
const box = (page: Page, option: string, value: RegExp) =>
  page.getByRole('group', { name: option }).getByRole('checkbox', { name: value });
const chips = (page: Page) => page.getByRole('list', { name: 'Active filters' }).getByRole('button');

test('a shopper filters by shade and length by keyboard: only a product offering both together is listed, its card opens that variant, Hide sold out and the chips', async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
  request,
}) => {
  test.slow();
  const made = await makeProducts(browser, { baseURL, extraHTTPHeaders });
  try {
    // The API, first: the trap holds there.
    const only = async (query: string) =>
      (await apiListing(request, `${brandQuery(made.brand)}${query}`)).items.map((p) => p.name);
    await expect.poll(() => only('')).toHaveLength(2);
    expect(await only('&opt=Shade:%23613&opt=Length:22%E2%80%B3')).toEqual([made.birch]);

    await page.goto(`/all${brandQuery(made.brand)}`);
    await expect(found(page, 2)).toBeVisible();
    // One group per option, each value with how many of the brand's products have it.
    await expect(box(page, 'Shade', /^1B \(1\)$/)).toBeVisible();
    await expect(box(page, 'Shade', /^#613 \(2\)$/)).toBeVisible();
    await expect(box(page, 'Length', /^22″ \(2\)$/)).toBeVisible();

    // By keyboard: Tab to #613 (every stop on the way shows its focus), Space ticks it.
    await page.getByLabel('BRAND').focus();
    await tabTo(page, box(page, 'Shade', /^#613/));
    await page.keyboard.press('Space');
    await expect(box(page, 'Shade', /^#613/)).toBeChecked();
    await expect(found(page, 2)).toBeVisible();
    // Under #613, 22″ is Birch's alone: Amber's 22″ is 1B.
    await expect(box(page, 'Length', /^22″ \(1\)$/)).toBeVisible();
    await tabTo(page, box(page, 'Length', /^22″/));
    await page.keyboard.press('Space');
    await expect(found(page, 1)).toBeVisible();
    await expect(cardNames(page)).toHaveText([made.birch]);
    await expect.poll(() => pathOf(page)).toBe(filteredPath(made.brand));

    // The card shows Birch's #613 · 22″, its price, and opens the product page at it.
    const card = page.getByRole('article').filter({ hasText: made.birch });
    await expect(card.getByText('#613 · 22″')).toBeVisible();
    await expect(card.getByText(formatPence(BIRCH_PRICE), { exact: true })).toBeVisible();
    const view = card.getByRole('link', { name: `View Product: ${made.birch}` });
    await expect(view).toHaveAttribute('href', new RegExp(`\\?variant=${made.birchSku}$`));
    await expectNoSeriousA11yViolations(page);
    await view.click();
    await expect(page).toHaveURL(new RegExp(`\\?variant=${made.birchSku}$`));
    await expect(page.getByText(`SKU: ${made.birchSku}`)).toBeVisible();
    await page.goBack();
    await expect(found(page, 1)).toBeVisible();

    // The shared address, drawn by the server: filtered, its boxes ticked (the journey fails on a hydration error).
    const html = await (await page.request.get(filteredPath(made.brand))).text();
    expect(html).toContain(made.birch);
    expect(html).not.toContain(made.amber);

    // Birch sells out: listed still, said so; Hide sold out leaves nothing.
    await made.setBirchStock(0);
    await expect
      .poll(async () => {
        const listing: Listing = await apiListing(request, filteredPath(made.brand).slice('/all'.length));
        // The variant that made it match: Birch's one, #613 in 22″.
        return listing.items[0]?.chosen?.stock;
      })
      .toBe(0);
    await page.reload();
    await expect(page.getByRole('article').getByText('Out of stock')).toBeVisible();
    await page.getByLabel('BRAND').focus();
    await tabTo(page, page.getByRole('checkbox', { name: 'Hide sold out' }));
    await page.keyboard.press('Space');
    await expect(found(page, 0)).toBeVisible();
    await expect(page.getByText('No Products Found')).toBeVisible();

    // The chips say what narrows the list; Enter removes one and the focus moves to the next.
    await expect(chips(page)).toHaveText(['Length: 22″', 'Shade: #613', 'Hide sold out']);
    await tabTo(page, chips(page).first());
    await page.keyboard.press('Enter');
    await expect(chips(page)).toHaveText(['Shade: #613', 'Hide sold out']);
    await expect(chips(page).first()).toBeFocused();
    // #613 in stock: Amber's 14″.
    await expect(cardNames(page)).toHaveText([made.amber]);
    await page.keyboard.press('Enter');
    // The focus moves to the next chip once the list has answered: the second Enter is that chip's.
    await expect(chips(page)).toHaveText(['Hide sold out']);
    await expect(chips(page).first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(chips(page)).toHaveCount(0);
    await expect(found(page, 2)).toBeFocused();
    await expect(box(page, 'Length', /^22″/)).not.toBeChecked();
    await expect.poll(() => pathOf(page)).toBe(`/all${brandQuery(made.brand)}`);
  } finally {
    await made.close();
  }
});

test('on a phone a shared filtered link opens filtered, the filters fold away and fit, and a chip clears one @phone', async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  test.slow();
  const made = await makeProducts(browser, { baseURL, extraHTTPHeaders });
  try {
    await page.goto(filteredPath(made.brand));
    await expect(found(page, 1)).toBeVisible();
    await expect(cardNames(page)).toHaveText([made.birch]);
    await expect(chips(page)).toHaveText(['Length: 22″', 'Shade: #613']);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Show Filters' }).tap();
    await expect(box(page, 'Shade', /^#613/)).toBeChecked();
    await expect(box(page, 'Length', /^22″/)).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Hide sold out' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const width = page.viewportSize()?.width ?? 0;
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(width);

    await chips(page).filter({ hasText: 'Length: 22″' }).tap();
    await expect(found(page, 2)).toBeVisible();
    await expect(box(page, 'Length', /^22″/)).not.toBeChecked();
    await expect(chips(page)).toHaveText(['Shade: #613']);
  } finally {
    await made.close();
  }
});
