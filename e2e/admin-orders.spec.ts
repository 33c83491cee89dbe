import { customerWithPlacedOrder, signInAsAdmin } from './admin-support.ts';
import { expect, type Page, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support.ts';

/** The 'Item(s) Shipped' figure of the dashboard's Order Status chart (its table of figures). */
async function shippedCount(page: Page) {
  await page.goto('/admin/home');
  const chart = page.getByRole('figure').filter({ hasText: 'Order Status' });
  const row = chart.getByRole('row', { name: /Item\(s\) Shipped/ });
  return Number((await row.getByRole('cell').innerText()).replace(/,/g, ''));
}

test('the admin moves an order to Item(s) Shipped: the customer sees it, is e-mailed, and the chart counts it', async ({
  page,
  request,
  baseURL,
}) => {
  // A whole admin journey with axe checks on each page: longer than one shopper's step on a shared 2-core machine.
  test.slow();
  const { email, orderId } = await customerWithPlacedOrder(request, baseURL);
  await signInAsAdmin(page, baseURL);
  const before = await shippedCount(page);
  await expect(page.getByRole('heading', { name: 'Recent orders' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { name: 'ALL ORDERS' })).toBeVisible();
  await page.getByLabel('Search orders').fill(email);
  await page.getByLabel('Search orders').press('Enter');
  await expect(page.getByText('1 order found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', /export\.csv\?q=/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: `Order ${orderId.slice(0, 8).toUpperCase()}` }).click();

  await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Grace Receiver')).toBeVisible();
  await expect(main.getByText('+44 1904 000000')).toBeVisible();
  await expect(main.getByText('visa ending 4242')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The packing slip for the parcel: a PDF the browser opens (issue 32).
  const slip = await page.getByRole('link', { name: /Packing slip/ }).getAttribute('href');
  const pdf = await page.request.get(slip ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await page.getByLabel('Update status').selectOption({ label: 'Item(s) Shipped' });
  // Shipping asks for the parcel's carrier and tracking number (issue 32), pasted as people do, with spaces.
  await page.getByLabel('Carrier').selectOption({ label: 'Royal Mail' });
  await page.getByLabel('Tracking number').fill('AB 1234 5678 9GB');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Update Status' }).click();
  await expect(page.getByText('order status changed to Item(s) Shipped')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/orders$/);

  // The customer's side: their order reads shipped, with the history entry and the parcel.
  const seen = await (await request.get(`/api/orders/${orderId}`)).json();
  expect(seen.status).toBe('shipped');
  expect(seen.history.map((h: { status: string }) => h.status)).toContain('shipped');
  expect(seen.tracking).toMatchObject({ carrierName: 'Royal Mail', number: 'AB123456789GB' });

  // Other journeys on the same shop (the owner's day by keyboard) may ship an order meanwhile: the chart must say
  // what the server's list of shipped orders says at that moment, which now holds this one too.
  const shippedOrders = async () =>
    (await (await page.request.get('/api/admin/orders?status=shipped&perPage=1')).json()).total as number;
  await expect(async () => {
    const chart = await shippedCount(page);
    expect(chart).toBe(await shippedOrders());
    expect(chart).toBeGreaterThanOrEqual(before + 1);
  }).toPass({ timeout: 20_000 });

  // The e-mail is in the mailbox, with the link to the order's page.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Mailbox' }).click();
  await expect(page.getByRole('heading', { name: 'Mailbox' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // This order's e-mail by its number: another journey may ship an order at the same moment, and its e-mail may be
  // the newest.
  await page
    .getByRole('link', {
      name: new RegExp(`order ${orderId.slice(0, 8).toUpperCase()}: Item\\(s\\) Shipped$`),
    })
    .first()
    .click();
  // On the message's own page (until the route changes, the list shows the address twice: two e-mails).
  await expect(page).toHaveURL(/\/admin\/mailbox\/[^/]+$/);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText(`/order-details/${orderId}`)).toBeVisible();
  await expect(page.getByText('Sent with Royal Mail, tracking number AB123456789GB')).toBeVisible();

  // The customer, in their own browser session, opens the order: the parcel with the carrier's tracking link.
  await page.context().clearCookies();
  await page.context().addCookies((await request.storageState()).cookies);
  await page.goto(`/order-details/${orderId}`);
  const tracking = page.getByRole('region', { name: 'Tracking' });
  await expect(tracking.getByText(/Sent with Royal Mail, tracking number/)).toContainText('AB123456789GB');
  await expect(tracking.getByRole('link', { name: /Track your parcel with Royal Mail/ })).toHaveAttribute(
    'href',
    'https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB',
  );
  await expectNoSeriousA11yViolations(page);
});

test('on a phone the admin finds an order through the menu and the table scrolls @phone', async ({
  page,
  request,
  baseURL,
}) => {
  const { email } = await customerWithPlacedOrder(request, baseURL);
  await signInAsAdmin(page, baseURL);
  await page.goto('/admin/home');
  await page.getByRole('button', { name: 'Admin menu' }).click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
  await page.getByLabel('Search orders').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('cell', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) })).toBeVisible();
  // The page itself does not scroll sideways; only the table's own box does.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});
