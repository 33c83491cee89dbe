import type { ProductInput } from '#shared/contract/admin-products.ts';
import { formatPence } from '#shared/money.ts';
import { signInAsAdmin } from './admin-support.ts';
import { expect, test } from './fixtures.ts';
import { addToCart, fillAddress, register } from './shopper.ts';
import { expectNoSeriousA11yViolations } from './support.ts';

// Issue 31, slice 5: a bundle offer on one variant. The admin picks the product, "Only some variants" and ticks
// #613 in 22″ by keyboard; the listing's card says the offer is on selected options, the product page says whether
// the chosen one is among them, and the checkout takes the offer off the #613 22″ lines only. Journeys share one
// shop: the product is this journey's own (brand Tressa Studio, which journeys about the demo catalogue pass
// over), and the offer is deleted at the end.

const PRICE = 5000;
const PERCENT = 35;
/** Two #613 22″ (the offer's) and one 1B 22″ (not): the offer takes 35% off the first two only. */
const OFFER_OFF = Math.floor((2 * PRICE * PERCENT) / 100);

test('an offer on one variant: chosen in the admin, told on the card and the page, taken off that variant alone', async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  test.slow();
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const name = `Platinum Bone Straight ${run}`;
  const label = `Platinum pair: ${PERCENT}% off (${run})`;
  const body: ProductInput = {
    name,
    price: PRICE,
    category: 'Extensions',
    brand: 'Tressa Studio',
    description: 'Bone straight bundles, in two shades.',
    options: [
      { name: 'Shade', kind: 'swatch', property: 'color', values: [{ name: '1B' }, { name: '#613' }] },
      { name: 'Length', property: 'size', values: [{ name: '18″' }, { name: '22″' }] },
    ],
    variants: [
      { values: ['1B', '18″'], stock: 20 },
      { values: ['1B', '22″'], stock: 20 },
      { values: ['#613', '18″'], stock: 20 },
      { values: ['#613', '22″'], stock: 20, sku: `pbs-${run}-613-22` },
    ],
  };

  const adminContext = await browser.newContext({ baseURL, extraHTTPHeaders });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin, baseURL);
  const created = await admin.request.post('/api/admin/products', { data: body });
  expect(created.ok(), await created.text()).toBe(true);
  const productId: string = (await created.json()).id;

  try {
    await admin.goto('/admin/promotions');
    await admin.getByRole('button', { name: 'New offer' }).click();
    const dialog = admin.getByRole('dialog', { name: 'New bundle offer' });
    await dialog.getByLabel('Label (shown to shoppers)').fill(label);
    await dialog.getByLabel('Minimum items').fill('2');
    await dialog.getByLabel('Percent off (%)').fill(String(PERCENT));
    await dialog.getByRole('radio', { name: 'Chosen categories or products' }).check();
    await dialog.getByLabel('Find products').fill(name);
    await dialog.getByRole('button', { name: `Add ${name}` }).click();
    const row = dialog.getByRole('listitem', { name: new RegExp(name) });
    await expect(row.getByText('All 4 variants')).toBeVisible();
    // By keyboard: the radio, then the variant's box (named by its label and SKU), each with Space.
    await row.getByRole('radio', { name: 'Only some variants' }).focus();
    await admin.keyboard.press('Space');
    await expect(row.getByText('No variant ticked: it is left out until you tick one.')).toBeVisible();
    const box = row.getByRole('checkbox', { name: `#613 · 22″ pbs-${run}-613-22` });
    await box.focus();
    await admin.keyboard.press('Space');
    await expect(box).toBeChecked();
    await expect(row.getByText('1 of 4 variants: #613 · 22″')).toBeVisible();
    await expectNoSeriousA11yViolations(admin);
    await dialog.getByRole('button', { name: 'Create offer' }).click();
    await expect(admin.getByText('Offer saved')).toBeVisible();
    const card = admin.getByRole('article', { name: label });
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    // Named by its product once the shop says which it is; counted until then.
    await expect(card).toContainText(/Applies to(1 variant|.*: #613 · 22″)/);

    // The card: the offer, on selected options.
    await register(page);
    await page.goto(`/all?q=${encodeURIComponent(run)}`);
    const listed = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
    await expect(listed.getByText(label)).toBeVisible();
    await expect(listed.getByText('on selected options')).toBeVisible();

    // The page: on the chosen one, or not and which.
    await page.goto(`/product-details/${productId}?variant=pbs-${run}-613-22`);
    await expect(page.getByText('On selected options, this one included.')).toBeVisible();
    await page
      .getByRole('radiogroup', { name: 'Shade' })
      .getByRole('radio', { name: '1B', exact: true })
      .check();
    await expect(page.getByText('Not on this option. Only on #613 · 22″.')).toBeVisible();
    await expect(page.getByText(label)).toBeVisible();

    // The checkout: two of the offer's variant and one other; the offer's 35% on the first two alone.
    await addToCart(page, productId, '1B · 22″');
    await addToCart(page, productId, '#613 · 22″');
    await page
      .getByRole('region', { name: 'In your cart' })
      .getByRole('button', { name: 'One more #613 · 22″ in cart' })
      .click();
    await fillAddress(page);
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByText(`Bundle offer: ${label}`)).toBeVisible();
    await expect(summary.getByText(`−${formatPence(OFFER_OFF)}`, { exact: true })).toBeVisible();
  } finally {
    const { offers } = await (await admin.request.get('/api/admin/promotions')).json();
    for (const o of offers.filter((o: { label: string }) => o.label === label)) {
      expect((await admin.request.delete(`/api/admin/promotions/offers/${o.id}`)).status()).toBe(204);
    }
    await adminContext.close();
  }
});
