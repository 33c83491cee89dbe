// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ProductWithVariants, summarizeVariants } from '#shared/contract/catalog.ts';
import { allowModalDialogs } from '#web/lib/test-dialog.ts';
import { type Reply, stubFetch } from '#web/lib/test-fetch.ts';
import { makeWrapper } from '#web/lib/test-wrapper.tsx';
import { offerView } from '../promotion-fixture.ts';
import { OfferFormDialog } from './offer-form-dialog.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

// Targeting variants (issue 31) through the offer form, as the admin does it: find a product, choose "Only some
// variants", tick them; and a stored offer's bare variant ids shown under their products again.

const SHADES = ['1B', '#613'];
const LENGTHS = ['14"', '18"', '22"', '24"'];
/** Eight variants: every shade in every length, ids v1…v8 and SKUs like VBS-613-22. */
const variants = SHADES.flatMap((shade, s) =>
  LENGTHS.map((length, l) => ({
    id: `v${s * LENGTHS.length + l + 1}`,
    sku: `VBS-${shade.replace('#', '')}-${length.replace('"', '')}`,
    length: `${shade} · ${length}`,
    price: 6000,
    stock: 5,
    values: [shade, length],
    compareAtPrice: null,
    imageUrls: [],
  })),
);
const bundle: ProductWithVariants = {
  id: 'p1',
  name: 'Vietnamese Bone Straight Bundle',
  price: 6000,
  category: 'Human hair',
  brand: 'Tressa Studio',
  description: '',
  imageURL: [],
  lengths: variants.map((v) => v.length),
  variants,
  variantSummary: summarizeVariants(variants),
  maxPerOrder: 10,
  createdAt: '2026-11-01T10:00:00.000Z',
  rating: { average: 0, count: 0 },
};
const owner = (id: string) => {
  const v = bundle.variants.find((x) => x.id === id);
  return { id, sku: v?.sku, length: v?.length, productId: 'p1', productName: bundle.name };
};
const ok = (body: unknown): Reply => ({ status: 200, body });
const SEARCH = 'GET /api/admin/products?q=bone&page=1&perPage=8';
const LOOKUP = 'GET /api/products/lookup?ids=p1';
const SAVE_NEW = 'POST /api/admin/promotions/offers';
const SAVE_STORED = 'PUT /api/admin/promotions/offers/offer_1';
const found = ok({
  items: [{ id: 'p1', name: bundle.name, category: 'Human hair' }],
  total: 1,
  page: 1,
  perPage: 8,
});

function renderForm(offer?: Parameters<typeof OfferFormDialog>[0]['offer']) {
  const { Wrapper } = makeWrapper();
  render(<OfferFormDialog open offer={offer} timeZone="Europe/London" onClose={vi.fn()} />, {
    wrapper: Wrapper,
  });
  return screen.getByRole('dialog', { name: offer ? 'Edit bundle offer' : 'New bundle offer' });
}
const row = (dialog: HTMLElement, name = /Vietnamese/) =>
  within(within(dialog).getByRole('listitem', { name }));
const findRow = async (dialog: HTMLElement, name = /Vietnamese/) =>
  within(await within(dialog).findByRole('listitem', { name }));
