// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SavedAddress } from '#shared/contract/addresses.ts';
import type { Address } from '#shared/contract/checkout.ts';
import { allowModalDialogs } from '#web/lib/test-dialog.ts';
import { type Reply, stubFetch } from '#web/lib/test-fetch.ts';
import { makeWrapper } from '#web/lib/test-wrapper.tsx';
import { AddressBookPage } from './address-book-page.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const LIST = 'GET /api/addresses';
const HOME: Address = {
  name: 'Ada Lovelace',
  line1: '12 St James Square',
  line2: 'Flat 3',
  city: 'London',
  zip: 'SW1Y 4JH',
  country: 'United Kingdom',
  phone: '+44 20 7946 0000',
};
const WORK: Address = {
  ...HOME,
  line1: '1 Analytical Way',
  line2: 'Floor 2',
  city: 'Paris',
  zip: '75001',
  country: 'France',
};
const saved = (id: string, address: Address, isDefault = false): SavedAddress => ({
  id,
  address,
  isDefault,
  updatedAt: '2026-11-29T10:00:00.000Z',
});
const home = saved('a1', HOME, true);
const work = saved('a2', WORK);
const list = (...items: SavedAddress[]): Reply => ({ status: 200, body: { items } });

function renderPage(routes: Record<string, Reply | Reply[]>) {
  const stub = stubFetch(routes);
  const { Wrapper } = makeWrapper();
  render(<AddressBookPage />, { wrapper: Wrapper });
  return stub.requests;
}
const dialog = () => screen.getByRole('dialog');
const type = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });
const fill = (address: Address) => {
  type('Name', address.name);
  type('Address line 1', address.line1);
  type('Address line 2', address.line2);
  type('City', address.city);
  type('Zip code', address.zip);
  type('Country', address.country);
  type('Phone', address.phone);
};
const save = () =>
  act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Save address' })));
const sent = (requests: { key: string; body: unknown }[], key: string) =>
  requests.filter((r) => r.key === key).map((r) => r.body);

