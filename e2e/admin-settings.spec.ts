import { signInAsAdmin } from './admin-support.ts';
import { expectNoA11yViolations } from './axe-clean.ts';
import { expect, type Page, test } from './fixtures.ts';
import { tabTo } from './keyboard-focus.ts';

// The owner's settings (issue 32): changed by keyboard in the admin, in effect at once on the storefront's
// server-rendered pages, kept in the page's history. Other journeys run beside this one on the same shop, so it
// changes only what none of them reads (the phone and the business address) and puts them back.

/** Sets fields through the API, as saved now (the journey's own changes are made through the page). */
async function putBack(page: Page, values: Record<string, unknown>) {
  const { version } = await (await page.request.get('/api/admin/settings')).json();
  const res = await page.request.patch('/api/admin/settings', { data: { version, values } });
  expect(res.ok(), await res.text()).toBe(true);
}

test('the owner changes the phone and the address by keyboard; the storefront shows the phone at once', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsAdmin(page, baseURL);
  await page.goto('/admin/settings');
  const phone = page.getByLabel('Phone');
  await expect(phone).not.toHaveValue('');
  const before = {
    phone: await phone.inputValue(),
    address: await page.getByLabel('Business address').inputValue(),
  };
  const newPhone = `+44 20 7946 ${String(Date.now()).slice(-4)}`;
  try {
    await expectNoA11yViolations(page, 'settings page');
    await tabTo(page, phone);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(newPhone);
    await tabTo(page, page.getByLabel('Business address'));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Unit 4, 12 Mare Street');
    await page.keyboard.press('Enter');
    await page.keyboard.type('London E8 4RP');
    await tabTo(page, page.getByRole('button', { name: 'Save settings' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Settings saved')).toBeVisible();

    const history = page.getByRole('region', { name: 'Recent changes' });
    await expect(
      history
        .getByRole('listitem')
        .filter({ hasText: `Phone: ${before.phone}` })
        .first(),
    ).toContainText(newPhone);
    await expect(history).toContainText('Unit 4, 12 Mare Street, London E8 4RP');

    // A visitor's first request: the page as the server renders it, its cache dropped by the change.
    const visitor = await browser.newContext({ javaScriptEnabled: false });
    try {
      const home = await visitor.newPage();
      await home.goto(baseURL ?? '/');
      await expect(home.getByRole('contentinfo')).toContainText(`Phone: ${newPhone}`);
    } finally {
      await visitor.close();
    }
  } finally {
    await putBack(page, before);
  }
});

test('a wrong value is named next to its field and nothing is saved', async ({ page, baseURL }) => {
  await signInAsAdmin(page, baseURL);
  await page.goto('/admin/settings');
  const hold = page.getByLabel('Stock hold (minutes)');
  await expect(hold).not.toHaveValue('');
  const saved = await hold.inputValue();
  await hold.fill('0');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Hold stock for at least a minute')).toBeVisible();
  await expect(hold).toHaveAttribute('aria-invalid', 'true');
  await expectNoA11yViolations(page, 'settings form with an error');
  const { values } = await (await page.request.get('/api/admin/settings')).json();
  expect(String(values.orderHoldMinutes)).toBe(saved);
});