const box = (r: ReturnType<typeof row>, label: string) =>
  r.getByRole('checkbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;
const sent = async (requests: { key: string; body: unknown }[], key: string) => {
  await waitFor(() => expect(requests.some((r) => r.key === key)).toBe(true));
  const body = requests.find((r) => r.key === key)?.body as { target?: unknown } | undefined;
  return body?.target;
};

describe('choosing variants of a product for a promotion', () => {
  beforeAll(allowModalDialogs);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('adds a product whole, then narrows it to the variants ticked', async () => {
    const { requests } = stubFetch({
      [SEARCH]: found,
      [LOOKUP]: ok({ items: [bundle] }),
      [SAVE_NEW]: ok(offerView()),
    });
    const dialog = renderForm();
    fireEvent.change(within(dialog).getByLabelText('Label (shown to shoppers)'), {
      target: { value: 'Platinum' },
    });
    fireEvent.change(within(dialog).getByLabelText('Percent off (%)'), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Chosen categories or products' }));
    fireEvent.change(within(dialog).getByLabelText('Find products'), { target: { value: 'bone' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: `Add ${bundle.name}` }));
    const r = row(dialog);
    expect(await r.findByText('All 8 variants')).toBeTruthy();
    expect((r.getByRole('radio', { name: 'All of it' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(r.getByRole('radio', { name: 'Only some variants' }));
    // Nothing ticked yet leaves the product out, and says so; the list opens at once.
    expect(r.getByText('No variant ticked: it is left out until you tick one.')).toBeTruthy();
    expect(
      r.getByRole('button', { name: `Hide variants of ${bundle.name}` }).getAttribute('aria-expanded'),
    ).toBe('true');
    fireEvent.click(box(r, '#613 · 22"'));
    expect(box(r, '#613 · 22"').checked).toBe(true);
    expect(r.getByText('1 of 8 variants: #613 · 22"')).toBeTruthy();
    // The SKU is part of each box's name, to tell apart two variants whose labels read alike.
    expect(r.getByRole('checkbox', { name: '#613 · 22" VBS-613-22' })).toBeTruthy();

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Create offer' })));
    expect(await sent(requests, SAVE_NEW)).toEqual({ categories: [], productIds: [], variantIds: ['v7'] });
  });

  it('filters many variants by label or SKU, and ticks or unticks all shown', async () => {
    const { requests } = stubFetch({
      [LOOKUP]: ok({ items: [bundle] }),
      'GET /api/admin/variants?ids=v1': ok({ items: [owner('v1')] }),
      [SAVE_STORED]: ok(offerView()),
    });
    const dialog = renderForm(offerView({ target: { categories: [], productIds: [], variantIds: ['v1'] } }));
    const r = await findRow(dialog);
    expect(await r.findByText('1 of 8 variants: 1B · 14"')).toBeTruthy();
    expect((r.getByRole('radio', { name: 'Only some variants' }) as HTMLInputElement).checked).toBe(true);
    // Its only variant unticked, the product stays, to be ticked again.
    fireEvent.click(r.getByRole('button', { name: `Choose variants of ${bundle.name}` }));
    fireEvent.click(box(r, '1B · 14"'));
    expect(r.getByText('No variant ticked: it is left out until you tick one.')).toBeTruthy();
    fireEvent.click(box(r, '1B · 14"'));
    // To "All of it" and back: the ticks come back.
    fireEvent.click(r.getByRole('radio', { name: 'All of it' }));
    expect(r.getByText('All 8 variants')).toBeTruthy();
    fireEvent.click(r.getByRole('radio', { name: 'Only some variants' }));
    expect(r.getByText('1 of 8 variants: 1B · 14"')).toBeTruthy();
    fireEvent.click(r.getByRole('button', { name: `Hide variants of ${bundle.name}` }));
    fireEvent.click(r.getByRole('button', { name: `Choose variants of ${bundle.name}` }));
    fireEvent.change(r.getByLabelText('Filter variants'), { target: { value: '613' } });
    expect(r.getAllByRole('checkbox')).toHaveLength(4);
    expect(r.getByText('1 of 8 ticked · 4 shown')).toBeTruthy();
    fireEvent.click(r.getByRole('button', { name: 'Tick all shown' }));
    fireEvent.change(r.getByLabelText('Filter variants'), { target: { value: 'vbs-613-2' } });
    fireEvent.click(r.getByRole('button', { name: 'Untick all shown' }));
    fireEvent.change(r.getByLabelText('Filter variants'), { target: { value: 'platinum' } });
    expect(r.getByText('No variants match “platinum”.')).toBeTruthy();
    expect(r.getByText('3 of 8 variants: 1B · 14", #613 · 14", #613 · 18"')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save offer' })));
    expect(await sent(requests, SAVE_STORED)).toEqual({
      categories: [],
      productIds: [],
      variantIds: ['v1', 'v5', 'v6'],
    });
  });

  it("removes a product with its variants, and keeps another product's", async () => {
    const { requests } = stubFetch({
      'GET /api/admin/variants?ids=v2%2Cv9': ok({
        items: [
          owner('v2'),
          { id: 'v9', sku: 'W-1', length: 'Natural', productId: 'p2', productName: 'Wig' },
        ],
      }),
      'GET /api/products/lookup?ids=p1%2Cp2': ok({ items: [bundle] }),
      [SAVE_STORED]: ok(offerView()),
    });
    const dialog = renderForm(
      offerView({ target: { categories: [], productIds: [], variantIds: ['v2', 'v9'] } }),
    );
    // The wig's product is not in the lookup's answer: it is said to be gone, and can be removed.
    const wig = within(await within(dialog).findByRole('listitem', { name: /Wig/ }));
    expect(await wig.findByText('No longer in the shop: remove it to save.')).toBeTruthy();
    fireEvent.click(row(dialog).getByRole('button', { name: `Remove ${bundle.name}` }));
    expect(within(dialog).queryByRole('listitem', { name: /Vietnamese/ })).toBeNull();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save offer' })));
    expect(await sent(requests, SAVE_STORED)).toEqual({ categories: [], productIds: [], variantIds: ['v9'] });
  });

  it('says when chosen variants are gone from the shop, and drops them when asked', async () => {
    const { requests } = stubFetch({
      'GET /api/admin/variants?ids=v3%2Cgone': ok({ items: [owner('v3')] }),
      [LOOKUP]: ok({ items: [bundle] }),
      [SAVE_STORED]: ok(offerView()),
    });
    const dialog = renderForm(
      offerView({ target: { categories: [], productIds: [], variantIds: ['v3', 'gone'] } }),
    );
    const alert = await within(dialog).findByText(/1 chosen variant is no longer in the shop/);
    fireEvent.click(within(alert).getByRole('button', { name: 'Remove it' }));
    expect(within(dialog).queryByText(/no longer in the shop/)).toBeNull();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save offer' })));
    expect(await sent(requests, SAVE_STORED)).toEqual({ categories: [], productIds: [], variantIds: ['v3'] });
  });

  it('keeps chosen variants it could not name, and saves them as they were', async () => {
    const failed: Reply = {
      status: 500,
      body: { error: { code: 'internal_error', message: 'Server error' } },
    };
    const { requests } = stubFetch({
      'GET /api/admin/variants?ids=v4': [failed, ok({ items: [owner('v4')] })],
      [LOOKUP]: [failed, ok({ items: [bundle] })],
      [SAVE_STORED]: ok(offerView()),
    });
    const stored = offerView({ target: { categories: [], productIds: ['p1'], variantIds: ['v4'] } });
    const dialog = renderForm(stored);
    expect(within(dialog).getByText('Loading the chosen variants…')).toBeTruthy();
    const problem = await within(dialog).findByText(/The products of 1 chosen variant could not be loaded/);
    // Its product is shown by id until its name is known.
    expect(row(dialog, /p1/).getByText('Its variants could not be loaded.')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save offer' })));
    expect(await sent(requests, SAVE_STORED)).toEqual({
      categories: [],
      productIds: ['p1'],
      variantIds: ['v4'],
    });

    fireEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    fireEvent.click(row(dialog, /p1/).getByRole('button', { name: 'Try again' }));
    // Named now: the product is whole, so its variant is shown under it rather than on its own.
    expect(await (await findRow(dialog)).findByText('All 8 variants')).toBeTruthy();
    await waitFor(() => expect(within(dialog).queryByText(/could not be loaded/)).toBeNull());
  });
});
