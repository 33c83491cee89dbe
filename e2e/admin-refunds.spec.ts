// The same test address and cards as the server tests.
import { CARDS } from '#server/testing/checkout-fixtures.ts';
import { pdfTextOf } from '#server/testing/pdf-text.ts';
import type { ProductDetail } from '#shared/contract/catalog.ts';
import { addProductAsAdmin, signInAsAdmin } from './admin-support.ts';
import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';
import { orderThroughApi } from './shopper.ts';
import { expectNoSeriousA11yViolations } from './support.ts';

// The admin's side of issue 16: refunding part of an order, cancelling one, and a refund the card's bank refuses.

const SIZE = '14"';
const PRICE = 2000;

/** A product of the journey's own at £20.00 with 10 units of 14", so amounts and stock are known. */
async function addProduct(
  browser: Parameters<typeof addProductAsAdmin>[0],
  context: Parameters<typeof addProductAsAdmin>[1],
) {
  const name = `Refund Wave ${Date.now()}.${Math.floor(Math.random() * 1e4)}`;
  const id = await addProductAsAdmin(browser, context, {
    name,
    price: PRICE,
    category: 'Human hair',
    brand: 'Tressa Studio',
    description: 'Soft body wave.',
    variants: [{ length: SIZE, stock: 10 }],
  });
  return { id, name };
}

/** A new customer who pays for `qty` units with `card`, through the API (the page stays the admin's). */
const buy = (api: APIRequestContext, productId: string, qty: number, card: string) =>
  orderThroughApi(api, productId, SIZE, { qty, card });

/** A customer's own request context, sending our Origin as sign-up requires; the page stays the admin's. */
const shopperContext = (
  playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } },
  baseURL: string | undefined,
  extraHTTPHeaders: Record<string, string> | undefined,
) =>
  playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { ...extraHTTPHeaders, origin: baseURL ?? '' },
  });

async function stockOf(api: APIRequestContext, productId: string) {
  const product: ProductDetail = await (await api.get(`/api/products/${productId}`)).json();
  return product.variants.find((v) => v.length === SIZE)?.stock;
}

/** Finds the order in ALL ORDERS by its customer's e-mail, with a status filter if given; answers its row. */
async function findInList(page: Page, email: string, status?: string) {
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'ALL ORDERS' })).toBeVisible();
  if (status) {
    await page.getByLabel('Status').selectOption({ label: status });
    await expect(page).toHaveURL(/status=/);
  }
  await page.getByLabel('Search orders').fill(email);
  await page.getByLabel('Search orders').press('Enter');
  await expect(page.getByText('1 order found')).toBeVisible();
  return page.getByRole('row').filter({ hasText: email });
}

