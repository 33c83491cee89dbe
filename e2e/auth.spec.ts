import { expect, type Page, test } from './fixtures.ts';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, latestMailTo } from './settings.ts';
import { expectNoSeriousA11yViolations } from './support.ts';

const unique = () => `shopper.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

function accountDialog(page: Page) {
  return page.getByRole('dialog').filter({ has: page.getByRole('tablist', { name: 'Account' }) });
}

async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = accountDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

async function signIn(page: Page, email: string, password: string) {
  const dialog = await openLogin(page);
  await dialog.getByRole('tab', { name: 'Login' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  return dialog;
}

test('register, greet, log out, sign in, reset the password by e-mail, sign in with the new one', async ({
  page,
}) => {
  const email = unique();
  await page.goto('/all');

  // Register: mismatched passwords are refused in the browser, then matching ones create the account.
  const dialog = await openLogin(page);
  await dialog.getByRole('tab', { name: 'Register' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('first-password-1');
  await dialog.getByLabel('Confirm password').fill('first-password-2');
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Password Did not match')).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Confirm password').fill('first-password-1');
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Registration Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The greeting uses the part of the e-mail before the @.
  const menuButton = page.getByRole('banner').getByRole('button', { name: /account|welcome/i });
  await menuButton.click();
  await expect(page.getByText(`Welcome, ${email.split('@')[0]}`)).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('User Signed Out')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  // Closed, so the second sign-out below is seen to show its own message.
  const signedOutToast = page.getByRole('listitem').filter({ hasText: 'User Signed Out' });
  await signedOutToast.getByRole('button', { name: 'Close toast' }).click();
  await expect(signedOutToast).toHaveCount(0);

  // Wrong password: one friendly message; the right one signs in.
  const again = await signIn(page, email, 'not-my-password');
  await expect(page.getByText('Wrong e-mail or password.')).toBeVisible();
  await again.getByLabel('Password', { exact: true }).fill('first-password-1');
  await again.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login Successful')).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /account|welcome/i })
    .click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('User Signed Out')).toBeVisible();

  // Reset through the e-mailed link.
  await page.goto('/reset');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: /reset/i }).click();
  await expect(page.getByText('Check email for reset link')).toBeVisible();
  await expect(page.getByText(/Check your Registered email address for reset link/)).toBeVisible();
  let mail: string | undefined;
  await expect.poll(() => (mail = latestMailTo(email)), { timeout: 15_000 }).toBeTruthy();
  const link = mail?.match(/http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[^\s"<]+/)?.[0];
  expect(link, 'the e-mail carries a reset link').toBeTruthy();
  await page.goto(link ?? '');
  await page.getByLabel('New password', { exact: true }).fill('second-password-2');
  await page.getByLabel('Confirm new password').fill('second-password-2');
  await page.getByRole('button', { name: /change|save|reset/i }).click();
  await expect(page.getByText('Password changed. Please sign in.')).toBeVisible();

  // The link works once.
  await page.goto(link ?? '');
  await page.getByLabel('New password', { exact: true }).fill('third-password-3');
  await page.getByLabel('Confirm new password').fill('third-password-3');
  await page.getByRole('button', { name: /change|save|reset/i }).click();
  await expect(page.getByText('This reset link is invalid or has already been used.')).toBeVisible();

  await page.goto('/');
  await signIn(page, email, 'second-password-2');
  await expect(page.getByText('Login Successful')).toBeVisible();
});

test('a customer on an admin page sees PERMISSION DENIED and no admin links', async ({ page }) => {
  const email = unique();
  await page.goto('/');
  const dialog = await openLogin(page);
  await dialog.getByRole('tab', { name: 'Register' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('customer-pass-1');
  await dialog.getByLabel('Confirm password').fill('customer-pass-1');
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Registration Successful')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Dashboard' })).toHaveCount(0);

  await page.goto('/admin/home');
  await expect(page.getByText('PERMISSION DENIED')).toBeVisible();
  await expect(page.getByText('This page can only be viewed by admin.')).toBeVisible();
  await page.getByRole('link', { name: '← Take me back home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the admin reaches the admin home through View Dashboard', async ({ page, request }) => {
  await page.goto('/');
  await signIn(page, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
  await expect(page.getByText('Login Successful')).toBeVisible();
  await page.getByRole('link', { name: 'View Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/home$/);
  const nav = page.getByRole('navigation', { name: /admin/i });
  for (const name of ['Home', 'All Products', 'Add Products', 'Orders']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  const products = (await (await request.get('/api/products?perPage=1')).json()).total;
  await expect(page.getByRole('main')).toContainText(String(products));
  await expectNoSeriousA11yViolations(page);
});

test('the sign-in modal is accessible, and Test login explains it is disabled', async ({ page }) => {
  await page.goto('/');
  const dialog = await openLogin(page);
  await expect(dialog.getByRole('button', { name: 'Login', exact: true })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Test login' }).click();
  await expect(page.getByText('SORRY, this feature is currently Disabled due to Spamming')).toBeVisible();
});

test('My Orders sends a signed-out visitor home', async ({ page }) => {
  await page.goto('/my-orders');
  await expect(page).toHaveURL(/\/$/);
});
