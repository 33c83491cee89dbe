import { signInAsAdmin } from './admin-support.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support.ts';

test('the admin creates a discount code and a bundle offer, pauses the code, edits the offer and deletes the code', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await signInAsAdmin(page, baseURL);
  await page.goto('/admin/home');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/admin\/promotions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();

  // A code: 10% off the whole cart, typed in lower case and kept upper-case.
  await page.getByRole('button', { name: 'New code' }).click();
  const newCode = page.getByRole('dialog', { name: 'New discount code' });
  await newCode.getByRole('button', { name: 'Create code' }).click();
  await expect(newCode.getByText('A code is 2 to 32 letters, digits or dashes')).toBeVisible();
  await newCode.getByLabel('Code', { exact: true }).fill('save10');
  await newCode.getByLabel('Percent off (%)').fill('10');
  await expectNoSeriousA11yViolations(page);
  await newCode.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByText('Code SAVE10 created')).toBeVisible();
  await expect(newCode).toBeHidden();
  const code = page.getByRole('article', { name: 'SAVE10' });
  await expect(code.getByText('Active', { exact: true })).toBeVisible();
  await expect(code.getByText('10% off')).toBeVisible();
  await expect(code.getByText('Whole cart')).toBeVisible();
  await expect(code.getByText('Redeemed 0 (held 0)')).toBeVisible();
  // The same code again: the server's refusal is said at the code field.
  await page.getByRole('button', { name: 'New code' }).click();
  await newCode.getByLabel('Code', { exact: true }).fill('Save10');
  await newCode.getByLabel('Percent off (%)').fill('5');
  await newCode.getByRole('button', { name: 'Create code' }).click();
  await expect(newCode.getByText('A code SAVE10 already exists.')).toBeVisible();
  await expect(newCode.getByLabel('Code', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await newCode.getByRole('button', { name: 'Cancel' }).click();

  // An offer: twelve or more Human hair items, 10% off (more than any other journey buys, so their prices stay).
  await page.getByRole('button', { name: 'New offer' }).click();
  const newOffer = page.getByRole('dialog', { name: 'New bundle offer' });
  await newOffer.getByLabel('Label (shown to shoppers)').fill('12+ bundles: 10% off');
  await newOffer.getByLabel('Minimum items').fill('12');
  await newOffer.getByLabel('Percent off (%)').fill('10');
  await newOffer.getByRole('radio', { name: 'Chosen categories or products' }).check();
  await newOffer.getByRole('checkbox', { name: 'Human hair' }).check();
  await newOffer.getByRole('button', { name: 'Create offer' }).click();
  await expect(page.getByText('Offer saved')).toBeVisible();
  const offer = page.getByRole('article', { name: '12+ bundles: 10% off' });
  await expect(offer.getByText('Active', { exact: true })).toBeVisible();
  await expect(offer.getByText('12+ items: 10% off')).toBeVisible();
  await expect(offer.getByText('Human hair')).toBeVisible();

  // Pausing sends the code back whole; the status comes from the server.
  await code.getByRole('button', { name: 'Pause SAVE10' }).click();
  await expect(code.getByText('Paused', { exact: true })).toBeVisible();
  await expect(code.getByRole('button', { name: 'Resume SAVE10' })).toBeVisible();

  // The offer's percent changes; its target stays.
  await offer.getByRole('button', { name: 'Edit 12+ bundles: 10% off' }).click();
  const editOffer = page.getByRole('dialog', { name: 'Edit bundle offer' });
  await expect(editOffer.getByRole('checkbox', { name: 'Human hair' })).toBeChecked();
  await editOffer.getByLabel('Percent off (%)').fill('15');
  // An end typed as the shop's wall time (BST in July) comes back from the server as the same wall time.
  await editOffer.getByLabel('Ends (UK time)').fill('2030-07-01T09:00');
  await editOffer.getByRole('button', { name: 'Save offer' }).click();
  await expect(editOffer).toBeHidden();
  await expect(offer.getByText('12+ items: 15% off')).toBeVisible();
  await expect(offer.getByText('Until 1 Jul 2030, 09:00')).toBeVisible();
  await expect(offer.getByText('Active', { exact: true })).toBeVisible();
  await expect(offer.getByText('Human hair')).toBeVisible();

  // Deleting asks first.
  await code.getByRole('button', { name: 'Delete SAVE10' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete code?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Code SAVE10 deleted')).toBeVisible();
  await expect(code).toHaveCount(0);
  await expect(offer).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The offer goes too (a running offer would price every later checkout of Human hair).
  await offer.getByRole('button', { name: 'Delete 12+ bundles: 10% off' }).click();
  await page.getByRole('dialog', { name: 'Delete offer?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(offer).toHaveCount(0);
});

test('on a phone the promotions are cards that fit the screen @phone', async ({ page, baseURL }) => {
  await signInAsAdmin(page, baseURL);
  const code = `PHONE-${Date.now().toString(36).toUpperCase()}`;
  const created = await page.request.post('/api/admin/promotions/codes', {
    data: { code, kind: 'fixed', value: 500, minSubtotal: 5000, maxRedemptions: 50 },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto('/admin/home');
  await page.getByRole('button', { name: 'Admin menu' }).click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Promotions' }).click();
  const card = page.getByRole('article', { name: code });
  await expect(card.getByText('£5.00 off')).toBeVisible();
  await expect(card.getByText('Over £50.00 · 50 uses')).toBeVisible();
  await expect(card.getByRole('button', { name: `Pause ${code}` })).toBeVisible();
  // The page itself does not scroll sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});