test.describe('the admin refunds and cancels orders', () => {
  test('refunds one unit, back in stock, with a reason: the order reads partially refunded', async ({
    page,
    browser,
    baseURL,
    extraHTTPHeaders,
    playwright,
  }) => {
    // An admin, a customer and axe checks on a shared 2-core machine.
    test.slow();
    const product = await addProduct(browser, { baseURL, extraHTTPHeaders });
    const shopper = await shopperContext(playwright, baseURL, extraHTTPHeaders);
    const { orderId, email } = await buy(shopper, product.id, 2, CARDS.success);
    expect(await stockOf(shopper, product.id)).toBe(8);

    await signInAsAdmin(page, baseURL);
    await page.goto(`/admin/order-details/${orderId}`);
    await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
    const refunds = page.getByRole('region', { name: 'Refunds' });
    await expect(refunds.getByText('Nothing has been refunded.')).toBeVisible();

    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund order' });
    const units = dialog.getByRole('spinbutton', { name: `Units to refund of ${product.name} (${SIZE})` });
    await units.fill('1');
    const restock = dialog.getByRole('checkbox', { name: `Put back in stock of ${product.name} (${SIZE})` });
    await expect(restock).toBeChecked();
    await expect(dialog.getByText('Refund £20.00')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // A reason is required: nothing is sent without one.
    await dialog.getByRole('button', { name: 'Make refund' }).click();
    await expect(dialog.getByText('Please give a reason')).toBeVisible();
    await dialog.getByLabel('Reason (shown to the customer)').fill('One bundle arrived tangled');
    await dialog.getByRole('button', { name: 'Make refund' }).click();
    await expect(page.getByText('Refund of £20.00 made')).toBeVisible();
    await expect(dialog).toBeHidden();

    const item = refunds.getByRole('listitem').filter({ hasText: 'One bundle arrived tangled' });
    await expect(item.getByText('Refunded', { exact: true })).toBeVisible();
    await expect(item).toContainText(`1 × ${product.name} (${SIZE}) · £20.00 · restocked`);
    // Its credit note (issue 32), numbered as the refund was made, refers to the order's invoice.
    const note = item.getByRole('link', {
      name: 'Credit note for the refund of £20.00 (PDF, opens in a new tab)',
    });
    const pdf = await page.request.get((await note.getAttribute('href')) ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const text = pdfTextOf(await pdf.body());
    expect(text).toMatch(/Credit note number CN-\d{6}/);
    expect(text).toMatch(/Credits invoice INV-\d{6}/);
    expect(text).toMatch(/Total credited\s+£[\d.]+\s+£[\d.]+\s+£20\.00/);
    await expect(
      refunds.getByText('Remaining', { exact: true }).locator('xpath=following-sibling::dd'),
    ).toHaveText('£24.99');
    await expect(page.getByRole('table', { name: 'Items ordered' })).toContainText('1 refunded');
    // The unit is back on sale.
    expect(await stockOf(shopper, product.id)).toBe(9);

    const row = await findInList(page, email);
    await expect(row).toContainText('Partially refunded (£20.00)');
    await shopper.dispose();
  });

  test('cancels an order with a reason: it reads Cancelled, and the Cancelled filter lists it', async ({
    page,
    browser,
    baseURL,
    extraHTTPHeaders,
    playwright,
  }) => {
    test.slow();
    const product = await addProduct(browser, { baseURL, extraHTTPHeaders });
    const shopper = await shopperContext(playwright, baseURL, extraHTTPHeaders);
    const { orderId, email } = await buy(shopper, product.id, 1, CARDS.success);

    await signInAsAdmin(page, baseURL);
    await page.goto(`/admin/order-details/${orderId}`);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel order?' });
    await expect(dialog).toContainText('Everything not yet refunded (£24.99) is refunded to their card');
    await dialog.getByLabel('Reason (shown to the customer)').fill('The supplier cannot deliver this length');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText('Order cancelled', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect(
      page.getByText('This order is cancelled, so its status can no longer be changed.'),
    ).toBeVisible();
    await expect(page.getByLabel('Update status')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expect(page.getByText('Reason: The supplier cannot deliver this length').first()).toBeVisible();
    expect(await stockOf(shopper, product.id)).toBe(10);

    const row = await findInList(page, email, 'Cancelled');
    await expect(row).toContainText('Cancelled');
    await expect(row).toContainText('Refunded £24.99');
    await shopper.dispose();
  });

  test('a refund the card’s bank refuses shows Failed, and is tried again', async ({
    page,
    browser,
    baseURL,
    extraHTTPHeaders,
    playwright,
  }) => {
    // The test provider fails the refund some 10–25 s after it is made (its settlement runs every 15 s).
    test.slow();
    const product = await addProduct(browser, { baseURL, extraHTTPHeaders });
    const shopper = await shopperContext(playwright, baseURL, extraHTTPHeaders);
    const { orderId } = await buy(shopper, product.id, 1, CARDS.refundFails);
    await shopper.dispose();

    await signInAsAdmin(page, baseURL);
    await page.goto(`/admin/order-details/${orderId}`);
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund order' });
    await dialog.getByLabel('Goodwill amount (£)').fill('5');
    await dialog.getByLabel('Reason (shown to the customer)').fill('Sorry for the late delivery');
    await dialog.getByRole('button', { name: 'Make refund' }).click();
    await expect(page.getByText('Refund of £5.00 made')).toBeVisible();

    const refunds = page.getByRole('region', { name: 'Refunds' });
    const item = refunds.getByRole('listitem').filter({ hasText: 'Sorry for the late delivery' });
    await expect(item.getByText('Pending', { exact: true })).toBeVisible();
    await expect(item).toContainText('Goodwill · £5.00');
    // The page hears the refund's outcome live; a reload between tries covers a slow settlement.
    let tries = 0;
    await expect(async () => {
      if (tries++ > 0) await page.reload();
      await expect(item.getByText('Failed', { exact: true })).toBeVisible({ timeout: 20_000 });
    }).toPass({ timeout: 90_000 });
    await expect(item).toContainText("The card's bank refused the refund.");
    await expectNoSeriousA11yViolations(page);

    await item.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('Refund sent again')).toBeVisible();
    await expect(item.getByText('Pending', { exact: true })).toBeVisible();
    await expect(item.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  });
});

test('on a phone the refund dialog fits the screen and refunds a whole order @phone', async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
  playwright,
}) => {
  test.slow();
  const product = await addProduct(browser, { baseURL, extraHTTPHeaders });
  const shopper = await shopperContext(playwright, baseURL, extraHTTPHeaders);
  const { orderId } = await buy(shopper, product.id, 2, CARDS.success);
  await shopper.dispose();

  await signInAsAdmin(page, baseURL);
  await page.goto(`/admin/order-details/${orderId}`);
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund order' });
  const viewport = page.viewportSize();
  const box = await dialog.boundingBox();
  expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
  await dialog.getByRole('spinbutton', { name: /Units to refund/ }).fill('2');
  await dialog.getByRole('checkbox', { name: /Refund shipping fee/ }).check();
  await dialog.getByLabel('Reason (shown to the customer)').fill('Returned unopened');
  await expect(dialog.getByText('Refund £44.99')).toBeVisible();
  await dialog.getByRole('button', { name: 'Make refund' }).click();
  await expect(page.getByText('Refund of £44.99 made')).toBeVisible();
  // Refunded in full: nothing is left to refund, so the button goes.
  await expect(page.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);
});
