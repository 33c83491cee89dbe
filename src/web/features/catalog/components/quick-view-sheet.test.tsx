// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListingItem, ProductDetail } from '#shared/contract/catalog.ts';
import { cart } from '#web/lib/cart-store.ts';
import { stubFetch } from '#web/lib/test-fetch.ts';
import { makeWrapper } from '#web/lib/test-wrapper.tsx';
import { listed } from '../listing-fixtures.ts';
import { bundle, wig, withVariants } from '../variant-fixtures.ts';
import { QuickViewSheet } from './quick-view-sheet.tsx';

/** What a listing card hands the quick view: the product without its options. */

function Harness({ product }: { product: ListingItem }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        reopen
      </button>
      <QuickViewSheet product={product} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** The sheet reads the product afresh while open: the server answers with `fresh` (by default, the same). */
async function renderSheet(
  shown: ProductDetail = bundle,
  fresh = shown,
  chosen?: { sku: string; imageUrls: string[] },
) {
  stubFetch({ [`GET /api/products/${shown.id}`]: { status: 200, body: fresh } });
  const { Wrapper } = makeWrapper();
  const view = render(<Harness product={listed(shown, chosen)} />, { wrapper: Wrapper });
  // The options arrive with the fresh copy.
  await screen.findAllByRole('radiogroup');
  return view;
}

const cartLines = () => JSON.parse(localStorage.getItem('cart') ?? '[]');
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const quantity = () => screen.getByLabelText('Quantity') as HTMLInputElement;
const addButton = () => screen.getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement;
const description = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('QuickViewSheet', () => {
  beforeEach(() => {
    // jsdom lacks these; vaul and Radix read them.
    window.matchMedia ??= (() => ({
      matches: false,
      addEventListener() {},
      removeEventListener() {},
    })) as never;
    localStorage.clear();
    cart.clear();
  });
  afterEach(cleanup);

  it('is a dialog named by the product, whose carousel wraps', async () => {
    await renderSheet();
    const dialog = screen.getByRole('dialog', { name: bundle.name });
    expect(dialog.textContent).toContain('Brand: Oya Hair');
    expect(screen.getByText('Image 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByText('Image 3 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByText('Image 1 of 3')).toBeTruthy();
  });

  it('holds the room for the choices until the options arrive, and adds nothing meanwhile', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const { Wrapper } = makeWrapper();
    render(<Harness product={listed(bundle)} />, { wrapper: Wrapper });
    expect(screen.getByText('Loading the choices…')).toBeTruthy();
    expect(addButton().disabled).toBe(true);
  });

  it('opens at the first length in stock and adds it at once, with the quantity; opens again reset', async () => {
    await renderSheet();
    const group = screen.getByRole('radiogroup', { name: 'Length' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).checked),
    ).toEqual([true, false, false]);
    fireEvent.click(screen.getByRole('button', { name: 'One more' }));
    fireEvent.click(screen.getByRole('button', { name: 'One more' }));
    expect(quantity().value).toBe('3');
    await act(async () => fireEvent.click(addButton()));
    expect(cartLines()).toMatchObject([{ id: 'p1', variantId: 'v-12"', size: '12"', qty: 3, price: 5499 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'reopen' }));
    await screen.findAllByRole('radiogroup');
    expect(radio('12"').checked).toBe(true);
    expect(quantity().value).toBe('1');
  });

  it('names each length, says its price or that it is sold out, and the price and stock follow the choice', async () => {
    await renderSheet();
    const dialog = screen.getByRole('dialog', { name: bundle.name });
    expect(description(radio('12"'))).toBe('£54.99');
    expect(description(radio('14"'))).toBe('£62.99');
    expect(description(radio('18"'))).toBe('Sold out');
    expect(dialog.textContent).toContain('Length: 12"');
    expect(screen.queryByText(/^Only \d+ left$/)).toBeNull();

    fireEvent.click(radio('14"'));
    expect(radio('14"').checked).toBe(true);
    expect(dialog.textContent).toContain('Length: 14"');
    expect(within(dialog).getByText('£62.99', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('Only 3 left')).toBeTruthy();
    expect(quantity().getAttribute('max')).toBe('3');

    // A sold-out length can be chosen, to see so, but not added.
    fireEvent.click(radio('18"'));
    expect(within(dialog).getByText('£74.99', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('18" is sold out for now. Choose another to add it to your cart.')).toBeTruthy();
    expect(addButton().disabled).toBe(true);
  });

  it('adds no more than is left of a length, and says so', async () => {
    await renderSheet();
    fireEvent.click(radio('14"'));
    fireEvent.change(quantity(), { target: { value: '4' } });
    fireEvent.click(addButton());
    expect(screen.getByRole('alert').textContent).toBe('Only 3 left of 14".');
    expect(quantity().getAttribute('aria-invalid')).toBe('true');
    expect(cartLines()).toEqual([]);
    // Another choice starts without the complaint.
    fireEvent.click(radio('12"'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the limit per order beside the quantity and keeps its max within it', async () => {
    await renderSheet({ ...bundle, maxPerOrder: 2 });
    const hint = screen.getByText('At most 2 per order');
    expect(quantity().getAttribute('aria-describedby')?.split(' ')).toContain(hint.id);
    expect(quantity().getAttribute('max')).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'One more' }));
    expect((screen.getByRole('button', { name: 'One more' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds no more than the limit per order, counting what is already in the cart', async () => {
    const limited = { ...bundle, maxPerOrder: 2 };
    cart.add(limited, '12"', 1, 'v-12"');
    await renderSheet(limited);
    fireEvent.change(quantity(), { target: { value: '2' } });
    fireEvent.click(addButton());
    expect(screen.getByRole('alert').textContent).toBe(
      'At most 2 of 12" per order (1 already in your cart).',
    );
    expect(cartLines()).toMatchObject([{ size: '12"', qty: 1 }]);
    fireEvent.change(quantity(), { target: { value: '1' } });
    await act(async () => fireEvent.click(addButton()));
    expect(cartLines()).toMatchObject([{ size: '12"', qty: 2, maxPerOrder: 2 }]);
  });

  it('says a length sold out since the listing loaded is sold out', async () => {
    const soldOut = bundle.variants.map((v) => (v.length === '14"' ? { ...v, stock: 0 } : v));
    await renderSheet(bundle, withVariants(bundle, soldOut));
    await waitFor(() => expect(description(radio('14"'))).toBe('Sold out'));
  });

  it('says a product with nothing left is out of stock, and cannot be added', async () => {
    await renderSheet(
      withVariants(
        bundle,
        bundle.variants.map((v) => ({ ...v, stock: 0 })),
      ),
    );
    expect(screen.getByText('Out of stock', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('Every choice of this product is sold out for now.')).toBeTruthy();
    expect(addButton().disabled).toBe(true);
  });

  it('offers shades as named swatches; the was-price, the pictures and the other options follow the shade', async () => {
    await renderSheet(wig);
    const dialog = screen.getByRole('dialog', { name: wig.name });
    expect(screen.getByRole('radiogroup', { name: 'Shade' })).toBeTruthy();
    expect(dialog.textContent).toContain('Shade: 1B');
    expect(dialog.textContent).toContain('Was £75.00');
    expect(dialog.textContent).toContain('Save £15.00');
    expect(description(radio('#613'))).toBe('Not offered with 14"');

    fireEvent.click(radio('#613'));
    expect(radio('#613').checked).toBe(true);
    expect(radio('18"').checked).toBe(true);
    expect(screen.getByText('Length changed to 18", to go with your choice.')).toBeTruthy();
    expect(dialog.textContent).not.toContain('Was ');
    expect(description(radio('14"'))).toBe('Not offered with #613');
    // The shade's own photos.
    expect(screen.getByText('Image 1 of 2')).toBeTruthy();
    await act(async () => fireEvent.click(addButton()));
    expect(cartLines()).toMatchObject([{ id: 'p2', size: '#613 · 18"', price: 8000, qty: 1 }]);
  });

  it('opens at the variant the card showed under option filters (the listing chose it), not the default', async () => {
    await renderSheet(wig, wig, { sku: 'SKU-613-18', imageUrls: ['/media/blonde-1'] });
    const dialog = screen.getByRole('dialog', { name: wig.name });
    expect(radio('#613').checked).toBe(true);
    expect(radio('18"').checked).toBe(true);
    expect(within(dialog).getByText('£80.00', { selector: 'p' })).toBeTruthy();
    await act(async () => fireEvent.click(addButton()));
    expect(cartLines()).toMatchObject([{ id: 'p2', size: '#613 · 18"', price: 8000, qty: 1 }]);
  });
});
