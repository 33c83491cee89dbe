import type { Address } from '#shared/contract/checkout.ts';
import { expect, type Page, test } from './fixtures.ts';
import { addToCart, payWith, register } from './shopper.ts';
import { apiProducts, byOneOption, expectNoSeriousA11yViolations } from './support.ts';

// The customer's address book (issue 33): kept on its own page, offered and filled in at checkout, and added to
// from checkout.

const HOME: Address = {
  name: 'Ada Shopper',
  line1: '1 Market Street',
  line2: 'Flat 2',
  city: 'Leeds',
  zip: 'LS1 1AA',
  country: 'United Kingdom',
  phone: '+44 113 496 0000',
};
const SALON: Address = {
  name: 'Ada at the salon',
  line1: '9 Briggate',
  line2: 'First floor',
  city: 'Leeds',
  zip: 'LS1 6HD',
  country: 'United Kingdom',
  phone: '+44 113 496 0001',
};
const MUM: Address = {
  name: 'Mary Shopper',
  line1: '4 Harbour Row',
  line2: 'Cottage 3',
  city: 'Cork',
  zip: 'T12 X2Y3',
  country: 'Ireland',
  phone: '+353 21 496 0000',
};
const LABELS: [keyof Address, string][] = [
  ['name', 'Name'],
  ['line1', 'Address line 1'],
  ['line2', 'Address line 2'],
  ['city', 'City'],
  ['zip', 'Zip code'],
  ['country', 'Country'],
  ['phone', 'Phone'],
];

/** Opens the address book from the account menu, with the keyboard (the menu's arrow keys). */
async function openAddressBook(page: Page) {
  const account = page.getByRole('banner').getByRole('button', { name: /^Welcome/ });
  await account.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'My Orders' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Address book' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/address-book$/);
  await expect(page).toHaveTitle('Address book | Tressa');
}

/** Adds an address in the book's form by keyboard alone: Tab from field to field, the country typed into its list. */
async function addByKeyboard(page: Page, address: Address) {
  await page.getByRole('button', { name: 'Add an address' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add an address' });
  await expect(dialog).toBeVisible();
  // The dialog opens on its Close button; the fields follow.
  await page.keyboard.press('Tab');
  for (const [key, label] of LABELS) {
    await expect(dialog.getByLabel(label, { exact: true })).toBeFocused();
    await page.keyboard.type(address[key]);
    if (key === 'country') await expect(dialog.getByLabel('Country')).toHaveValue(address.country);
    await page.keyboard.press('Tab');
  }
  // The box is left as it is; for the first address, the default anyway, it is disabled and skipped.
  const makeDefault = dialog.getByRole('checkbox', { name: 'Use as my default address' });
  if (await makeDefault.isEnabled()) {
    await expect(makeDefault).toBeFocused();
    await page.keyboard.press('Tab');
  }
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Save address' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Address saved')).toBeVisible();
}

const card = (page: Page, address: Address) =>
  page.getByRole('article', { name: `${address.name}, ${address.line1}` });

async function checkoutWithOneItem(page: Page, request: Parameters<typeof apiProducts>[0]) {
  // A product chosen by length, as the checkout journeys choose theirs.
  const product = (await apiProducts(request, '?perPage=48')).find(
    (p) => p.brand !== 'Tressa Studio' && byOneOption(p) && (p.variants[0]?.stock ?? 0) > 0,
  );
  if (!product?.lengths[0]) throw new Error('no demo product');
  await addToCart(page, product.id, product.lengths[0]);
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout-details$/);
}

