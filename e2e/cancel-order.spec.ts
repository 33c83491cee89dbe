import { expect, type Page, test } from './fixtures.ts';
import { latestMailTo } from './settings.ts';
import { orderThroughApi } from './shopper.ts';
import { apiProducts, expectNoSeriousA11yViolations } from './support.ts';

/** The words of an e-mail as written to disk (quoted-printable UTF-8, its soft breaks undone by latestMailTo). */
function readable(raw: string): string {
  const bytes = raw.replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The total the confirmation page shows, as written there ('£54.99'). */
async function confirmedTotal(page: Page): Promise<string> {
  const total = page.getByRole('region', { name: 'Items' }).getByRole('definition').last();
  return (await total.textContent())?.trim() ?? '';
}

test('a shopper cancels a fresh order: refunded in full, Cancelled in My Orders, told by e-mail', async ({
  page,
  request,
  playwright,
  baseURL,
  extraHTTPHeaders,
}) => {
  // A purchase, a cancellation, two pages checked by axe and an e-mail: longer than the usual minute.
  test.slow();
  const shop = await (await request.get('/api/shop')).json();
  const product = (await apiProducts(request, '?sort=a2z'))[3];
  if (!product?.lengths[0]) throw new Error('no demo product');
  // Signing up and paying are the checkout's journeys (checkout.spec.ts): here they go through the API, and the
  // new customer's session is handed to the page, which opens the order's confirmation as after paying.
  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { ...extraHTTPHeaders, origin: baseURL ?? '' },
  });
  const { orderId, email } = await orderThroughApi(api, product.id, product.lengths[0]);
  await page.context().addCookies((await api.storageState()).cookies);
  await api.dispose();
  await page.goto(`/checkout-success?order=${encodeURIComponent(orderId)}`);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  const total = await confirmedTotal(page);
  expect(total).toMatch(/^£\d+\.\d\d$/);
  await page.getByRole('link', { name: 'View your order' }).click();

  // The order page offers cancelling, until when, and asks first.
  await expect(page).toHaveURL(new RegExp(`/order-details/${encodeURIComponent(orderId)}$`));
  await expect(page.getByText(/Changed your mind\? You can cancel this order until/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`the whole amount, ${total}, is refunded to the card you paid with`);
  await expect(dialog).toContainText('You can cancel this order online until');
  await expectNoSeriousA11yViolations(page);
  // Changing one's mind again keeps the order, and the keyboard can do it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Order Placed' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();

  // Cancelled, and the test card's refund succeeds at once: the whole amount back.
  await expect(page.getByText('Order cancelled. Your refund is on its way.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const status = page.getByRole('main').getByRole('status').filter({ hasText: 'Cancelled' });
  await expect(status).toContainText(`Refunded ${total}`);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  const tracking = page.getByRole('region', { name: 'Tracking' });
  await expect(tracking.getByRole('list', { name: 'Order progress' })).toHaveCount(0);
  await expect(tracking).toContainText('This order was cancelled on');
  await expect(tracking).toContainText('Reason: Cancelled by the customer');
  await expect(page.getByRole('region', { name: 'Items' }).getByText('1 refunded')).toBeVisible();
  const refunds = page.getByRole('region', { name: 'Refunds' });
  await expect(refunds.getByRole('listitem').first()).toContainText(`Refund of ${total}`);
  await expect(refunds).toContainText('Refunded');
  await expect(refunds).toContainText(`1 × ${product.name} (Size: ${product.lengths[0]})`);
  await expect(page.getByRole('region', { name: 'Status history' })).toContainText('Cancelled');
  await expectNoSeriousA11yViolations(page);

  // The server agrees: a second cancel from the page (a second tab, say) is refused with its reason.
  const again = await page.evaluate(async (id) => {
    const res = await fetch(`/api/orders/${encodeURIComponent(id)}/cancel`, { method: 'POST' });
    return { status: res.status, body: await res.json() };
  }, orderId);
  expect(again).toEqual({
    status: 409,
    body: { error: { code: expect.any(String), message: 'This order is already cancelled.' } },
  });

  // My Orders: Cancelled, with the refund beside the amount.
  await page.getByRole('link', { name: 'Back to all orders' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  const orders = page.getByRole('main').getByRole('listitem');
  await expect(orders).toHaveCount(1);
  await expect(orders.first().getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(orders.first().getByText(`Refunded ${total}`)).toBeVisible();

  // The cancellation e-mail.
  const subject = `Your ${shop.name} order ${orderId.slice(0, 8).toUpperCase()} is cancelled`;
  await expect.poll(() => latestMailTo(email) ?? '', { timeout: 15_000 }).toContain(subject);
  const mail = readable(latestMailTo(email) ?? '');
  expect(mail).toContain('Reason: Cancelled by the customer');
  expect(mail).toContain(`Refund: ${total}, to the card you paid with.`);
  expect(mail).toContain(`1 × ${product.name} (Size: ${product.lengths[0]})`);
});
