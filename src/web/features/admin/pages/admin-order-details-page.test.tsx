// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '#shared/contract/admin-orders.ts';
import { allowModalDialogs } from '#web/lib/test-dialog.ts';
import { stubFetch } from '#web/lib/test-fetch.ts';
import { adminOrder, orderLine, refund } from '../admin-order-fixture.ts';
import { AdminOrderDetailsPage } from './admin-order-details-page.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const ID = 'ord_0123456789abcdef';
const ORDER_URL = `GET /api/admin/orders/${ID}`;

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/admin/order-details/${ID}`]}>
        <Routes>
          <Route path="/admin/order-details/:id" element={<AdminOrderDetailsPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The order has arrived (a text query: role queries over the whole page are slow on a loaded machine). */
const loaded = () => screen.findByText('Order number', { selector: 'span' }, { timeout: 5000 });
const refundsPanel = () => screen.getByRole('region', { name: 'Refunds' });
const figure = (label: string) =>
  within(refundsPanel()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the admin’s order page: refunds and cancelling', () => {
  beforeAll(allowModalDialogs);
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    vi.unstubAllGlobals();
  });

  it('lists each refund with its status, lines, shipping and goodwill, and the money left', async () => {
    const order: AdminOrder = adminOrder({
      status: 'delivered',
      refunded: 4000,
      refundPending: 1000,
      refunds: [
        refund(),
        refund({
          id: 'ref_2',
          amount: 1499,
          shipping: 499,
          goodwill: 1000,
          lines: [],
          status: 'failed',
          failureReason: "The card's bank refused the refund.",
          reason: 'Late delivery',
        }),
        refund({ id: 'ref_3', amount: 1000, goodwill: 1000, lines: [], status: 'pending' }),
      ],
    });
    stubFetch({ [ORDER_URL]: { status: 200, body: order } });
    renderPage();
    await loaded();
    expect(figure('Paid')).toBe('£140.49');
    expect(figure('Refunded')).toBe('£40.00');
    expect(figure('Pending')).toBe('£10.00');
    expect(figure('Remaining')).toBe('£90.49');
    // Each refund is an item of the ordered list; its lines are items of a list of their own.
    const list = screen.getByRole('list', { name: 'Refunds of this order' });
    const [first, second, third] = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(first?.textContent).toContain('Refunded');
    expect(first?.textContent).toContain('1 × Silk Straight (14") · £40.00 · restocked');
    expect(second?.textContent).toContain('Failed');
    expect(second?.textContent).toContain("The card's bank refused the refund.");
    expect(second?.textContent).toContain('Shipping fee · £4.99');
    expect(second?.textContent).toContain('Goodwill · £10.00');
    expect(within(second as HTMLElement).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(third?.textContent).toContain('Pending');
    expect(within(third as HTMLElement).queryByRole('button', { name: 'Try again' })).toBeNull();
    // Delivered: refundable, no longer cancellable; the status stays editable.
    expect(screen.getByRole('button', { name: 'Refund' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.getByLabelText('Update status')).toBeTruthy();
  });

  it('tries a failed refund again and shows the order as the server answers it', async () => {
    const failed = refund({ status: 'failed', failureReason: 'Refused' });
    const { requests } = stubFetch({
      [ORDER_URL]: { status: 200, body: adminOrder({ refunds: [failed] }) },
      [`POST /api/admin/orders/${ID}/refunds/ref_1/retry`]: {
        status: 200,
        body: adminOrder({
          refundPending: 4000,
          refunds: [{ ...failed, status: 'pending', failureReason: null }],
        }),
      },
    });
    renderPage();
    await loaded();
    const tryAgain = screen.getByRole('button', { name: 'Try again' });
    await act(async () => fireEvent.click(tryAgain));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Refund sent again'));
    expect(requests.map((r) => r.key)).toContain(`POST /api/admin/orders/${ID}/refunds/ref_1/retry`);
    expect(await within(refundsPanel()).findByText('Pending', { selector: 'span' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('cancels an order with a reason; then its status can no longer be set', async () => {
    const cancelled = adminOrder({
      status: 'cancelled',
      history: [
        { status: 'placed', at: '2026-11-25T12:01:00.000Z', note: null },
        { status: 'cancelled', at: '2026-11-25T13:00:00.000Z', note: 'Out of stock at the supplier' },
      ],
      refunded: 14049,
      refunds: [refund({ amount: 14049, shipping: 499, reason: 'Out of stock at the supplier' })],
    });
    const { requests } = stubFetch({
      [ORDER_URL]: { status: 200, body: adminOrder() },
      [`POST /api/admin/orders/${ID}/cancel`]: { status: 200, body: cancelled },
    });
    renderPage();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order?' });
    expect(dialog.textContent).toContain('Everything not yet refunded (£140.49) is refunded to their card');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' })));
    expect(within(dialog).getByText('Please give a reason')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason (shown to the customer)'), {
      target: { value: 'Out of stock at the supplier' },
    });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' })));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Order cancelled'));
    expect(requests.find((r) => r.key.startsWith('POST'))?.body).toEqual({
      reason: 'Out of stock at the supplier',
    });
    expect(
      await screen.findByText(/This order is cancelled, so its status can no longer be changed/),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Update status')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(screen.getByText('Reason: Out of stock at the supplier', { selector: 'span' })).toBeTruthy();
  });

  it('keeps the server’s refusal to cancel in the dialog', async () => {
    const message = 'An order that has shipped cannot be cancelled; refund it instead.';
    stubFetch({
      [ORDER_URL]: { status: 200, body: adminOrder({ status: 'processing' }) },
      [`POST /api/admin/orders/${ID}/cancel`]: {
        status: 409,
        body: { error: { code: 'conflict', message } },
      },
    });
    renderPage();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order?' });
    fireEvent.change(within(dialog).getByLabelText('Reason (shown to the customer)'), {
      target: { value: 'Customer asked' },
    });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' })));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(toast.success).not.toHaveBeenCalled();
  });
});

describe('the admin’s order page: promotions', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the offer and the code with what each took off, the waived shipping, and each line’s share', async () => {
    // Silk Straight £40.00 × 2 with £12.00 off (offer £8.00 + code £4.00), Body Wave £55.50 with none.
    const lines = [
      orderLine('Silk Straight', '14"', 4000, 2, 0, 1200),
      orderLine('Body Wave', '18"', 5550, 1),
    ];
    const order = adminOrder({
      lines,
      amounts: { subtotal: 13550, discount: 1200, shipping: 0, total: 12350 },
      discounts: {
        offer: { label: '2+ bundles: 10% off', amount: 800 },
        code: { code: 'INSTA-5', amount: 400, shipping: 499 },
      },
    });
    stubFetch({ [ORDER_URL]: { status: 200, body: order } });
    renderPage();
    await loaded();
    const table = screen.getByRole('table', { name: 'Items ordered' });
    const row = (label: string) =>
      within(table).getByRole('rowheader', { name: label }).nextElementSibling?.textContent;
    expect(row('Subtotal')).toBe('£135.50');
    expect(row('Bundle offer: 2+ bundles: 10% off')).toBe('−£8.00');
    expect(row('Discount code INSTA-5')).toBe('−£4.00');
    expect(row('Shipping')).toBe('Free with INSTA-5 (£4.99 waived)');
    expect(row('Total')).toBe('£123.50');
    expect(within(table).getByText('Discount on this line: £12.00')).toBeTruthy();
    expect(within(table).getAllByText(/Discount on this line/)).toHaveLength(1);
  });

  it('shows no promotion rows for an order without any', async () => {
    stubFetch({ [ORDER_URL]: { status: 200, body: adminOrder() } });
    renderPage();
    await loaded();
    const table = screen.getByRole('table', { name: 'Items ordered' });
    expect(within(table).queryByText(/Bundle offer|Discount/)).toBeNull();
    expect(within(table).getByRole('rowheader', { name: 'Shipping' }).nextElementSibling?.textContent).toBe(
      '£4.99',
    );
  });

  it('names each line’s SKU as it was ordered, and none for a line bought before SKUs', async () => {
    const [silk, wave] = adminOrder().lines as [AdminOrder['lines'][number], AdminOrder['lines'][number]];
    stubFetch({ [ORDER_URL]: { status: 200, body: adminOrder({ lines: [silk, { ...wave, sku: null }] }) } });
    renderPage();
    await loaded();
    const rows = within(screen.getByRole('table', { name: 'Items ordered' })).getAllByRole('row');
    expect(rows[1]?.textContent).toContain(`Silk StraightSKU ${silk.sku}`);
    expect(rows[2]?.textContent).not.toContain('SKU');
  });
});

describe('the admin’s order page: dispatch', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    vi.unstubAllGlobals();
  });

  it('asks for the carrier and tracking number when shipping, and sends them', async () => {
    const tracking = {
      carrier: 'dpd' as const,
      carrierName: 'DPD',
      number: '15501234567890',
      url: 'https://track.dpd.co.uk/parcels/15501234567890',
    };
    const { requests } = stubFetch({
      [ORDER_URL]: { status: 200, body: adminOrder() },
      [`PATCH /api/admin/orders/${ID}/status`]: {
        status: 200,
        body: { result: 'changed', order: adminOrder({ status: 'shipped', tracking }) },
      },
      'GET /api/admin/orders': { status: 200, body: { items: [], total: 0, page: 1, perPage: 20 } },
    });
    renderPage();
    await loaded();
    expect(screen.queryByLabelText('Tracking number')).toBeNull();
    expect(screen.getByText('Not shipped with a tracking number')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Update status'), { target: { value: 'shipped' } });
    fireEvent.change(screen.getByLabelText('Carrier'), { target: { value: 'dpd' } });
    fireEvent.change(screen.getByLabelText('Tracking number'), { target: { value: '1550 1234 567890' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Update Status' })));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('order status changed to Item(s) Shipped'),
    );
    expect(requests.find((r) => r.key.startsWith('PATCH'))?.body).toEqual({
      status: 'shipped',
      tracking: { carrier: 'dpd', number: '1550 1234 567890' },
    });
  });

  it('shows the parcel of a shipped order, and offers its number to correct', async () => {
    const tracking = {
      carrier: 'evri' as const,
      carrierName: 'Evri',
      number: 'H01ABC2345678901',
      url: 'https://www.evri.com/track/parcel/H01ABC2345678901/details',
    };
    stubFetch({ [ORDER_URL]: { status: 200, body: adminOrder({ status: 'shipped', tracking }) } });
    renderPage();
    await loaded();
    expect(
      screen
        .getByRole('link', { name: 'Track your parcel with Evri (opens in a new tab)' })
        .getAttribute('href'),
    ).toBe(tracking.url);
    expect((screen.getByLabelText('Tracking number') as HTMLInputElement).value).toBe('H01ABC2345678901');
    expect((screen.getByLabelText('Carrier') as HTMLSelectElement).value).toBe('evri');
    expect(
      screen.getByRole('link', { name: /^Packing slip \(PDF, opens in a new tab\)$/ }).getAttribute('href'),
    ).toBe(`/api/admin/orders/${ID}/packing-slip.pdf`);
  });
});
