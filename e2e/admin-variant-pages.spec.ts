import type { ProductDetail } from '#shared/contract/catalog.ts';
import { addProductAsAdmin, signInAsAdmin } from './admin-support.ts';
import { expectNoA11yViolations } from './axe-clean.ts';
import { expect, test } from './fixtures.ts';

// Issue 31: a product of many variants is edited 100 rows at a time (matrix-pager.tsx). A save refused for a row on
// another page must bring the owner to it, with the focus in the field to correct, in a real browser, where the
// form's own focusing happens before the row is drawn.

const SHADES = ['1B', '#2', '#4', '#27', '#613', '#99J'];
const LENGTHS = Array.from({ length: 25 }, (_, i) => `${10 + i}"`);

test('the owner edits 150 variants a page at a time, and a refused save shows the row to correct', async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  test.slow();
  const value = (name: string) => ({ name, imageUrls: [] });
  const id = await addProductAsAdmin(
    browser,
    { baseURL, extraHTTPHeaders },
    {
      name: `Many Lengths Bundle ${Date.now()}`,
      price: 4500,
      category: 'Human hair',
      brand: 'Tressa Studio',
      description: 'Six shades, twenty-five lengths.',
      options: [
        { name: 'Shade', kind: 'swatch', property: 'color', values: SHADES.map(value) },
        { name: 'Length', kind: 'button', property: 'size', values: LENGTHS.map(value) },
      ],
      variants: SHADES.flatMap((s) => LENGTHS.map((l) => ({ values: [s, l], stock: 2, imageUrls: [] }))),
    },
  );
  await signInAsAdmin(page, baseURL);
  await page.goto(`/admin/add-product/${id}`);
  await expect(page.getByText('Total stock: 300')).toBeVisible();
  const rows = page.getByRole('table', { name: 'Variants' }).locator('tbody tr');
  await expect(rows).toHaveCount(100);
  const pages = page.getByRole('navigation', { name: 'Pages of variants' }).getByRole('combobox');
  await expect(pages).toHaveValue('0');
  await expectNoA11yViolations(page, 'the variants in pages');

  // Row 105 (#613 · 14") is on the second page: a stock that is not a number, then back to the first page.
  const far = page.getByLabel('Stock, #613 · 14"', { exact: true });
  await page.getByRole('button', { name: 'Next 100' }).click();
  await expect(rows).toHaveCount(50);
  await far.fill('lots');
  await pages.selectOption('0');
  await expect(far).toHaveCount(0);
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expect(pages).toHaveValue('1');
  await expect(pages.locator('option:checked')).toHaveText('101–150 (has errors)');
  await expect(far).toBeFocused();
  await expect(far).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('7');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Product Updated Successfully')).toBeVisible();
  // Saved, the admin goes back to All Products: the shop now holds the corrected row and the 149 others as they were.
  const saved: ProductDetail = await (await page.request.get(`/api/products/${id}`)).json();
  expect(saved.variants.find((v) => v.length === '#613 · 14"')?.stock).toBe(7);
  expect(saved.variants.reduce((sum, v) => sum + v.stock, 0)).toBe(305);
});
