// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Order } from '#shared/contract/checkout.ts';
import { formatDateTime } from '#web/lib/format-date.ts';
import { allowModalDialogs } from '#web/lib/test-dialog.ts';
import { stubFetch } from '#web/lib/test-fetch.ts';
import { cancelUntil, placed, placedAt, renderPage } from './order-details-fixture.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const cancelledAt = '2026-11-25T12:10:00.000Z';
const cancelled: Order = {
  ...placed,
  status: 'cancelled',
  lines: placed.lines.map((l) => ({ ...l, refundedQty: 1 })),
  history: [...placed.history, { status: 'cancelled', at: cancelledAt, note: 'Cancelled by the customer' }],
  refunds: [
    {
      id: 'ref_1',
      amount: 5499,
      shipping: 499,
      goodwill: 0,
      reason: 'Cancelled by the customer',
      status: 'succeeded',
      failureReason: null,
      createdAt: cancelledAt,
      lines: [{ position: 0, name: 'Body Wave', size: '18"', qty: 1, amount: 5000, restock: true }],
    },
  ],
  refunded: 5499,
  cancelUntil: null,
};

const cancelButton = () => screen.getByRole('button', { name: 'Cancel order' });

describe('OrderDetailsPage: cancelling', () => {
  beforeAll(allowModalDialogs);
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    vi.unstubAllGlobals();
  });

  it('offers Cancel order until the server’s time, and asks first', async () => {
    const { requests } = stubFetch({ 'GET /api/orders/ord_1': { status: 200, body: placed } });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Order details' });
    expect(screen.getByText(/Changed your mind\? You can cancel this order until/).textContent).toContain(
      formatDateTime(cancelUntil),
    );
    fireEvent.click(cancelButton());
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog.textContent).toContain('the whole amount, £54.99, is refunded to the card you paid with');
    expect(dialog.textContent).toContain(
      `You can cancel this order online until ${formatDateTime(cancelUntil)}.`,
    );
    // Nothing is sent until the shopper confirms; keeping the order closes the dialog.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.map((r) => r.key)).toEqual(['GET /api/orders/ord_1']);
  });

  it('cancels on confirm: a wait, a toast, and the order shown Cancelled and refunded', async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      if (key === 'GET /api/orders/ord_1') return Promise.resolve(Response.json(placed));
      if (key === 'POST /api/orders/ord_1/cancel') return new Promise<Response>((r) => (answer = r));
      if (key === 'GET /api/orders?page=1') return Promise.resolve(Response.json({}));
      throw new Error(`unexpected fetch: ${key}`);
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Order details' });
    fireEvent.click(cancelButton());
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));

    // While the server works: both buttons wait, and the confirm one says why.
    const pending = await within(dialog).findByRole('button', { name: 'Cancelling…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(
      (within(dialog).getByRole('button', { name: 'Keep my order' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await act(async () => answer(Response.json(cancelled)));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Order cancelled. Your refund is on its way.'),
    );
    expect(within(screen.getByRole('status')).getByText('Cancelled')).toBeTruthy();
    expect(within(screen.getByRole('status')).getByText('Refunded £54.99')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Order progress' })).toBeNull();
    // The focus goes to the tracker that now says Cancelled.
    await waitFor(() => expect(document.activeElement?.textContent).toContain('This order was cancelled on'));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('shows the server’s reason when it is too late, and asks for the order again', async () => {
    const message = 'The time to cancel this order online has passed. Please contact us.';
    const { requests } = stubFetch({
      'GET /api/orders/ord_1': [
        { status: 200, body: placed },
        { status: 200, body: { ...placed, cancelUntil: null } },
      ],
      'POST /api/orders/ord_1/cancel': { status: 409, body: { error: { code: 'conflict', message } } },
      'GET /api/orders?page=1': { status: 200, body: {} },
    });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Order details' });
    fireEvent.click(cancelButton());
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' })));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(toast.success).not.toHaveBeenCalled();
    // The order as the server now has it: no longer cancellable here.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull());
    expect(requests.filter((r) => r.key === 'GET /api/orders/ord_1')).toHaveLength(2);
    expect(within(screen.getByRole('status')).getByText('Order Placed')).toBeTruthy();
  });

  it('offers no cancelling when the server gives no time for it, or the order has moved on', async () => {
    stubFetch({
      'GET /api/orders/ord_1': { status: 200, body: { ...placed, cancelUntil: null } },
    });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Order details' });
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    cleanup();
    stubFetch({ 'GET /api/orders/ord_1': { status: 200, body: { ...placed, status: 'processing' } } });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Order details' });
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });
});

describe('OrderDetailsPage: refunds', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a cancelled order: Cancelled with its reason, the refund, its lines refunded, no review link', async () => {
    stubFetch({ 'GET /api/orders/ord_1': { status: 200, body: cancelled } });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Order details' });
    const tracking = screen.getByRole('region', { name: 'Tracking' });
    expect(tracking.textContent).toContain(`This order was cancelled on ${formatDateTime(cancelledAt)}.`);
    expect(tracking.textContent).toContain('Reason: Cancelled by the customer');
    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getByText('1 refunded')).toBeTruthy();
    expect(within(items).queryByRole('link', { name: /Write a Review/ })).toBeNull();
    const refunded = within(items).getByText('Refunded');
    expect(refunded.nextElementSibling?.textContent).toBe('£54.99');
    expect(within(items).queryByText('Refund pending')).toBeNull();
    const refunds = screen.getByRole('region', { name: 'Refunds' });
    expect(refunds.textContent).toContain('1 × Body Wave (Size: 18")');
    const history = screen.getByRole('region', { name: 'Status history' });
    expect(history.textContent).toContain('Cancelled');
  });

  it('shows a refund still pending beside what was refunded, and the words for a part refund', async () => {
    const order: Order = {
      ...placed,
      status: 'delivered',
      cancelUntil: null,
      lines: placed.lines.map((l) => ({ ...l, qty: 2, lineTotal: 10000, refundedQty: 1 })),
      amounts: { subtotal: 10000, discount: 0, shipping: 0, total: 10000 },
      refunds: [
        {
          id: 'ref_1',
          amount: 1000,
          shipping: 0,
          goodwill: 1000,
          reason: 'Late delivery',
          status: 'succeeded',
          failureReason: null,
          createdAt: placedAt,
          lines: [],
        },
        {
          id: 'ref_2',
          amount: 5000,
          shipping: 0,
          goodwill: 0,
          reason: 'One bundle was the wrong colour',
          status: 'pending',
          failureReason: null,
          createdAt: placedAt,
          lines: [{ position: 0, name: 'Body Wave', size: '18"', qty: 1, amount: 5000, restock: false }],
        },
      ],
      refunded: 1000,
      refundPending: 5000,
    };
    stubFetch({ 'GET /api/orders/ord_1': { status: 200, body: order } });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Order details' });
    expect(within(screen.getByRole('status')).getByText('Partially refunded (£60.00)')).toBeTruthy();
    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getByText('Refunded').nextElementSibling?.textContent).toBe('£10.00');
    expect(within(items).getByText('Refund pending').nextElementSibling?.textContent).toBe('£50.00');
    expect(within(items).getByText('1 refunded')).toBeTruthy();
    // A delivered order, part refunded, can still be reviewed.
    expect(within(items).getByRole('link', { name: /Write a Review/ })).toBeTruthy();
    const refunds = within(screen.getByRole('region', { name: 'Refunds' })).getAllByRole('listitem');
    expect(refunds[0]?.textContent).toContain('Late delivery');
    expect(screen.getByRole('region', { name: 'Refunds' }).textContent).toContain('Pending');
  });
});

describe('OrderDetailsPage: the invoice', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers the invoice of a paid order, as a PDF in a new tab, and none while it waits for its payment', async () => {
    stubFetch({ 'GET /api/orders/ord_1': { status: 200, body: placed } });
    renderPage();
    const link = await screen.findByRole('link', { name: 'Download invoice (PDF, opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('/api/orders/ord_1/invoice.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    cleanup();
    stubFetch({ 'GET /api/orders/ord_1': { status: 200, body: { ...placed, status: 'awaiting_payment' } } });
    renderPage();
    await screen.findByRole('heading', { name: 'Items' });
    expect(screen.queryByRole('link', { name: /Download invoice/ })).toBeNull();
  });
});
