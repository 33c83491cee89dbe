import { formatPence } from '#shared/money.ts';
import { expect, test } from './fixtures.ts';
import { addToCart, fillAddress, payWith, register } from './shopper.ts';
import { apiProducts, byOneOption, cartBadge } from './support.ts';

test('checkout: a declined card, then a good one places the order and empties the cart', async ({
  page,
  request,
}) => {
  const [product] = await apiProducts(request, '?sort=lowest-price');
  if (!product?.lengths[0]) throw new Error('no demo product');
  await register(page);
  await addToCart(page, product.id, product.lengths[0]);
  await fillAddress(page);

  // The summary is the server's: the line, subtotal, shipping and total.
  await expect(page.getByText('Test mode')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(formatPence(product.price)).first()).toBeVisible();
  await expect(main.getByText(formatPence(499)).first()).toBeVisible(); // under £75: flat shipping
  await expect(page.getByRole('button', { name: `Pay ${formatPence(product.price + 499)}` })).toBeVisible();

  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 1 item');

  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout-success/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Ada Shopper')).toBeVisible();
  await expect(page.getByText('All items removed from cart')).toHaveCount(0);
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 0 items');
});

test('checkout: 3-D Secure through the bank page, and a revisit says the payment is already confirmed', async ({
  page,
  request,
}) => {
  // A demo product chosen by length: not one another journey made (brand 'Tressa Studio', or of several options),
  // whose stock that journey counts (buying its first variant here once made the owner's 24-variant journey fail).
  const product = (await apiProducts(request, '?perPage=48')).find(
    (p) => p.brand !== 'Tressa Studio' && byOneOption(p) && (p.variants[0]?.stock ?? 0) > 0,
  );
  if (!product?.lengths[0]) throw new Error('no demo product');
  await register(page);
  await addToCart(page, product.id, product.lengths[0]);
  await fillAddress(page);

  await payWith(page, '4000 0025 0000 3155');
  await expect(page.getByRole('heading', { name: 'Authenticate your payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(/\/checkout-success\?payment_intent=/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 0 items');

  // The return URL opened again on the payment page: already paid.
  const back = new URL(page.url());
  await page.goto(`/checkout?${back.searchParams}`);
  await expect(page.getByText('Payment already confirmed.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout-success/);
});
