import { customerWithPlacedOrder, signInAsAdmin } from './admin-support.ts';
import { expectNoA11yViolations } from './axe-clean.ts';
import { expect, type Page, test } from './fixtures.ts';
import { apiListing } from './support.ts';

// Every page and dialog of the admin area, checked by axe with no violation of any impact allowed (issue 30): at
// desktop width, and at a 390 px phone's, where wide tables scroll inside their own boxes.

type Seen = { page: Page; orderId: string; productId: string; phone: boolean };

const check = (page: Page, where: string) => expectNoA11yViolations(page, where);

async function closeDialog(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The pages and dialogs, in three groups so each test stays within its time on a shared machine. */
const AREAS: Record<string, (s: Seen) => Promise<void>> = {
  'dashboard and products': async ({ page, productId, phone }) => {
    await page.goto('/admin/home');
    await expect(page.getByRole('heading', { name: 'Recent orders' })).toBeVisible();
    await check(page, 'dashboard');
    if (phone) {
      await page.getByRole('button', { name: 'Admin menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
      await check(page, 'dashboard, menu open');
    }
    await page.goto('/admin/all-products');
    await expect(page.getByRole('table')).toBeVisible();
    await check(page, 'products list');
    await page.goto('/admin/add-product/ADD');
    await expect(page.getByRole('heading', { name: 'Add New Product' })).toBeVisible();
    await page.getByRole('button', { name: 'Save Product' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await check(page, 'new product form, with its errors');
    // A second option shown as swatches: each value's colour, picture and photos, and a matrix of two options.
    await page.getByRole('button', { name: 'Add option' }).click();
    await page.getByLabel('Option 2', { exact: true }).fill('Shade');
    await page.getByLabel('Show Shade as').selectOption('swatch');
    await page.getByLabel('Value 1 of Shade', { exact: true }).fill('1B');
    await page.getByLabel('Colour code of 1B', { exact: true }).fill('#1b1b1b');
    await expect(page.getByRole('group', { name: 'Photos of 1B' })).toBeVisible();
    await check(page, 'options editor with swatches');
    await page.goto(`/admin/add-product/${productId}`);
    await expect(page.getByLabel('Name')).not.toHaveValue('');
    await check(page, 'product edit form');
  },
  'orders and their dialogs': async ({ page, orderId }) => {
    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { name: 'ALL ORDERS' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await check(page, 'orders list');
    await page.goto(`/admin/order-details/${orderId}`);
    await expect(page.getByRole('table', { name: 'Items ordered' })).toBeVisible();
    await check(page, 'order page');
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Refund order' })).toBeVisible();
    await check(page, 'refund dialog');
    await closeDialog(page);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByRole('dialog', { name: 'Cancel order?' })).toBeVisible();
    await check(page, 'cancel dialog');
  },
  'promotions, mailbox, messages and settings': async ({ page }) => {
    await page.goto('/admin/promotions');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await check(page, 'promotions');
    await page.getByRole('button', { name: 'New code' }).click();
    await expect(page.getByRole('dialog', { name: 'New discount code' })).toBeVisible();
    await check(page, 'new code dialog');
    await closeDialog(page);
    await page.getByRole('button', { name: 'New offer' }).click();
    await expect(page.getByRole('dialog', { name: 'New bundle offer' })).toBeVisible();
    await check(page, 'new offer dialog');
    await closeDialog(page);
    await page.goto('/admin/mailbox');
    await expect(page.getByRole('heading', { name: 'Mailbox' })).toBeVisible();
    await check(page, 'mailbox');
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/admin\/mailbox\/[^/]+$/);
    await check(page, 'an e-mail');
    await page.goto('/admin/messages');
    await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
    await check(page, 'messages');
    await page.goto('/admin/settings');
    await expect(page.getByLabel('Shop name')).not.toHaveValue('');
    await expect(page.getByRole('region', { name: 'Recent changes' })).not.toContainText('Loading');
    await check(page, 'settings');
  },
};

for (const phone of [false, true]) {
  test.describe(phone ? 'the admin area on a 390 px phone' : 'the admin area at desktop width', () => {
    if (phone) test.use({ viewport: { width: 390, height: 844 } });
    for (const [area, visit] of Object.entries(AREAS)) {
      test(`has no axe violation: ${area}${phone ? ' @phone' : ''}`, async ({ page, request, baseURL }) => {
        // Several pages, each analysed by axe, on a shared 2-core machine.
        test.slow();
        const { orderId } = await customerWithPlacedOrder(request, baseURL);
        const [product] = (await apiListing(request)).items;
        await signInAsAdmin(page, baseURL);
        await visit({ page, orderId, productId: product?.id ?? '', phone });
      });
    }
  });
}
