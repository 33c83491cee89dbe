import sharp from 'sharp';
import { addProductAsAdmin, signInAsAdmin } from './admin-support.ts';
import { expectNoA11yViolations } from './axe-clean.ts';
import { expect, test } from './fixtures.ts';
import { tabTo } from './keyboard-focus.ts';
import { apiListing, apiProducts } from './support.ts';

// Issue 31: the owner gives one variant photos of its own — a new upload and one of the product's, put in order —
// with the keyboard alone, and the product page shows them when that variant is chosen (its address's
// ?variant=<sku>), while the shade's other variants keep showing the shade's photo.

test('the owner gives one variant its own photos by keyboard, and its product page shows them', async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
  request,
}) => {
  test.slow();
  const demo = (await apiListing(request, '?perPage=48')).items.find((p) => p.imageURL.length >= 2)?.imageURL;
  const [productPhoto, shadePhoto] = demo ?? [];
  if (!productPhoto || !shadePhoto) throw new Error('no demo photos');
  const name = `Own Photo Wig ${Date.now()}`;
  const id = await addProductAsAdmin(
    browser,
    { baseURL, extraHTTPHeaders },
    {
      name,
      price: 6000,
      category: 'Human hair',
      brand: 'Tressa Studio',
      description: 'Silky straight, in two shades.',
      imageURL: [productPhoto],
      options: [
        {
          name: 'Shade',
          kind: 'swatch',
          property: 'color',
          values: [
            { name: '1B', swatchColor: '#1b1b1b' },
            { name: '#613', swatchColor: '#f1dca7', imageUrls: [shadePhoto] },
          ],
        },
        { name: 'Length', property: 'size', values: [{ name: '14"' }, { name: '22"' }] },
      ],
      variants: [
        { values: ['1B', '14"'], stock: 5 },
        { values: ['1B', '22"'], stock: 5 },
        { values: ['#613', '14"'], stock: 5 },
        { values: ['#613', '22"'], stock: 5 },
      ],
    },
  );

  await signInAsAdmin(page, baseURL);
  await page.goto(`/admin/add-product/${id}`);
  await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
  // The last row's Photos button, a few stops back from the end of the form.
  const opener = page.getByRole('button', { name: 'Photos of #613 · 22"', exact: true });
  await tabTo(page, opener, { back: true, max: 40 });
  await expect(opener).toHaveAccessibleDescription(
    'None of its own: it shows its shade’s photos, else the product’s',
  );
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Photos of #613 · 22"' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await expect(dialog.getByText('None: it shows the photos of #613 (1).')).toBeVisible();

  // The product's photo, ticked with Space; then a new one uploaded (the chooser's file given once it has the focus).
  const productBox = dialog.getByRole('checkbox', { name: 'Photo 1', exact: true });
  await tabTo(page, productBox);
  await page.keyboard.press('Space');
  await expect(productBox).toBeChecked();
  const upload = dialog.getByLabel('Upload images');
  await tabTo(page, upload);
  const buffer = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#c08a3e' } })
    .jpeg()
    .toBuffer();
  await upload.setInputFiles({ name: 'own-613-22.jpg', mimeType: 'image/jpeg', buffer });
  await expect(dialog.getByRole('status')).toHaveText('Uploaded and chosen.');
  await expect(dialog.getByRole('checkbox', { name: 'Photo 3, from new upload' })).toBeChecked();
  const chosen = dialog.getByRole('list', { name: 'Chosen: 2 of 10' }).getByRole('listitem');
  await expect(chosen).toHaveText([/Photo 1/, /Photo 3/]);

  // The new photo first: its Up button, by Enter; the focus stays on the photo (its Down button, Up being done).
  await tabTo(page, dialog.getByRole('button', { name: 'Move Photo 3 up' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(chosen).toHaveText([/Photo 3/, /Photo 1/]);
  await expect(dialog.getByRole('button', { name: 'Move Photo 3 down' })).toBeFocused();
  await expectNoA11yViolations(page, 'the variant photos dialog');
  await tabTo(page, dialog.getByRole('button', { name: 'Use these photos' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(opener).toHaveAccessibleDescription('2 photos of its own');

  // On a phone the page and the dialog fit the screen (the table scrolls in its own box, its rows' hidden texts
  // too); Escape closes the dialog, changing nothing, and the focus comes back.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
  await expectNoA11yViolations(page, 'the variant photos dialog at 390 px');
  await dialog.getByRole('checkbox', { name: 'Photo 2, from #613' }).check();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(opener).toHaveAccessibleDescription('2 photos of its own');

  await tabTo(page, page.getByRole('button', { name: 'Save Changes' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Product Updated Successfully')).toBeVisible();

  // The shop: #613 in 22" shows its own photos, the new one first; #613 in 14" still shows the shade's.
  const [listed] = await apiProducts(request, `?q=${encodeURIComponent(name)}`);
  const variant = (label: string) => listed?.variants.find((v) => v.length === label);
  const own = variant('#613 · 22"')?.imageUrls ?? [];
  expect(own).toHaveLength(2);
  expect(own[0]).toMatch(/^\/media\/upload-/);
  expect(own[1]).toBe(productPhoto);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/product-details/${id}?variant=${variant('#613 · 22"')?.sku}`);
  await expect(page.getByText('Shade: #613')).toBeVisible();
  await expect(page.getByRole('img', { name: `${name}, image 1 of 2` })).toHaveAttribute(
    'src',
    new RegExp(`^${own[0]}`),
  );
  await page.getByRole('radio', { name: '14"', exact: true }).check();
  await expect(page).toHaveURL(new RegExp(`\\?variant=${variant('#613 · 14"')?.sku}$`));
  await expect(page.getByRole('img', { name, exact: true })).toHaveAttribute(
    'src',
    new RegExp(`^${shadePhoto}`),
  );
});
