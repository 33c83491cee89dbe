// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminSettings } from '#shared/contract/settings.ts';
import { flatDelivery } from '#shared/delivery.ts';
import { stubFetch } from '#web/lib/test-fetch.ts';
import { makeWrapper } from '#web/lib/test-wrapper.tsx';
import { AdminSettingsPage } from './admin-settings-page.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const SAVED: AdminSettings = {
  version: 3,
  updatedAt: '2026-11-29T10:00:00.000Z',
  values: {
    name: 'Crown & Co',
    email: 'hi@crown.test',
    phone: '+44 20 0000 0000',
    address: '',
    socialHandle: '@crown',
    socialUrl: 'https://www.instagram.com/crown',
    timeZone: 'Europe/London',
    orderHoldMinutes: 15,
    cancelWindowMinutes: 60,
    delivery: flatDelivery(499, 7_500),
    vat: { registered: false, rate: 2_000, number: '' },
  },
};
const HISTORY = {
  items: [
    {
      id: 7,
      at: '2026-11-28T09:30:00.000Z',
      by: 'owner@crown.test',
      changes: [
        { field: 'cancelWindowMinutes', before: 30, after: 60 },
        { field: 'address', before: '', after: '1 High St\nLondon' },
      ],
    },
  ],
};
const routes = (over: Record<string, unknown> = {}) => ({
  'GET /api/admin/settings': { status: 200, body: SAVED },
  'GET /api/admin/settings/changes': { status: 200, body: HISTORY },
  'GET /api/shop': { status: 200, body: {} },
  ...over,
});

function renderPage() {
  const { Wrapper } = makeWrapper();
  render(<AdminSettingsPage />, { wrapper: Wrapper });
}
const form = () => screen.getByRole('form', { name: 'Shop settings' });
const save = () => fireEvent.click(within(form()).getByRole('button', { name: 'Save settings' }));
const patches = (requests: { key: string; body: unknown }[]) =>
  requests.filter((r) => r.key === 'PATCH /api/admin/settings').map((r) => r.body);

