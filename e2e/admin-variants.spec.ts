import sharp from 'sharp';
import { addProductAsAdmin, signInAsAdmin } from './admin-support.ts';
import { expectNoA11yViolations } from './axe-clean.ts';
import { expect, type Page, test } from './fixtures.ts';
import { tabTo } from './keyboard-focus.ts';
import { apiProducts } from './support.ts';

// Issue 31: the owner builds a product of three options and 24 variants with the keyboard alone — Tab, Shift+Tab,
// Enter, Space, arrows and typing (the file chooser's files are given once it has the focus, as in
// admin-keyboard.spec.ts) — gives each shade its photo, sets every variant's stock at once, and finds it all again.

const TEXTURES = ['Body Wave', 'Deep Wave'];
const SHADES = ['1B', '#27', '#613'];
const LENGTHS = ['14"', '18"', '22"', '26"'];

/** Types the option's values, each added with its Add value button (which gives the new field the focus). */
async function typeValues(page: Page, option: string, values: string[]) {
  await tabTo(page, page.getByLabel(`Value 1 of ${option}`, { exact: true }));
  for (const [i, value] of values.entries()) {
    if (i > 0) {
      await tabTo(page, page.getByRole('button', { name: `Add value to ${option}` }));
      await page.keyboard.press('Enter');
      await expect(page.getByLabel(`Value ${i + 1} of ${option}`, { exact: true })).toBeFocused();
    }
    await page.keyboard.type(value);
  }
}

/** Adds an option by its button (the new option's name field takes the focus) and names it. */
async function addOption(page: Page, name: string) {
  await tabTo(page, page.getByRole('button', { name: 'Add option' }));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(/^Option \d$/).last()).toBeFocused();
  await page.keyboard.type(name);
}

/** A closed select takes arrows: each press chooses the next of its options. */
async function choose(page: Page, label: string, value: string) {
  const select = page.getByLabel(label, { exact: true });
  await tabTo(page, select);
  for (let i = 0; i < 10 && (await select.inputValue()) !== value; i++)
    await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue(value);
}