test('address book: addresses added by keyboard, one made the default, which checkout fills in', async ({
  page,
  request,
}) => {
  test.slow();
  await register(page);
  await openAddressBook(page);
  await expect(page.getByText('No saved addresses yet')).toBeVisible();

  // The first address is the default; the second is added after it, and the focus rests on its Edit button.
  await addByKeyboard(page, HOME);
  await expect(card(page, HOME)).toContainText('Default');
  await addByKeyboard(page, SALON);
  await expect(page.getByRole('button', { name: `Edit ${SALON.name}, ${SALON.line1}` })).toBeFocused();
  await expect(card(page, SALON)).not.toContainText('Default');

  // Made the default with the keyboard: it moves first, with the badge.
  await page.getByRole('button', { name: `Make default ${SALON.name}, ${SALON.line1}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Default address changed')).toBeVisible();
  await expect(page.getByRole('article').first()).toHaveAccessibleName(`${SALON.name}, ${SALON.line1}`);
  await expect(card(page, SALON)).toContainText('Default');
  await expect(card(page, HOME)).not.toContainText('Default');
  await expect(page.getByRole('button', { name: `Edit ${SALON.name}, ${SALON.line1}` })).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // The delete question, as a dialog; Escape keeps the address.
  await page.getByRole('button', { name: `Delete ${HOME.name}, ${HOME.line1}` }).click();
  await expect(page.getByRole('dialog', { name: 'Delete this address?' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Delete this address?' })).toBeHidden();
  await expect(card(page, HOME)).toBeVisible();

  // Checkout fills in the default and offers the others.
  await checkoutWithOneItem(page, request);
  for (const [key, label] of LABELS)
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(SALON[key]);
  const deliverTo = page.getByRole('group', { name: 'Deliver to' });
  await expect(
    deliverTo.getByRole('radio', { name: new RegExp(`^${SALON.name}, ${SALON.line1}`) }),
  ).toBeChecked();
  await deliverTo.getByRole('radio', { name: new RegExp(`^${HOME.name}, ${HOME.line1}`) }).check();
  await expect(page.getByLabel('Address line 1', { exact: true })).toHaveValue(HOME.line1);
  await expect(page.getByRole('checkbox', { name: 'Save this address to my address book' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Proceed To Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
});

test('address book: a new address used at checkout is saved when asked, and the order is paid', async ({
  page,
  request,
}) => {
  test.slow();
  await register(page);
  await checkoutWithOneItem(page, request);
  // An empty book: nothing to choose from, a new address to type, and the offer to save it (not ticked).
  await expect(page.getByRole('group', { name: 'Deliver to' })).toHaveCount(0);
  for (const [key, label] of LABELS) {
    const input = page.getByLabel(label, { exact: true });
    if (key === 'country') await input.selectOption(MUM.country);
    else await input.fill(MUM[key]);
  }
  const save = page.getByRole('checkbox', { name: 'Save this address to my address book' });
  await expect(save).not.toBeChecked();
  await save.check();
  await page.getByRole('button', { name: 'Proceed To Checkout' }).click();
  await expect(page.getByText('Address saved to your address book')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);

  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();

  await page.goto('/address-book');
  await expect(card(page, MUM)).toBeVisible();
  await expect(card(page, MUM)).toContainText('Default');
  await expect(card(page, MUM)).toContainText(`${MUM.city} ${MUM.zip}`);
  await expect(card(page, MUM)).toContainText('Ireland');
  await expectNoSeriousA11yViolations(page);
});

test('on a phone the address book, its form and its delete question fit the screen @phone', async ({
  page,
}) => {
  test.slow();
  await register(page);
  await page.goto('/address-book');
  await expect(page.getByText('No saved addresses yet')).toBeVisible();
  const viewport = page.viewportSize();
  const fits = async (box: { x: number; width: number } | null) =>
    expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
  // Nothing wider than the screen: the page does not scroll sideways.
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

  await page.getByRole('button', { name: 'Add an address' }).click();
  const form = page.getByRole('dialog', { name: 'Add an address' });
  await fits(await form.boundingBox());
  for (const [key, label] of LABELS) {
    const input = form.getByLabel(label, { exact: true });
    if (key === 'country') await input.selectOption(MUM.country);
    else await input.fill(MUM[key]);
  }
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form).toBeHidden();
  await fits(await card(page, MUM).boundingBox());
  expect(await sideways()).toBe(false);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: `Delete ${MUM.name}, ${MUM.line1}` }).click();
  const question = page.getByRole('dialog', { name: 'Delete this address?' });
  await fits(await question.boundingBox());
  await question.getByRole('button', { name: 'Delete address' }).click();
  await expect(page.getByText('Address deleted')).toBeVisible();
  await expect(page.getByText('No saved addresses yet')).toBeVisible();
  expect(await sideways()).toBe(false);
});
