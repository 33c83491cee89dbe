// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '#shared/contract/checkout.ts';
import { AddressForm } from './address-form.tsx';

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

  it('labels all seven fields and marks each required', () => {
    render(<AddressForm onSubmit={vi.fn()} />);
    for (const label of LABELS)
      expect((screen.getByLabelText(label) as HTMLInputElement).required).toBe(true);
  });

  it('keeps the button disabled until every field is filled (docs/product.md#checkout), and says why', async () => {
    render(<AddressForm onSubmit={vi.fn()} />);
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
    render(<AddressForm onSubmit={vi.fn()} />);
    fillAll();
    type('City', '   ');
    await waitFor(() => expect(button().disabled).toBe(true));
  });

  it('submits the trimmed address', async () => {
    const onSubmit = vi.fn();
    render(<AddressForm onSubmit={onSubmit} />);
    fillAll();
    type('Name', '  Ada Lovelace  ');
    await act(async () => fireEvent.click(button()));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual(address);
  });

  it('starts from the address given earlier in the visit', () => {
    render(<AddressForm initial={address} onSubmit={vi.fn()} />);
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('London');
    expect(button().disabled).toBe(false);
  });

  it('fills in the last order’s address, but never over what the shopper typed', async () => {
    const { rerender } = render(<AddressForm prefill={null} onSubmit={vi.fn()} />);
    type('Name', 'Grace Hopper');
    rerender(<AddressForm prefill={address} onSubmit={vi.fn()} />);
    await waitFor(() => expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('London'));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Grace Hopper');
    expect(button().disabled).toBe(false);
  });
});
