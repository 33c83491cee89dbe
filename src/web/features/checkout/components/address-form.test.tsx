// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '#shared/contract/checkout.ts';
import type { Delivery } from '#shared/contract/delivery.ts';
import { AddressForm } from './address-form.tsx';

// The UK with two methods, Ireland with one; nowhere else.
const DELIVERY: Delivery = {
  zones: [
    {
      id: 'uk',
      name: 'UK',
      countries: ['GB'],
      restOfWorld: false,
      methods: [
        { id: 'standard', name: 'Standard', days: '2–4 working days', price: 499, freeFrom: 7_500 },
        { id: 'next-day', name: 'Next day', days: '1 working day', price: 899, freeFrom: null },
      ],
    },
    {
      id: 'ie',
      name: 'Ireland',
      countries: ['IE'],
      restOfWorld: false,
      methods: [{ id: 'tracked', name: 'Tracked', days: '', price: 1_299, freeFrom: null }],
    },
  ],
  unserved: [],
};
const Form = (props: Partial<Parameters<typeof AddressForm>[0]>) => (
  <AddressForm delivery={DELIVERY} goods={5_000} onSubmit={vi.fn()} {...props} />
);

const LABELS = ['Name', 'Address line 1', 'Address line 2', 'City', 'Zip code', 'Country', 'Phone'];
const address: Address = {
  name: 'Ada Lovelace',
  line1: '12 St James Square',
  line2: 'Flat 3',
  city: 'London',
  zip: 'SW1Y 4JH',
  country: 'United Kingdom',
  phone: '+44 20 7946 0000',
};

const button = () => screen.getByRole('button', { name: 'Proceed To Checkout' }) as HTMLButtonElement;
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillAll() {
  const values = Object.values(address);
  LABELS.forEach((label, i) => {
    type(label, values[i] ?? '');
  });
}

describe('AddressForm', () => {
  afterEach(cleanup);

  it('offers only the countries the shop delivers to, then their methods with what each costs this cart', async () => {
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    const country = screen.getByLabelText('Country') as HTMLSelectElement;
    expect(Array.from(country.options).map((o) => o.text)).toEqual([
      'Choose your country',
      'Ireland',
      'United Kingdom',
    ]);
    expect(screen.queryByRole('group', { name: 'Delivery method' })).toBeNull();
    fillAll();
    const methods = await screen.findByRole('group', { name: 'Delivery method' });
    expect(methods.textContent).toContain('Standard£4.99');
    expect(methods.textContent).toContain('Free from £75.00: £25.00 to go');
    expect(methods.textContent).toContain('Next day£8.99');
    fireEvent.click(screen.getByRole('radio', { name: /Next day/ }));
    // Another country: its own methods, the first chosen.
    type('Country', 'Ireland');
    expect((await screen.findByRole('radio', { name: /Tracked/ })) as HTMLInputElement).toHaveProperty(
      'checked',
      true,
    );
    await act(async () => fireEvent.click(button()));
    expect(onSubmit.mock.calls[0]).toEqual([{ ...address, country: 'Ireland' }, 'tracked', false]);
  });

  it('names an earlier address’s country as the list does, and keeps the method chosen before', () => {
    render(<Form initial={{ ...address, country: 'UK' }} initialMethod="next-day" />);
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('United Kingdom');
    expect((screen.getByRole('radio', { name: /Next day/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('labels all seven fields and marks each required', () => {
    render(<Form />);
    for (const label of LABELS)
      expect((screen.getByLabelText(label) as HTMLInputElement).required).toBe(true);
  });

  it('keeps the button disabled until every field is filled (docs/product.md#checkout), and says why', async () => {
    render(<Form />);
    expect(button().disabled).toBe(true);
    expect(button().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Fill in every field to continue.')).toBeTruthy();

    // Each field on its own is required: leaving out any one of them keeps the button disabled.
    for (const missing of LABELS) {
      fillAll();
      type(missing, '');
      await waitFor(() => expect(button().disabled).toBe(true));
    }

    fillAll();
    await waitFor(() => expect(button().disabled).toBe(false));
    expect(screen.queryByText('Fill in every field to continue.')).toBeNull();
  });

  it('does not count spaces as filled', async () => {
    render(<Form />);
    fillAll();
    type('City', '   ');
    await waitFor(() => expect(button().disabled).toBe(true));
  });

  it('submits the trimmed address', async () => {
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    fillAll();
    type('Name', '  Ada Lovelace  ');
    await act(async () => fireEvent.click(button()));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([address, 'standard', false]);
  });

  it('starts from the address given earlier in the visit', () => {
    render(<Form initial={address} />);
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('London');
    expect(button().disabled).toBe(false);
  });

  it('fills in the last order’s address, but never over what the shopper typed', async () => {
    const { rerender } = render(<Form prefill={null} />);
    type('Name', 'Grace Hopper');
    rerender(<Form prefill={address} />);
    await waitFor(() => expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('London'));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Grace Hopper');
    expect(button().disabled).toBe(false);
  });
});
