import { customerWithPlacedOrder, signInAsAdmin } from './admin-support.ts';
import { expect, test } from './fixtures.ts';
import { openLive } from './support.ts';

test("the admin's open orders list shows a new order, and the customer's open order page moves on, without a reload", async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  // Two browsers (the admin's and the customer's) on a shared 2-core machine.
  test.slow();
  const adminContext = await browser.newContext({ baseURL, extraHTTPHeaders });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin, baseURL);
  await openLive(admin, '/admin/orders');
  await expect(admin.getByRole('heading', { name: 'ALL ORDERS' })).toBeVisible();

  // A customer pays while the admin looks at the list.
  const { orderId } = await customerWithPlacedOrder(page.request, baseURL);
  const orderLink = admin.getByRole('link', { name: `Order ${orderId.slice(0, 8).toUpperCase()}` });
  await expect(orderLink).toBeVisible();

  await openLive(page, `/order-details/${orderId}`);
  const currentStep = page.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]');
  await expect(currentStep).toHaveText(/Order-Placed/);
  // Marks this very document: a reload would lose it.
  await page.evaluate(() => {
    document.documentElement.dataset.sameDocument = 'yes';
  });

  await orderLink.click();
  await admin.getByLabel('Update status').selectOption({ label: 'Item(s) Shipped' });
  await admin.getByRole('button', { name: 'Update Status' }).click();
  await expect(admin.getByText('order status changed to Item(s) Shipped')).toBeVisible();

  await expect(currentStep).toHaveText(/Order-Shipped/);
  await expect(page.getByRole('status').filter({ hasText: 'Item(s) Shipped' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-same-document', 'yes');
  await adminContext.close();
});
