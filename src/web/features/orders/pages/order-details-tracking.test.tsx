// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '#shared/contract/checkout.ts';
import { stubFetch } from '#web/lib/test-fetch.ts';
import { placed, renderPage } from './order-details-fixture.tsx';

// Issue 32, dispatch: a shipped order's page says how the parcel went, with the carrier's tracking page.

const shippedAt = '2026-11-26T09:00:00.000Z';
const shipped = (tracking: Order['tracking']): Order => ({
  ...placed,
  status: 'shipped',
  history: [
    ...placed.history,
    { status: 'shipped', at: shippedAt, note: tracking && `Royal Mail ${tracking.number}` },
  ],
  cancelUntil: null,
  tracking,
});

describe('OrderDetailsPage: the parcel', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the carrier, the tracking number and a link to the carrier’s page that says it opens a new tab', async () => {
    const url = 'https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB';
    stubFetch({
      'GET /api/orders/ord_1': {
        status: 200,
        body: shipped({ carrier: 'royal_mail', carrierName: 'Royal Mail', number: 'AB123456789GB', url }),
      },
    });
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Tracking' });
    expect(within(panel).getByText(/Sent with Royal Mail, tracking number/).textContent).toContain(
      'AB123456789GB',
    );
    const link = within(panel).getByRole('link', {
      name: /^Track your parcel with Royal Mail \(opens in a new tab\)$/,
    });
    expect(link.getAttribute('href')).toBe(url);
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('Parcel: Royal Mail AB123456789GB')).toBeTruthy();
  });

  it('shows another carrier’s number without a link, and nothing for a parcel sent without one', async () => {
    stubFetch({
      'GET /api/orders/ord_1': {
        status: 200,
        body: shipped({ carrier: 'other', carrierName: 'Other carrier', number: 'PF-778899', url: null }),
      },
    });
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Tracking' });
    expect(within(panel).getByText(/Sent with Other carrier/).textContent).toContain('PF-778899');
    expect(within(panel).queryByRole('link')).toBeNull();
    cleanup();
    stubFetch({ 'GET /api/orders/ord_1': { status: 200, body: shipped(null) } });
    renderPage();
    const bare = await screen.findByRole('region', { name: 'Tracking' });
    expect(within(bare).queryByText(/Sent with/)).toBeNull();
  });
});
