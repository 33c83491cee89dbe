// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { allowModalDialogs } from '#web/lib/test-dialog.ts';
import { stubFetch } from '#web/lib/test-fetch.ts';
import { makeWrapper } from '#web/lib/test-wrapper.tsx';
import { HeldCheckouts } from './held-checkouts.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const held = {
  units: 7,
  orders: 2,
  checkouts: [
    {
      orderId: 'ord_big',
      email: 'ada@example.com',
      units: 5,
      total: 27_500,
      createdAt: '2026-11-25T12:00:00.000Z',
      expiresAt: '2026-11-25T12:15:00.000Z',
    },
    {
      orderId: 'ord_small',
      email: 'bo@example.com',
      units: 2,
      total: 9_000,
      createdAt: '2026-11-25T12:05:00.000Z',
      expiresAt: '2026-11-25T12:20:00.000Z',
    },
  ],
};

function renderHeld(value = held) {
  const { Wrapper, client } = makeWrapper();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(<HeldCheckouts held={value} />, { wrapper: Wrapper });
  return invalidate;
}

describe('HeldCheckouts', () => {
  beforeAll(allowModalDialogs);
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    vi.unstubAllGlobals();
  });

  it('says when no checkout holds stock', () => {
    renderHeld({ units: 0, orders: 0, checkouts: [] });
    expect(screen.getByText('No checkout is holding stock')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Release/ })).toBeNull();
  });

  it('sums up the units held and lists each checkout with its units, total and end', () => {
    renderHeld();
    expect(screen.getByText('7 units held in 2 checkouts waiting for payment')).toBeTruthy();
    const rows = within(screen.getByRole('list', { name: 'Checkouts waiting for payment' })).getAllByRole(
      'listitem',
    );
    expect(rows[0]?.textContent).toContain('ada@example.com');
    expect(rows[0]?.textContent).toContain('5 units · £275.00 · ends 25 Nov 2026');
    expect(rows[0]?.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-25T12:15:00.000Z');
  });

  it('releases a checkout after asking, toasts and asks for the dashboard again', async () => {
    const { requests } = stubFetch({
      'POST /api/admin/orders/ord_big/release': { status: 200, body: { released: true } },
    });
    const invalidate = renderHeld();
    fireEvent.click(screen.getByRole('button', { name: 'Release the checkout of ada@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Release checkout?' });
    expect(dialog.textContent).toContain('ada@example.com (5 units, £275.00) will end');
    expect(requests).toEqual([]);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Release' })));
    // The answer arrives when it arrives (a loaded CI machine): wait for what the admin sees.
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Checkout released: its units are back on sale'),
    );
    expect(requests.map((r) => r.key)).toEqual(['POST /api/admin/orders/ord_big/release']);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin', 'summary'] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s words when the checkout was just paid, and refreshes the list', async () => {
    const message = 'This checkout has just been paid, so it was not released.';
    stubFetch({
      'POST /api/admin/orders/ord_small/release': {
        status: 409,
        body: { error: { code: 'conflict', message } },
      },
    });
    const invalidate = renderHeld();
    fireEvent.click(screen.getByRole('button', { name: 'Release the checkout of bo@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Release checkout?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Release' })));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(toast.success).not.toHaveBeenCalled();
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin', 'summary'] }));
  });
});
