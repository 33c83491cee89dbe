import { pdfTextOf } from '#server/testing/pdf-text.ts';
import { signInAsAdmin } from './admin-support.ts';
import { expectNoA11yViolations } from './axe-clean.ts';
import { expect, type Page, test } from './fixtures.ts';
import { tabTo } from './keyboard-focus.ts';
import { addToCart, fillAddress, payWith, register } from './shopper.ts';
import { apiProducts } from './support.ts';

// Delivery zones and methods (issue 32): the owner adds a zone and a method by keyboard; a shopper sees what
// delivery costs before checkout, chooses Next day and pays what the server priced. Other journeys check out to
// the UK by its first method beside this one, so the UK's Standard stays first, and all is put back after.

async function deliveryNow(page: Page) {
  return (await (await page.request.get('/api/admin/settings')).json()) as {
    version: number;
    values: { delivery: unknown };
  };
}

async function typeInto(page: Page, field: ReturnType<Page['getByLabel']>, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

test('the owner adds Europe and a Next day method by keyboard; a shopper sees the costs and pays for Next day', async ({
  page,
  browser,
  baseURL,
}) => {
  // Every field reached by Tab, past each method's Move buttons, then a whole checkout: on a busy 2-core machine
  // with a second worker this took over the 3 minutes test.slow() gives.
  test.setTimeout(360_000);
  await signInAsAdmin(page, baseURL);
  const before = (await deliveryNow(page)).values.delivery;
  try {
    await page.goto('/admin/settings');
    const form = page.getByRole('form', { name: 'Delivery' });
    const uk = form.getByRole('group', { name: 'United Kingdom', exact: true });
    await expect(uk).toBeVisible();

    // A Next day method for the UK, after its Standard.
    await tabTo(page, uk.getByRole('button', { name: 'Add a method to United Kingdom' }));
    await page.keyboard.press('Enter');
    const ukMethods = uk.getByRole('listitem');
    await typeInto(page, ukMethods.last().getByLabel('Method', { exact: true }), 'Next day');
    await typeInto(page, ukMethods.last().getByLabel('Takes'), '1 working day');
    await typeInto(page, ukMethods.last().getByLabel('Price (£)'), '8.99');

    // A zone of its own for Europe.
    await tabTo(page, form.getByRole('button', { name: 'Add a zone' }));
    await page.keyboard.press('Enter');
    const zone = form.getByRole('group', { name: 'Zone 3' });
    await typeInto(page, zone.getByLabel('Zone name'), 'Europe');
    const europe = form.getByRole('group', { name: 'Europe', exact: true });
    for (const country of ['France', 'Ireland']) {
      await typeInto(page, europe.getByLabel('Add a country to Countries of Europe'), country);
      await page.keyboard.press('Enter');
    }
    await expect(
      europe.getByRole('button', { name: 'Remove Ireland from Countries of Europe' }),
    ).toBeVisible();
    await typeInto(page, europe.getByLabel('Method', { exact: true }), 'Tracked');
    await typeInto(page, europe.getByLabel('Takes'), '4–6 working days');
    await typeInto(page, europe.getByLabel('Price (£)'), '12.99');
    await typeInto(page, europe.getByLabel('Free from (£)'), '150');
    await expectNoA11yViolations(page, 'delivery settings');
    await tabTo(page, form.getByRole('button', { name: 'Save delivery' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Delivery saved')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent changes' })).toContainText(
      'Europe (France, Ireland): Tracked £12.99',
    );

    // A shopper, in a browser of their own.
    const shopperContext = await browser.newContext({ baseURL });
    try {
      const shopper = await shopperContext.newPage();
      await register(shopper);
      const [product] = await apiProducts(shopper.request, '?sort=lowest-price');
      if (!product?.lengths[0]) throw new Error('no demo product');
      await shopper.goto(`/product-details/${product.id}`);
      await expect(
        shopper.getByText('Delivery to United Kingdom: from £4.99, free from £75.00.'),
      ).toBeVisible();
      await addToCart(shopper, product.id, product.lengths[0]);

      await shopper.goto('/cart');
      const deliverTo = shopper.getByLabel('Deliver to');
      await deliverTo.selectOption({ label: 'Ireland' });
      await expect(
        shopper.getByText(/^Tracked: £12\.99\. Spend £[\d.,]+ more for free delivery\.$/),
      ).toBeVisible();
      await deliverTo.selectOption({ label: 'United Kingdom' });
      await expect(shopper.getByText('Other delivery methods are offered at checkout.')).toBeVisible();

      await fillAddress(shopper, /Next day/);
      await expect(shopper.getByText('Delivery: Next day (1 working day)')).toBeVisible();
      const summary = shopper.getByRole('region', { name: 'Order summary' });
      await expect(summary.getByText('Shipping (Next day)')).toBeVisible();
      await expect(summary).toContainText('£8.99');
      await payWith(shopper, '4242 4242 4242 4242');
      await expect(shopper).toHaveURL(/\/checkout-success/);
      await expect(shopper.getByText('Shipping (Next day)')).toBeVisible();

      // The invoice, from the order page, with the delivery as bought.
      await shopper.getByRole('link', { name: 'View your order' }).click();
      const invoice = shopper.getByRole('link', { name: /Download invoice/ });
      const pdf = await shopper.request.get((await invoice.getAttribute('href')) ?? '');
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      const text = pdfTextOf(await pdf.body());
      expect(text).toMatch(/Delivery: Next day\s+£8\.99\s+£0\.00\s+£8\.99/);
      expect(text).toContain('Invoice number INV-');
    } finally {
      await shopperContext.close();
    }
  } finally {
    const { version } = await deliveryNow(page);
    const res = await page.request.patch('/api/admin/settings', {
      data: { version, values: { delivery: before } },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
});