describe('AddressBookPage', () => {
  beforeAll(allowModalDialogs);
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    vi.unstubAllGlobals();
  });

  it('lists the addresses, the default first with its badge, each with what can be done to it', async () => {
    renderPage({ [LIST]: list(home, work) });
    expect(screen.getByRole('status').textContent).toContain('Loading your addresses');
    const first = await screen.findByRole('article', { name: 'Ada Lovelace, 12 St James Square' });
    const [a, b] = screen.getAllByRole('article');
    expect(a).toBe(first);
    expect(a?.textContent).toContain('Default');
    for (const text of [
      '12 St James Square',
      'Flat 3',
      'London SW1Y 4JH',
      'United Kingdom',
      '+44 20 7946 0000',
    ])
      expect(a?.textContent).toContain(text);
    expect(b?.textContent).not.toContain('Default');
    expect(b?.textContent).toContain('France');
    // Each button names the address it acts on; only the other one can be made the default.
    expect(screen.getByRole('button', { name: 'Edit Ada Lovelace, 12 St James Square' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Ada Lovelace, 1 Analytical Way' })).toBeTruthy();
    expect(
      screen.queryByRole('button', { name: /Make default Ada Lovelace, 12 St James Square/ }),
    ).toBeNull();
    expect(screen.getByRole('button', { name: 'Make default Ada Lovelace, 1 Analytical Way' })).toBeTruthy();
    expect(screen.getByText(/2 addresses \(you can keep up to 20\)/)).toBeTruthy();
  });

  it('says when there is no address yet, and makes the first one added the default', async () => {
    const requests = renderPage({
      [LIST]: [list(), list(home)],
      'POST /api/addresses': { status: 201, body: home },
    });
    expect(await screen.findByText('No saved addresses yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    expect(within(dialog()).getByRole('heading', { name: 'Add an address' })).toBeTruthy();
    const box = within(dialog()).getByRole('checkbox', {
      name: 'Use as my default address',
    }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(box.disabled).toBe(true);
    expect(within(dialog()).getByText('Your first address is your default.')).toBeTruthy();
    fill(home.address);
    await save();
    expect(sent(requests, 'POST /api/addresses')).toEqual([{ address: HOME, makeDefault: true }]);
    expect(toast.success).toHaveBeenCalledWith('Address saved');
    // The form closes; the focus goes to the new address's Edit button.
    const edit = await screen.findByRole('button', { name: 'Edit Ada Lovelace, 12 St James Square' });
    await waitFor(() => expect(document.activeElement).toBe(edit));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers every country, checks the fields before sending, and says the server’s reasons', async () => {
    const requests = renderPage({
      [LIST]: list(home),
      'POST /api/addresses': [
        {
          status: 400,
          body: {
            error: {
              code: 'bad_request',
              message: 'We do not know the country "France". Choose one from the list.',
            },
          },
        },
        {
          status: 409,
          body: {
            error: {
              code: 'too_many_addresses',
              message: 'You can keep up to 20 addresses. Delete one to add another.',
            },
          },
        },
      ],
    });
    await screen.findByRole('article', { name: 'Ada Lovelace, 12 St James Square' });
    fireEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    const country = within(dialog()).getByLabelText('Country') as HTMLSelectElement;
    // All the world's countries, not only those the shop delivers to today.
    expect(country.options.length).toBeGreaterThan(240);
    expect(Array.from(country.options, (o) => o.value)).toEqual(
      expect.arrayContaining(['France', 'Japan', 'United Kingdom']),
    );
    expect(
      (within(dialog()).getByRole('checkbox', { name: 'Use as my default address' }) as HTMLInputElement)
        .checked,
    ).toBe(false);

    await save();
    expect(within(dialog()).getByText('Name is required')).toBeTruthy();
    expect(within(dialog()).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(sent(requests, 'POST /api/addresses')).toEqual([]);

    fill(WORK);
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Use as my default address' }));
    await save();
    // The server's reason, as it says it, below the form; the dialog stays open with what was typed.
    expect(within(dialog()).getByRole('alert').textContent).toBe(
      'We do not know the country "France". Choose one from the list.',
    );
    expect((within(dialog()).getByLabelText('Zip code') as HTMLInputElement).value).toBe(WORK.zip);

    await save();
    expect(within(dialog()).getByRole('alert').textContent).toBe(
      'You can keep up to 20 addresses. Delete one to add another.',
    );
    expect(sent(requests, 'POST /api/addresses')).toEqual([
      { address: WORK, makeDefault: true },
      { address: WORK, makeDefault: true },
    ]);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('edits an address and gives the focus back to its Edit button', async () => {
    const moved = { ...work, address: { ...WORK, city: 'Lyon', zip: '69001' } };
    const requests = renderPage({
      [LIST]: [list(home, work), list(home, moved)],
      'PUT /api/addresses/a2': { status: 200, body: moved },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Ada Lovelace, 1 Analytical Way' }));
    expect(within(dialog()).getByRole('heading', { name: 'Edit address' })).toBeTruthy();
    expect((within(dialog()).getByLabelText('City') as HTMLInputElement).value).toBe('Paris');
    expect((within(dialog()).getByLabelText('Country') as HTMLSelectElement).value).toBe('France');
    type('City', 'Lyon');
    type('Zip code', '69001');
    await save();
    expect(sent(requests, 'PUT /api/addresses/a2')).toEqual([{ address: moved.address, makeDefault: false }]);
    expect(toast.success).toHaveBeenCalledWith('Address saved');
    await waitFor(() => expect(screen.getAllByRole('article')[1]?.textContent).toContain('Lyon 69001'));
    const edit = screen.getByRole('button', { name: 'Edit Ada Lovelace, 1 Analytical Way' });
    await waitFor(() => expect(document.activeElement).toBe(edit));
  });

  it('keeps the default the default when it is edited, and Cancel sends nothing', async () => {
    const requests = renderPage({ [LIST]: list(home, work) });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Ada Lovelace, 12 St James Square' }));
    const box = within(dialog()).getByRole('checkbox', {
      name: 'Use as my default address',
    }) as HTMLInputElement;
    expect(box.checked && box.disabled).toBe(true);
    expect(within(dialog()).getByText(/make another address the default/)).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.filter((r) => r.key !== LIST)).toEqual([]);
  });

  it('asks before deleting, says which address, and deletes it only when confirmed', async () => {
    const requests = renderPage({
      [LIST]: [list(home, work), list(work)],
      'DELETE /api/addresses/a1': { status: 204 },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Ada Lovelace, 12 St James Square' }));
    expect(within(dialog()).getByRole('heading', { name: 'Delete this address?' })).toBeTruthy();
    expect(dialog().textContent).toContain('12 St James Square');
    expect(dialog().textContent).toContain('the one you changed most recently becomes the default');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent(requests, 'DELETE /api/addresses/a1')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Ada Lovelace, 12 St James Square' }));
    await act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete address' })));
    expect(requests.map((r) => r.key)).toContain('DELETE /api/addresses/a1');
    expect(toast.success).toHaveBeenCalledWith('Address deleted');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The address and its buttons are gone: the focus goes to the page's heading.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });

  it('says why a delete failed, in the dialog', async () => {
    renderPage({
      [LIST]: list(home),
      'DELETE /api/addresses/a1': {
        status: 503,
        body: {
          error: { code: 'database_unavailable', message: 'The shop cannot reach its database just now.' },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Ada Lovelace, 12 St James Square' }));
    await act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete address' })));
    expect(within(dialog()).getByRole('alert').textContent).toBe(
      'The shop cannot reach its database just now.',
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('makes another address the default', async () => {
    const requests = renderPage({
      [LIST]: [list(home, work), list({ ...work, isDefault: true }, { ...home, isDefault: false })],
      'PUT /api/addresses/a2': { status: 200, body: { ...work, isDefault: true } },
    });
    await act(async () =>
      fireEvent.click(
        await screen.findByRole('button', { name: 'Make default Ada Lovelace, 1 Analytical Way' }),
      ),
    );
    expect(sent(requests, 'PUT /api/addresses/a2')).toEqual([{ address: WORK, makeDefault: true }]);
    expect(toast.success).toHaveBeenCalledWith('Default address changed');
    await waitFor(() => expect(screen.getAllByRole('article')[0]?.textContent).toContain('1 Analytical Way'));
    expect(screen.getAllByRole('article')[0]?.textContent).toContain('Default');
    const edit = screen.getByRole('button', { name: 'Edit Ada Lovelace, 1 Analytical Way' });
    await waitFor(() => expect(document.activeElement).toBe(edit));
  });

  it('says when the addresses could not be loaded, and loads them again on Retry', async () => {
    renderPage({
      [LIST]: [
        { status: 503, body: { error: { code: 'database_unavailable', message: 'Try again in a moment.' } } },
        list(home),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your addresses.');
    expect(alert.textContent).toContain('Try again in a moment.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Ada Lovelace, 12 St James Square' })).toBeTruthy();
  });
});
