import { signInAsAdmin } from './admin-support.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support.ts';

test('a visitor writes through the contact form; the admin reads it under Messages and can reply, while a bot’s message waits under Spam', async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  test.slow();
  const subject = `Closure sizes ${Date.now()}`;
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Ada Shopper');
  await page.getByLabel('Email').fill('ada.messages@example.com');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Which closure sizes do you stock?\nThank you');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Feedback Recorded. We will Contact you shortly').first()).toBeVisible();

  // A bot fills the hidden honeypot field: accepted without a word, stored as spam.
  const botSubject = `Cheap followers ${Date.now()}`;
  const bot = await page.request.post('/api/contact', {
    data: {
      name: 'Bot',
      email: 'bot@spam.test',
      subject: botSubject,
      message: 'Buy now',
      website: 'http://x.test',
    },
  });
  expect(bot.ok()).toBe(true);

  const adminContext = await browser.newContext({ baseURL, extraHTTPHeaders });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin, baseURL);
  await admin.goto('/admin/home');
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Messages' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

  const card = admin.getByRole('article', { name: subject });
  await expect(card).toBeVisible();
  await expect(card.getByText('From Ada Shopper <ada.messages@example.com>')).toBeVisible();
  await expect(card.getByText('Which closure sizes do you stock?')).toBeVisible();
  await expect(card.getByRole('link', { name: /Reply by e-mail/ })).toHaveAttribute(
    'href',
    `mailto:ada.messages@example.com?subject=${encodeURIComponent(`Re: ${subject}`)}`,
  );
  await expect(admin.getByRole('article', { name: botSubject })).toHaveCount(0);
  await expectNoSeriousA11yViolations(admin);

  await admin.getByLabel('Show').selectOption({ label: 'Spam' });
  await expect(admin.getByRole('article', { name: botSubject })).toBeVisible();
  await expect(admin.getByRole('article', { name: subject })).toHaveCount(0);

  // Not spam after all: back to the inbox.
  await admin.getByRole('article', { name: botSubject }).getByRole('button', { name: 'Not spam' }).click();
  await expect(admin.getByText('Moved to the inbox')).toBeVisible();
  await admin.getByLabel('Show').selectOption({ label: 'Inbox' });
  await expect(admin.getByRole('article', { name: botSubject })).toBeVisible();
  await adminContext.close();
});
