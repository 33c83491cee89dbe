// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedAddress } from '#shared/contract/addresses.ts';
import type { Address } from '#shared/contract/checkout.ts';
import type { Delivery } from '#shared/contract/delivery.ts';
import { cart } from '#web/lib/cart-store.ts';
import { type Reply, stubFetch } from '#web/lib/test-fetch.ts';
import { ADDRESS_STORAGE_KEY } from '../address-storage.ts';
import { CheckoutDetailsPage } from './checkout-details-page.tsx';

vi.mock('sonner', () => import('../sonner-stub.ts'));

// The shop delivers to the UK only.
const DELIVERY: Delivery = {
  zones: [
    {
      id: 'uk',
      name: 'UK',
      countries: ['GB'],
      restOfWorld: false,
      methods: [{ id: 'standard', name: 'Standard', days: '2–4 working days', price: 499, freeFrom: null }],
    },
  ],
  unserved: [],
};
const SHOP = {
  status: 200,
  body: {
    name: 'Tressa',
    features: { google: false, demoLogin: false },
    timeZone: 'Europe/London',
    delivery: DELIVERY,
  },
};
const HOME: Address = {
  name: 'Ada Lovelace',
  line1: '12 St James Square',
  line2: 'Flat 3',
  city: 'London',
  zip: 'SW1Y 4JH',
  country: 'United Kingdom',
  phone: '+44 20 7946 0000',
};
const WORK: Address = { ...HOME, line1: '5 Mill Lane', line2: 'Unit 4', city: 'Leeds', zip: 'LS1 1AA' };
const PARIS: Address = {
  ...HOME,
  line1: '1 Rue de Rivoli',
  line2: 'Étage 2',
  city: 'Paris',
  zip: '75001',
  country: 'France',
};
const LAST_ORDER: Address = {
  ...HOME,
  name: 'Grace Hopper',
  line1: '7 Old Road',
  city: 'York',
  zip: 'YO1 1AA',
};
const saved = (id: string, address: Address, isDefault = false): SavedAddress => ({
  id,
  address,
  isDefault,
  updatedAt: '2026-11-29T10:00:00.000Z',
});
const BOOK = [saved('a1', HOME, true), saved('a2', WORK), saved('a3', PARIS)];

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname}</p>;
}
function renderPage(routes: Record<string, Reply | Reply[]>) {
  const stub = stubFetch({ 'GET /api/shop': SHOP, ...routes });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/checkout-details']}>
        <Routes>
          <Route path="/checkout-details" element={<CheckoutDetailsPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return stub.requests;
}
const book = (items: SavedAddress[]): Reply => ({ status: 200, body: { items } });
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const type = (label: string, text: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
const deliverTo = () => screen.getByRole('group', { name: 'Deliver to' });
const option = (name: RegExp | string) =>
  within(deliverTo()).getByRole('radio', { name }) as HTMLInputElement;
const saveBox = () => screen.queryByRole('checkbox', { name: 'Save this address to my address book' });
const proceed = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Proceed To Checkout' })));
const keys = (requests: { key: string }[]) => requests.map((r) => r.key);

describe('CheckoutDetailsPage and the address book', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    cart.add({ id: 'p1', name: 'Body Wave', price: 100, imageURL: [], brand: 'B' }, '18"', 1);
  });
  afterEach(() => {
    cleanup();
    cart.clear();
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('offers the saved addresses and fills in the default, not the last order’s address', async () => {
    const requests = renderPage({ 'GET /api/addresses': book(BOOK) });
    await waitFor(() => expect(value('Name')).toBe('Ada Lovelace'));
    expect(value('Address line 1')).toBe('12 St James Square');
    expect(value('Country')).toBe('United Kingdom');
    expect(option(/^Ada Lovelace, 12 St James Square, Flat 3, London SW1Y 4JH, United Kingdom/).checked).toBe(
      true,
    );
    expect(option(/5 Mill Lane/).checked).toBe(false);
    expect(option('A new address').checked).toBe(false);
    // Nowhere the shop does not deliver: shown, not chosen, with why.
    const paris = option(/1 Rue de Rivoli/);
    expect(paris.disabled).toBe(true);
    expect(paris.getAttribute('aria-describedby')).toBeTruthy();
    expect(deliverTo().textContent).toContain('We do not deliver to France');
    // A saved address is not offered to be saved again.
    expect(saveBox()).toBeNull();
    expect(keys(requests)).not.toContain('GET /api/orders/last-address');

    await proceed();
    expect(screen.getByTestId('where').textContent).toBe('/checkout');
    expect(JSON.parse(sessionStorage.getItem(ADDRESS_STORAGE_KEY) ?? '')).toEqual(HOME);
    expect(keys(requests)).not.toContain('POST /api/addresses');
  });

  it('fills the form with the address chosen, and clears it for a new one', async () => {
    renderPage({ 'GET /api/addresses': book(BOOK) });
    await waitFor(() => expect(value('Name')).toBe('Ada Lovelace'));
    fireEvent.click(option(/5 Mill Lane/));
    expect(value('Address line 1')).toBe('5 Mill Lane');
    expect(value('City')).toBe('Leeds');
    expect(option(/5 Mill Lane/).checked).toBe(true);

    // Changed by hand, it is a new address, which may be saved.
    type('Address line 2', 'Unit 5');
    await waitFor(() => expect(option('A new address').checked).toBe(true));
    expect((saveBox() as HTMLInputElement).checked).toBe(false);

    fireEvent.click(option(/12 St James Square/));
    expect(value('Address line 1')).toBe('12 St James Square');
    fireEvent.click(option('A new address'));
    for (const label of ['Name', 'Address line 1', 'City', 'Zip code', 'Phone'])
      expect(value(label)).toBe('');
    expect((screen.getByRole('button', { name: 'Proceed To Checkout' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('saves a new address when ticked, then goes on to pay', async () => {
    const requests = renderPage({
      'GET /api/addresses': [book(BOOK), book([...BOOK, saved('a4', LAST_ORDER)])],
      'POST /api/addresses': { status: 201, body: saved('a4', LAST_ORDER) },
    });
    await waitFor(() => expect(value('Name')).toBe('Ada Lovelace'));
    fireEvent.click(option('A new address'));
    for (const [label, text] of Object.entries({
      Name: LAST_ORDER.name,
      'Address line 1': LAST_ORDER.line1,
      'Address line 2': LAST_ORDER.line2,
      City: LAST_ORDER.city,
      'Zip code': LAST_ORDER.zip,
      Country: LAST_ORDER.country,
      Phone: LAST_ORDER.phone,
    }))
      type(label, text);
    fireEvent.click(saveBox() as HTMLElement);
    await proceed();
    expect(requests.filter((r) => r.key === 'POST /api/addresses').map((r) => r.body)).toEqual([
      { address: LAST_ORDER },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Address saved to your address book');
    expect(screen.getByTestId('where').textContent).toBe('/checkout');
    expect(JSON.parse(sessionStorage.getItem(ADDRESS_STORAGE_KEY) ?? '')).toEqual(LAST_ORDER);
  });

  it('goes on to pay when the address could not be saved, and says so', async () => {
    renderPage({
      'GET /api/addresses': book([]),
      'GET /api/orders/last-address': { status: 200, body: { address: LAST_ORDER } },
      'POST /api/addresses': {
        status: 409,
        body: {
          error: {
            code: 'too_many_addresses',
            message: 'You can keep up to 20 addresses. Delete one to add another.',
          },
        },
      },
    });
    // An empty book: the last order's address is filled in, as before, and no choice is offered.
    await waitFor(() => expect(value('Name')).toBe('Grace Hopper'));
    expect(screen.queryByRole('group', { name: 'Deliver to' })).toBeNull();
    fireEvent.click(saveBox() as HTMLElement);
    await proceed();
    expect(toast.error).toHaveBeenCalledWith(
      'The address could not be saved to your address book. You can keep up to 20 addresses. Delete one to add another. You can still pay for your order.',
    );
    expect(screen.getByTestId('where').textContent).toBe('/checkout');
  });

  it('keeps the address given earlier in this visit over the default, and saves nothing unticked', async () => {
    sessionStorage.setItem(ADDRESS_STORAGE_KEY, JSON.stringify(WORK));
    const requests = renderPage({ 'GET /api/addresses': book(BOOK) });
    await screen.findByRole('group', { name: 'Deliver to' });
    expect(value('Address line 1')).toBe('5 Mill Lane');
    expect(option(/5 Mill Lane/).checked).toBe(true);
    type('Zip code', 'LS2 2BB');
    await waitFor(() => expect(saveBox()).toBeTruthy());
    await proceed();
    expect(keys(requests)).not.toContain('POST /api/addresses');
    expect(keys(requests)).not.toContain('GET /api/orders/last-address');
    expect(screen.getByTestId('where').textContent).toBe('/checkout');
  });

  it('falls back to the last order’s address when the book cannot be loaded, and says so', async () => {
    renderPage({
      'GET /api/addresses': {
        status: 503,
        body: { error: { code: 'database_unavailable', message: 'Later.' } },
      },
      'GET /api/orders/last-address': { status: 200, body: { address: LAST_ORDER } },
    });
    await waitFor(() => expect(value('Name')).toBe('Grace Hopper'));
    expect(screen.getByRole('status').textContent).toContain('Your saved addresses could not be loaded.');
    expect(saveBox()).toBeNull();
  });
});