const photo = (background: string) =>
  sharp({ create: { width: 600, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();

test('the owner builds 3 options and 24 variants by keyboard, gives each shade a photo, sets all stock at once', async ({
  page,
  request,
  baseURL,
}) => {
  // Some 200 focus stops, each checked for a visible ring, on a shared 2-core machine.
  test.setTimeout(300_000);
  const name = `Keyboard Bundle ${Date.now()}`;
  await signInAsAdmin(page, baseURL);
  await page.goto('/admin/add-product/ADD');
  await expect(page.getByRole('heading', { name: 'Add New Product' })).toBeVisible();
  await tabTo(page, page.getByLabel('Name'));
  await page.keyboard.type(name);
  await tabTo(page, page.getByLabel('Price', { exact: true }));
  await page.keyboard.type('55');
  await choose(page, 'Category', 'Human hair');
  await tabTo(page, page.getByLabel('Brand'));
  await page.keyboard.type('Tressa Studio');
  await tabTo(page, page.getByLabel('Description'));
  await page.keyboard.type('Raw hair bundles in three textures, shades and lengths.');
  // One photo per shade, uploaded first: the shades' photos are chosen from the product's.
  const upload = page.getByLabel('Upload images');
  await tabTo(page, upload);
  const files = await Promise.all(['#1b1b1b', '#8a5a2b', '#f3e2b3'].map(photo));
  await upload.setInputFiles(
    files.map((buffer, i) => ({ name: `shade-${i}.jpg`, mimeType: 'image/jpeg', buffer })),
  );
  await expect(page.getByLabel('Image URL 3')).toHaveValue(/^\/media\/upload-/);

  // Length is there already; Texture and Shade are added after it, then Length is moved to the end.
  await typeValues(page, 'Length', LENGTHS);
  await addOption(page, 'Texture');
  await typeValues(page, 'Texture', TEXTURES);
  await addOption(page, 'Shade');
  await choose(page, 'Show Shade as', 'swatch');
  await choose(page, 'Shade describes', 'color');
  for (const [i, shade] of SHADES.entries()) {
    // Each shade named, then given its colour and its photo before the next is added.
    if (i === 0) await tabTo(page, page.getByLabel('Value 1 of Shade', { exact: true }));
    else {
      await tabTo(page, page.getByRole('button', { name: 'Add value to Shade' }));
      await page.keyboard.press('Enter');
      await expect(page.getByLabel(`Value ${i + 1} of Shade`, { exact: true })).toBeFocused();
    }
    await page.keyboard.type(shade);
    await tabTo(page, page.getByLabel(`Colour code of ${shade}`, { exact: true }));
    await page.keyboard.type(['#1b1b1b', '#8a5a2b', '#f3e2b3'][i] ?? '');
    const photoBox = page
      .getByRole('group', { name: `Photos of ${shade}` })
      .getByLabel(`Photo ${i + 1} of ${shade}`);
    await tabTo(page, photoBox);
    await page.keyboard.press('Space');
    await expect(photoBox).toBeChecked();
  }
  // Alt+ArrowDown on the Length option's name moves it down, twice, keeping the focus.
  const lengthName = page.getByLabel('Option 1', { exact: true });
  await expect(lengthName).toHaveValue('Length');
  await tabTo(page, lengthName, { back: true, max: 120 });
  await page.keyboard.press('Alt+ArrowDown');
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.getByLabel('Option 3', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Option 3', { exact: true })).toHaveValue('Length');

  // 2 × 3 × 4 = 24 variants, first option slowest.
  const rows = page.getByRole('table', { name: 'Variants' }).locator('tbody tr');
  await expect(rows).toHaveCount(24);
  await expect(rows.first().getByRole('rowheader')).toHaveText('Body Wave · 1B · 14"');
  await expect(rows.last().getByRole('rowheader')).toHaveText('Deep Wave · #613 · 26"');

  // Every row selected, and its stock set to 6 at once; then one row's own.
  await choose(page, 'Change', 'setStock');
  await tabTo(page, page.getByLabel('Amount', { exact: true }));
  await page.keyboard.type('6');
  await tabTo(page, page.getByLabel('Select all variants'));
  await page.keyboard.press('Space');
  await expect(page.getByText('24 variants selected')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Apply to selected' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Total stock: 144')).toBeVisible();
  const first = page.getByLabel('Stock, Body Wave · 1B · 14"', { exact: true });
  await tabTo(page, first);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('9');
  await expect(page.getByText('Total stock: 147')).toBeVisible();
  await expectNoA11yViolations(page, 'the 24-variant matrix');
  // Enter in a field saves the form.
  await page.keyboard.press('Enter');
  await expect(page.getByText('Product added to Database Successfully')).toBeVisible();

  // The edit page shows it all again: the options in order, the shades' photos, 24 variants, their stock, the total.
  const [product] = await apiProducts(request, `?q=${encodeURIComponent(name)}`);
  expect(product?.variants).toHaveLength(24);
  await page.goto(`/admin/add-product/${product?.id}`);
  await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
  for (const [i, option] of ['Texture', 'Shade', 'Length'].entries())
    await expect(page.getByLabel(`Option ${i + 1}`, { exact: true })).toHaveValue(option);
  await expect(page.getByLabel('Show Shade as')).toHaveValue('swatch');
  await expect(page.getByLabel('Colour code of #27', { exact: true })).toHaveValue('#8a5a2b');
  await expect(page.getByLabel('Photo 3 of #613', { exact: true })).toBeChecked();
  await expect(page.getByLabel('Photo 1 of #613', { exact: true })).not.toBeChecked();
  await expect(rows).toHaveCount(24);
  await expect(page.getByLabel('Stock, Body Wave · 1B · 14"', { exact: true })).toHaveValue('9');
  await expect(page.getByLabel('Stock, Deep Wave · #613 · 26"', { exact: true })).toHaveValue('6');
  await expect(page.getByText('Total stock: 147')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the variants table scrolls sideways in its own box, by keyboard @phone', async ({
    page,
    browser,
    baseURL,
    extraHTTPHeaders,
  }) => {
    test.slow();
    const id = await addProductAsAdmin(
      browser,
      { baseURL, extraHTTPHeaders },
      {
        name: `Phone Bundle ${Date.now()}`,
        price: 4500,
        category: 'Human hair',
        brand: 'Tressa Studio',
        description: 'Two shades.',
        options: [
          {
            name: 'Shade',
            kind: 'swatch',
            property: 'color',
            values: [
              { name: '1B', swatchColor: '#1b1b1b', imageUrls: [] },
              { name: '#613', imageUrls: [] },
            ],
          },
          { name: 'Length', kind: 'button', property: 'size', values: [{ name: '14"', imageUrls: [] }] },
        ],
        variants: [
          { values: ['1B', '14"'], stock: 3, imageUrls: [] },
          { values: ['#613', '14"'], stock: 2, price: 5000, compareAtPrice: 6000, imageUrls: [] },
        ],
      },
    );
    await signInAsAdmin(page, baseURL);
    await page.goto(`/admin/add-product/${id}`);
    await expect(page.getByText('Total stock: 5')).toBeVisible();
    await expect(page.getByLabel('Compare-at price (£), #613 · 14"', { exact: true })).toHaveValue('60.00');
    const box = page.getByRole('region', { name: 'Variants table' });
    expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await box.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expectNoA11yViolations(page, 'product edit form at 390 px');
  });
});
