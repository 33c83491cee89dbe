// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { allowModalDialogs } from '#web/lib/test-dialog.ts';
import { stubFetch } from '#web/lib/test-fetch.ts';
import { makeWrapper } from '#web/lib/test-wrapper.tsx';
import { codeView, offerView } from '../promotion-fixture.ts';
import { AdminPromotionsPage } from './admin-promotions-page.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const LIST = 'GET /api/admin/promotions';
/** GET /api/shop's answer: the page reads and writes times by the shop's clock. */
const shopIn = (timeZone = 'Europe/London') => ({
  'GET /api/shop': {
    status: 200,
    body: {
      name: 'Tressa',
      email: 'hello@tressa.test',
      phone: '',
      socialHandle: '',
      socialUrl: '',
      features: { google: false, demoLogin: false },
      timeZone,
    },
  },
});
const codes = [
  codeView({ redeemed: 4, held: 1, maxRedemptions: 100, perCustomer: 1, minSubtotal: 5000 }),
  codeView({
    id: 'code_2',
    code: 'TENOFF',
    kind: 'fixed',
    value: 500,
    status: 'paused',
    paused: true,
    combines: false,
    target: { categories: ['Frontal'], productIds: ['p1', 'p2'], variantIds: [] },
  }),
  codeView({
    id: 'code_3',
    code: 'SHIPFREE',
    kind: 'free_shipping',
    value: 0,
    status: 'scheduled',
    startsAt: '2026-12-01T09:00:00.000Z',
    endsAt: '2026-12-31T23:59:00.000Z',
  }),
  codeView({ id: 'code_4', code: 'ONCE', status: 'used_up', maxRedemptions: 1, redeemed: 1 }),
];
const offers = [
  offerView(),
  offerView({
    id: 'offer_2',
    label: 'Summer bundle',
    minQty: 4,
    percent: 15,
    target: { categories: [], productIds: [], variantIds: [] },
    status: 'expired',
    endsAt: '2026-08-31T22:59:00.000Z',
  }),
];

function renderPage() {
  const { Wrapper } = makeWrapper();
  render(<AdminPromotionsPage />, { wrapper: Wrapper });
}
const card = (name: string) => screen.getByRole('article', { name });
const facts = (name: string) =>
  Array.from(card(name).querySelectorAll('dt')).map(
    (dt) => `${dt.textContent}: ${dt.nextSibling?.textContent}`,
  );

