import { expect, type Page, test } from './fixtures.ts';
import { latestMailTo } from './settings.ts';
import { addToCart, buyThroughApi, fillAddress, payWith, register } from './shopper.ts';
import { apiListing, apiProducts, expectNoSeriousA11yViolations } from './support.ts';

async function openMyOrders(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /account|welcome/i })
    .click();
  await page.getByRole('menuitem', { name: 'My Orders' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
}

/** A click at a fraction of the stars' width, as a mouse would: 0.65 is the left half of the fourth star. */
async function clickStars(page: Page, fraction: number) {
  const slider = page.getByRole('slider', { name: 'Rating' });
  const box = await slider.boundingBox();
  if (!box) throw new Error('the star rating is not on screen');
  await page.mouse.click(box.x + box.width * fraction, box.y + box.height / 2);
  return slider;
}

test('buy, follow the order in My Orders, review the product with half stars, see the review', async ({
  page,
  request,
}) => {
  // A whole purchase, three pages checked by axe and a review: longer than one journey's usual minute.
  test.slow();
  const product = (await apiProducts(request, '?sort=a2z'))[2];
  if (!product?.lengths[0]) throw new Error('no demo product');
  const email = await register(page);
  const name = email.split('@')[0] ?? '';
  await addToCart(page, product.id, product.lengths[0]);
  await fillAddress(page);
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();

  // My Orders: the new order, placed.
  await openMyOrders(page);
  const orders = page.getByRole('main').getByRole('listitem');
  await expect(orders).toHaveCount(1);
  await expect(orders.first().getByText('Order Placed')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await orders
    .first()
    .getByRole('link', { name: /View order/ })
    .click();

  // The order: Order-Placed is the current step of the tracker.
  await expect(page).toHaveURL(/\/order-details\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
  const tracker = page.getByRole('list', { name: 'Order progress' });
  await expect(tracker.locator('[aria-current="step"]')).toHaveText('Order-Placed');
  await expect(tracker.getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Status history' }).getByText('Order Placed')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Items' }).getByText(product.name, { exact: true }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: `Write a Review of ${product.name}` }).click();

  // The review: half a star by pointer, cleared by clicking it again, then set by keyboard.
  await expect(page).toHaveURL(new RegExp(`/review-product/${product.id}$`));
  await expect(page.getByRole('link', { name: product.name, exact: true })).toBeVisible();
  const slider = await clickStars(page, 0.65);
  await expect(slider).toHaveAttribute('aria-valuenow', '3.5');
  await clickStars(page, 0.65);
  await expect(slider).toHaveAttribute('aria-valuenow', '0');
  await expect(slider).toHaveAttribute('aria-valuetext', '0 out of 5');
  await slider.focus();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuetext', '4.5 out of 5');
  await page.getByLabel('Review', { exact: true }).fill('Soft, full and no shedding after a month.');
  await expect(page.getByLabel('Name shown with your review')).toHaveValue(name);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Submit Review' }).click();

  // Back on the product page: the card with the shopper's name, and the product's rating.
  await expect(page.getByText('Thanks for Sharing your feedback')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/product-details/${product.id}$`));
  const reviews = page.getByRole('region', { name: 'Reviews' });
  const card = reviews.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Soft, full and no shedding after a month.')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
  // What was bought, as bought: the variant's label.
  await expect(card.getByText(`Bought: ${product.lengths[0]}`)).toBeVisible();
  await expect(reviews.getByRole('link', { name: 'Be the first one to review this product' })).toHaveCount(0);
  const fresh = await (await request.get(`/api/products/${product.id}`)).json();
  expect(fresh.rating.count).toBeGreaterThanOrEqual(1);
});

test("someone else's order is the not-found page", async ({ page, request, playwright }) => {
  // Another customer's order, bought through the API from their own session.
  const baseURL = test.info().project.use.baseURL ?? '';
  const other = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const [product] = await apiProducts(request);
  if (!product?.lengths[0]) throw new Error('no demo product');
  const orderId = await buyThroughApi(other, product.id, product.lengths[0]);
  await other.dispose();

  await register(page);
  await page.goto(`/order-details/${orderId}`);
  await expect(page.getByText("Looks like you've found the doorway to the great nothing")).toBeVisible();
});

test('a product the shopper has not bought cannot be reviewed, and says why', async ({ page, request }) => {
  const { items } = await apiListing(request);
  await register(page);
  await page.goto(`/review-product/${items[0]?.id}`);
  await expect(page.getByRole('alert')).toContainText('You can review a product once you have bought it.');
  await expect(page.getByRole('slider')).toHaveCount(0);
  await page.goto('/review-product/no-such-product');
  await expect(page.getByRole('heading', { name: 'No product Found' })).toBeVisible();
});

test('the contact form asks for every field, then records the message and mails the shop', async ({
  page,
  request,
}) => {
  const shop = await (await request.get('/api/shop')).json();
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: shop.phone })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: new RegExp(shop.socialHandle) }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Send Message' }).click();
  for (const message of ['Name is required', 'Subject is required', 'Message is required']) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);

  const subject = `Lengths in stock ${Date.now()}`;
  await page.getByLabel('Name').fill('Ada Shopper');
  await page.getByLabel('Email').fill('ada.contact@example.com');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Do you have the body wave frontal in 22"?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Feedback Recorded. We will Contact you shortly' }),
  ).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue('');
  await expect.poll(() => latestMailTo(shop.email) ?? '', { timeout: 15_000 }).toContain(subject);
});

test('signed out, the after-sale pages send the visitor home', async ({ page }) => {
  for (const path of ['/my-orders', '/order-details/some-order', '/review-product/some-product']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});

test('on a phone the contact form fits and sends @phone', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Ada Shopper');
  await page.getByLabel('Email').fill('ada.phone@example.com');
  await page.getByLabel('Subject').fill('From my phone');
  await page.getByLabel('Message').fill('Hello from a small screen.');
  const send = page.getByRole('button', { name: 'Send Message' });
  const box = await send.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  await send.click();
  await expect(page.getByText('Feedback Recorded. We will Contact you shortly').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
});
