// @vitest-environment jsdom
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeVariants } from '#shared/contract/catalog.ts';
import { gridVariants, renderStored, rowLabels, storedProduct, value } from './product-form-fixture.tsx';

// At 2,048 variants a table of every row's inputs took the browser seconds per keystroke (bench:admin-matrix): the
// matrix shows 100 rows at a time, while selection, bulk changes, the total and the save cover every row.

afterEach(cleanup);

const SHADES = Array.from({ length: 10 }, (_, i) => `Shade ${i + 1}`);
const LENGTHS = Array.from({ length: 25 }, (_, i) => `${10 + i}″`);

/** 10 shades × 25 lengths: 250 variants, each with 2 in stock. */
function renderBig() {
  const variants = gridVariants(
    SHADES,
    LENGTHS,
    () => 4_500,
    () => 2,
  );
  const base = storedProduct();
  return {
    variants,
    onSubmit: renderStored({
      options: [
        {
          ...(base.options[0] as (typeof base.options)[number]),
          values: SHADES.map((s, i) => value(`s${i}`, s)),
        },
        {
          ...(base.options[1] as (typeof base.options)[number]),
          values: LENGTHS.map((l, j) => value(`l${j}`, l)),
        },
      ],
      variants,
      lengths: variants.map((v) => v.length),
      variantSummary: summarizeVariants(variants),
    }),
  };
}

// Found by selector, not by testing-library's label and role queries, which take seconds each over 100 rows of inputs.
const pageList = () =>
  document.querySelector('nav[aria-label="Pages of variants"] select') as HTMLSelectElement;
const pager = () => document.querySelector('nav[aria-label="Pages of variants"]')?.textContent ?? '';
const input = (label: string) => document.querySelector(`input[aria-label="${label}"]`) as HTMLInputElement;
const button = (text: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === text) as HTMLButtonElement;
const click = (text: string) => fireEvent.click(button(text));
/** The field a <label> names (the bulk actions' Change and Amount). */
const labelled = (text: string) => {
  const label = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === text);
  return document.getElementById(label?.htmlFor ?? '') as HTMLElement;
};
const total = () => document.body.textContent?.match(/Total stock: [\d,]+/)?.[0];
const save = () => act(async () => click('Save'));
const type = (label: string, text: string) => {
  fireEvent.change(input(label), { target: { value: text } });
  fireEvent.blur(input(label));
};

describe('the variant matrix in pages of 100', { timeout: 60_000 }, () => {
  it('shows 100 rows at a time, and the total of all 250', () => {
    const { variants } = renderBig();
    expect(rowLabels()).toEqual(variants.slice(0, 100).map((v) => v.length));
    expect(pageList().selectedOptions[0]?.textContent).toBe('1–100');
    expect(pager()).toContain('of 250');
    expect(total()).toBe('Total stock: 500');
    click('Next 100');
    expect(rowLabels()).toEqual(variants.slice(100, 200).map((v) => v.length));
    fireEvent.change(pageList(), { target: { value: '2' } });
    expect(rowLabels()).toEqual(variants.slice(200).map((v) => v.length));
    expect(button('Next 100').disabled).toBe(true);
    click('Previous 100');
    expect(rowLabels()[0]).toBe(variants[100]?.length);
  });

  it('changes every row at once, those on other pages too, and saves them all', async () => {
    const { onSubmit, variants } = renderBig();
    fireEvent.change(labelled('Change'), { target: { value: 'setStock' } });
    fireEvent.change(labelled('Amount'), { target: { value: '6' } });
    fireEvent.click(input('Select all variants'));
    expect(document.body.textContent).toContain('250 variants selected');
    click('Apply to selected');
    expect(total()).toBe('Total stock: 1,500');
    fireEvent.change(pageList(), { target: { value: '2' } });
    expect(input(`Stock, ${variants[249]?.length}`).value).toBe('6');
    await save();
    const sent = onSubmit.mock.calls[0]?.[0];
    expect(sent.variants).toHaveLength(250);
    expect(sent.variants.every((v: { stock: number }) => v.stock === 6)).toBe(true);
  });

  it('turns to the page of a row the save refused, names it in the page list, and puts the focus there', async () => {
    const { onSubmit, variants } = renderBig();
    const far = variants[229]?.length ?? '';
    fireEvent.change(pageList(), { target: { value: '2' } });
    type(`Stock, ${far}`, 'lots');
    fireEvent.change(pageList(), { target: { value: '0' } });
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(pageList().selectedOptions[0]?.textContent).toBe('201–250 (has errors)');
    await act(async () => {});
    expect(document.activeElement).toBe(input(`Stock, ${far}`));
    expect(input(`Stock, ${far}`).getAttribute('aria-invalid')).toBe('true');

    // A change to every row puts it right, and the refusal goes with it (the form checks again once).
    fireEvent.change(labelled('Change'), { target: { value: 'setStock' } });
    fireEvent.change(labelled('Amount'), { target: { value: '6' } });
    fireEvent.click(input('Select all variants'));
    await act(async () => click('Apply to selected'));
    expect(input(`Stock, ${far}`).value).toBe('6');
    expect(input(`Stock, ${far}`).getAttribute('aria-invalid')).toBeNull();
    expect(pageList().selectedOptions[0]?.textContent).toBe('201–250');
  });
});