describe('AdminPromotionsPage', () => {
  beforeAll(allowModalDialogs);
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    vi.unstubAllGlobals();
  });

  it('lists each code and offer with what it gives, to what, when, its limits and status', async () => {
    stubFetch({ ...shopIn(), [LIST]: { status: 200, body: { codes, offers } } });
    renderPage();
    expect(await screen.findByRole('article', { name: 'SUMMER10' })).toBeTruthy();
    expect(facts('SUMMER10')).toEqual([
      'Gives: 10% off',
      'Applies to: Whole cart',
      'When: Always',
      'Limits: Over £50.00 · 100 uses · 1 per customer',
      'Used: Redeemed 4 (held 1)',
    ]);
    expect(within(card('SUMMER10')).getByText('Active')).toBeTruthy();
    expect(facts('TENOFF').slice(0, 2)).toEqual(['Gives: £5.00 off', 'Applies to: Frontal and 2 products']);
    expect(facts('TENOFF')[3]).toBe('Limits: Not with offers');
    expect(within(card('TENOFF')).getByText('Paused')).toBeTruthy();
    expect(within(card('TENOFF')).getByRole('button', { name: 'Resume TENOFF' })).toBeTruthy();
    // Shown in the shop's time (GMT in December, BST in August).
    expect(facts('SHIPFREE').slice(0, 3)).toEqual([
      'Gives: Free shipping',
      'Applies to: Whole cart',
      'When: 1 Dec 2026, 09:00 – 31 Dec 2026, 23:59',
    ]);
    expect(within(card('SHIPFREE')).getByText('Scheduled')).toBeTruthy();
    expect(within(card('ONCE')).getByText('Used up')).toBeTruthy();

    expect(facts('3+ bundles: 10% off')).toEqual([
      'Gives: 3+ items: 10% off',
      'Applies to: Human hair',
      'When: Always',
    ]);
    expect(facts('Summer bundle')).toEqual([
      'Gives: 4+ items: 15% off',
      'Applies to: Whole cart',
      'When: Until 31 Aug 2026, 23:59',
    ]);
    expect(within(card('Summer bundle')).getByText('Expired')).toBeTruthy();
    // The checkout applies them now (issue 17): no more word of a later release.
    expect(screen.queryByText(/next release/)).toBeNull();
  });

  it('pauses a code by sending the whole code back with paused turned on', async () => {
    const { requests } = stubFetch({
      ...shopIn(),
      [LIST]: { status: 200, body: { codes, offers } },
      'PUT /api/admin/promotions/codes/code_1': { status: 200, body: codeView({ paused: true }) },
      'PUT /api/admin/promotions/offers/offer_1': { status: 200, body: offerView({ paused: true }) },
    });
    renderPage();
    const pause = await screen.findByRole('button', { name: 'Pause SUMMER10' });
    await act(async () => fireEvent.click(pause));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Code SUMMER10 paused'));
    expect(requests.find((r) => r.key.startsWith('PUT'))?.body).toEqual({
      code: 'SUMMER10',
      kind: 'percent',
      value: 10,
      minSubtotal: 5000,
      startsAt: null,
      endsAt: null,
      maxRedemptions: 100,
      perCustomer: 1,
      target: { categories: [], productIds: [], variantIds: [] },
      combines: true,
      paused: true,
    });
    // The list is asked again, so the badge comes from the server.
    await waitFor(() => expect(requests.filter((r) => r.key === LIST)).toHaveLength(2));

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pause 3+ bundles: 10% off' })));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Offer paused'));
    expect(requests.find((r) => r.key === 'PUT /api/admin/promotions/offers/offer_1')?.body).toEqual({
      label: '3+ bundles: 10% off',
      minQty: 3,
      percent: 10,
      target: { categories: ['Human hair'], productIds: [], variantIds: [] },
      startsAt: null,
      endsAt: null,
      paused: true,
    });
  });

  it('deletes a code only once confirmed', async () => {
    const { requests } = stubFetch({
      ...shopIn(),
      [LIST]: { status: 200, body: { codes, offers } },
      'DELETE /api/admin/promotions/codes/code_2': { status: 204 },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete TENOFF' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete code?' });
    expect(within(dialog).getByText('TENOFF')).toBeTruthy();
    expect(requests.some((r) => r.key.startsWith('DELETE'))).toBe(false);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith('Code TENOFF deleted'));
    expect(requests.some((r) => r.key === 'DELETE /api/admin/promotions/codes/code_2')).toBe(true);
  });

  it('creates an offer on chosen products found by name', async () => {
    const { requests } = stubFetch({
      ...shopIn(),
      [LIST]: { status: 200, body: { codes: [], offers: [] } },
      'GET /api/admin/products?q=silk&page=1&perPage=8': {
        status: 200,
        body: {
          items: [{ id: 'p1', name: 'Silk Straight', category: 'Human hair' }],
          total: 1,
          page: 1,
          perPage: 8,
        },
      },
      // Its variants, for the choice of all of it or some (one variant: all of it).
      'GET /api/products/lookup?ids=p1': {
        status: 200,
        body: {
          items: [{ id: 'p1', name: 'Silk Straight', category: 'Human hair', variants: [{ id: 'v1' }] }],
        },
      },
      'POST /api/admin/promotions/offers': { status: 201, body: offerView() },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New offer' }));
    const dialog = screen.getByRole('dialog', { name: 'New bundle offer' });
    fireEvent.change(within(dialog).getByLabelText('Label (shown to shoppers)'), {
      target: { value: 'Silk deal' },
    });
    fireEvent.change(within(dialog).getByLabelText('Percent off (%)'), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Chosen categories or products' }));
    fireEvent.change(within(dialog).getByLabelText('Find products'), { target: { value: 'silk' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add Silk Straight' }));
    expect(within(dialog).getByRole('button', { name: 'Remove Silk Straight' })).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Create offer' })));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Offer saved'));
    expect(requests.find((r) => r.key === 'POST /api/admin/promotions/offers')?.body).toEqual({
      label: 'Silk deal',
      minQty: 3,
      percent: 12,
      target: { categories: [], productIds: ['p1'], variantIds: [] },
      startsAt: null,
      endsAt: null,
      paused: false,
    });
  });

  it('names the variants a promotion targets by their product, once the shop says what they are', async () => {
    const v7 = {
      id: 'v7',
      sku: 'VBS-613-22',
      length: '#613 · 22"',
      productId: 'p1',
      productName: 'Bone Straight',
    };
    const platinum = offerView({
      label: 'Platinum week',
      target: { categories: [], productIds: [], variantIds: ['v7'] },
    });
    const { requests } = stubFetch({
      ...shopIn(),
      [LIST]: { status: 200, body: { codes: [], offers: [platinum] } },
      'GET /api/admin/variants?ids=v7': { status: 200, body: { items: [v7] } },
    });
    renderPage();
    await waitFor(() => expect(facts('Platinum week')[1]).toBe('Applies to: Bone Straight: #613 · 22"'));
    expect(requests.filter((r) => r.key.startsWith('GET /api/admin/variants'))).toHaveLength(1);
  });

  it('says when there are none yet, and when the list could not be loaded', async () => {
    stubFetch({ ...shopIn(), [LIST]: { status: 200, body: { codes: [], offers: [] } } });
    renderPage();
    expect(await screen.findByText('No discount codes yet.')).toBeTruthy();
    expect(screen.getByText('No bundle offers yet.')).toBeTruthy();
    cleanup();

    stubFetch({
      ...shopIn(),
      [LIST]: { status: 500, body: { error: { code: 'internal_error', message: 'Server error' } } },
    });
    renderPage();
    expect(screen.getByRole('status').textContent).toContain('Loading the promotions');
    expect((await screen.findByRole('alert')).textContent).toContain('The promotions could not be loaded.');
  });

  it("shows and takes times by the shop's own clock, wherever the shop is", async () => {
    const { requests } = stubFetch({
      ...shopIn('Asia/Tokyo'),
      [LIST]: { status: 200, body: { codes, offers: [] } },
      'POST /api/admin/promotions/offers': { status: 201, body: offerView() },
    });
    renderPage();
    expect(await screen.findByRole('article', { name: 'SHIPFREE' })).toBeTruthy();
    expect(screen.getByText(/Times are the shop's \(Tokyo time\)/)).toBeTruthy();
    expect(facts('SHIPFREE')[2]).toBe('When: 1 Dec 2026, 18:00 – 1 Jan 2027, 08:59');
    fireEvent.click(screen.getByRole('button', { name: 'New offer' }));
    const dialog = screen.getByRole('dialog', { name: 'New bundle offer' });
    fireEvent.change(within(dialog).getByLabelText('Label (shown to shoppers)'), {
      target: { value: 'Tokyo' },
    });
    fireEvent.change(within(dialog).getByLabelText('Percent off (%)'), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByLabelText('Starts (Tokyo time)'), {
      target: { value: '2026-12-01T09:00' },
    });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Create offer' })));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Offer saved'));
    expect(requests.find((r) => r.key === 'POST /api/admin/promotions/offers')?.body).toMatchObject({
      startsAt: '2026-12-01T00:00:00.000Z',
    });
  });

  it('waits for the shop settings, and says so when they cannot be loaded', async () => {
    stubFetch({
      'GET /api/shop': { status: 500, body: { error: { code: 'internal_error', message: 'Server error' } } },
      [LIST]: { status: 200, body: { codes, offers } },
    });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('The promotions could not be loaded.');
    expect(screen.queryByRole('article', { name: 'SUMMER10' })).toBeNull();
  });
});