describe('AdminSettingsPage', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows the saved settings and who changed what, in words', async () => {
    stubFetch(routes());
    renderPage();
    expect(screen.getByRole('status').textContent).toContain('Loading the settings');
    expect(((await screen.findByLabelText('Shop name')) as HTMLInputElement).value).toBe('Crown & Co');
    expect((screen.getByLabelText('Time zone') as HTMLSelectElement).value).toBe('Europe/London');
    expect((screen.getByLabelText('Stock hold (minutes)') as HTMLInputElement).value).toBe('15');
    const history = await screen.findByRole('region', { name: 'Recent changes' });
    await within(history).findByText('owner@crown.test', { exact: false });
    expect(history.textContent).toContain('28 Nov 2026, 09:30');
    // The arrow is for the eye; a screen reader hears "changed to".
    expect(history.textContent).toMatch(/Cancellation window: 30 minutes\s*→\s*changed to 60 minutes/);
    expect(history.textContent).toMatch(/Business address: \(empty\)\s*→\s*changed to 1 High St, London/);
  });

  it('sends only what changed, with the version it was loaded at, and says it was saved', async () => {
    const next = {
      ...SAVED,
      version: 4,
      values: { ...SAVED.values, name: 'Crown Hair', orderHoldMinutes: 20 },
    };
    const { requests } = stubFetch(routes({ 'PATCH /api/admin/settings': { status: 200, body: next } }));
    renderPage();
    fireEvent.change(await screen.findByLabelText('Shop name'), { target: { value: '  Crown Hair ' } });
    fireEvent.change(screen.getByLabelText('Stock hold (minutes)'), { target: { value: '20' } });
    save();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Settings saved'));
    expect(patches(requests)).toEqual([{ version: 3, values: { name: 'Crown Hair', orderHoldMinutes: 20 } }]);

    // Saved again from the new version; an unchanged form sends nothing and says so.
    save();
    expect((await screen.findByText(/Nothing to save/)).getAttribute('role')).toBe('status');
    expect(patches(requests)).toHaveLength(1);
  });

  it('says what is wrong with a field, next to it, and sends nothing', async () => {
    const { requests } = stubFetch(routes());
    renderPage();
    fireEvent.change(await screen.findByLabelText('Stock hold (minutes)'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Contact e-mail'), { target: { value: 'nobody' } });
    save();
    const hold = screen.getByLabelText('Stock hold (minutes)');
    await waitFor(() => expect(hold.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter a number of minutes')).toBeTruthy();
    expect(screen.getByText('Enter an e-mail address customers can write to')).toBeTruthy();
    expect(patches(requests)).toEqual([]);
  });

  it('after a save from elsewhere, says so and loads the latest while keeping what was typed', async () => {
    const theirs = { ...SAVED, version: 4, values: { ...SAVED.values, phone: '+44 20 1111 1111' } };
    const { requests } = stubFetch(
      routes({
        'GET /api/admin/settings': [
          { status: 200, body: SAVED },
          { status: 200, body: theirs },
        ],
        'PATCH /api/admin/settings': [
          {
            status: 409,
            body: {
              error: {
                code: 'settings_changed',
                message: 'Someone else saved the settings since you opened them.',
              },
            },
          },
          { status: 200, body: { ...theirs, version: 5, values: { ...theirs.values, name: 'Mine' } } },
        ],
      }),
    );
    renderPage();
    fireEvent.change(await screen.findByLabelText('Shop name'), { target: { value: 'Mine' } });
    save();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Someone else saved the settings');
    fireEvent.click(within(alert).getByRole('button', { name: 'Load the latest settings' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('+44 20 1111 1111'),
    );
    expect((screen.getByLabelText('Shop name') as HTMLInputElement).value).toBe('Mine');
    save();
    await waitFor(() => expect(patches(requests)).toHaveLength(2));
    expect(patches(requests)[1]).toEqual({ version: 4, values: { name: 'Mine' } });
  });

  it('turns VAT on with its rate in percent and its number, and says what is missing first', async () => {
    const next = {
      ...SAVED,
      version: 4,
      values: { ...SAVED.values, vat: { registered: true, rate: 2_000, number: 'GB123456789' } },
    };
    const { requests } = stubFetch(routes({ 'PATCH /api/admin/settings': { status: 200, body: next } }));
    renderPage();
    const vat = await screen.findByRole('form', { name: 'VAT' });
    fireEvent.click(within(vat).getByLabelText('Registered for VAT: charge it'));
    fireEvent.click(within(vat).getByRole('button', { name: 'Save VAT' }));
    expect(
      await within(vat).findByText('Enter your VAT registration number: invoices must show it'),
    ).toBeTruthy();
    fireEvent.change(within(vat).getByLabelText('VAT number'), { target: { value: 'gb 123 456 789' } });
    fireEvent.change(within(vat).getByLabelText('VAT rate (%)'), { target: { value: 'twenty' } });
    fireEvent.click(within(vat).getByRole('button', { name: 'Save VAT' }));
    expect(await within(vat).findByText('Enter the rate as a percentage, e.g. 20')).toBeTruthy();
    fireEvent.change(within(vat).getByLabelText('VAT rate (%)'), { target: { value: '20' } });
    fireEvent.click(within(vat).getByRole('button', { name: 'Save VAT' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('VAT saved'));
    expect(patches(requests)).toEqual([
      { version: 3, values: { vat: { registered: true, rate: 2_000, number: 'GB123456789' } } },
    ]);
  });

  it("puts a zone's methods in the order the checkout offers them, by button or Alt+Arrow keys", async () => {
    const { requests } = stubFetch(
      routes({ 'PATCH /api/admin/settings': { status: 200, body: { ...SAVED, version: 4 } } }),
    );
    renderPage();
    const delivery = await screen.findByRole('form', { name: 'Delivery' });
    const uk = within(delivery).getByRole('group', { name: 'United Kingdom' });
    fireEvent.click(within(uk).getByRole('button', { name: 'Add a method to United Kingdom' }));
    const names = () => within(uk).getAllByLabelText('Method') as HTMLInputElement[];
    fireEvent.change(names()[1] as HTMLInputElement, { target: { value: 'Next day' } });
    fireEvent.change(within(uk).getAllByLabelText('Takes')[1] as HTMLInputElement, {
      target: { value: '1 day' },
    });
    fireEvent.change(within(uk).getAllByLabelText('Price (£)')[1] as HTMLInputElement, {
      target: { value: '8.99' },
    });
    const up = within(uk).getByRole('button', { name: 'Move Next day in United Kingdom up' });
    expect(
      (
        within(uk).getByRole('button', {
          name: 'Move Standard delivery in United Kingdom up',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    fireEvent.click(up);
    expect(names().map((n) => n.value)).toEqual(['Next day', 'Standard delivery']);
    // Alt+ArrowDown on a field of the method moves it back, and Alt+ArrowUp again.
    fireEvent.keyDown(names()[0] as HTMLInputElement, { key: 'ArrowDown', altKey: true });
    expect(names().map((n) => n.value)).toEqual(['Standard delivery', 'Next day']);
    fireEvent.keyDown(names()[1] as HTMLInputElement, { key: 'ArrowUp', altKey: true });
    expect(names().map((n) => n.value)).toEqual(['Next day', 'Standard delivery']);
    fireEvent.click(within(delivery).getByRole('button', { name: 'Save delivery' }));
    await waitFor(() => expect(patches(requests)).toHaveLength(1));
    const sent = patches(requests)[0] as {
      values: { delivery: { zones: { methods: { name: string }[] }[] } };
    };
    expect(sent.values.delivery.zones[0]?.methods.map((m) => m.name)).toEqual([
      'Next day',
      'Standard delivery',
    ]);
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    stubFetch(
      routes({
        'GET /api/admin/settings': {
          status: 500,
          body: { error: { code: 'internal_error', message: 'Server error' } },
        },
      }),
    );
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('The settings could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
