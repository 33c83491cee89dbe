// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestCardForm } from './test-card-form.tsx';

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const payButton = () => screen.getByRole('button', { name: /Pay/ }) as HTMLButtonElement;
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

describe('TestCardForm', () => {
  afterEach(cleanup);

  it('says it is test mode and lists the five test cards', () => {
    render(<TestCardForm total={1234} submitting={false} onPay={vi.fn()} />);
    expect(screen.getByRole('heading', { name: /Test mode/ })).toBeTruthy();
    for (const n of [
      '4242 4242 4242 4242',
      '4000 0000 0000 0002',
      '4000 0000 0000 9995',
      '4000 0025 0000 3155',
      '4000 0000 0000 5126',
    ]) {
      expect(screen.getByText(n)).toBeTruthy();
    }
    // The card that pays but cannot be refunded, for trying a cancellation whose refund fails.
    expect(screen.getByText('4000 0000 0000 5126').parentElement?.textContent).toBe(
      '4000 0000 0000 5126 succeeds, but its refunds fail',
    );
  });

  it('labels each field and tidies what is typed', () => {
    render(<TestCardForm total={1234} submitting={false} onPay={vi.fn()} />);
    type('Card number', '4242424242424242');
    expect(input('Card number').value).toBe('4242 4242 4242 4242');
    type('Card number', '4000-0000-0000-000x2');
    expect(input('Card number').value).toBe('4000 0000 0000 0002');
    type('Expiry (MM / YY)', '1230');
    expect(input('Expiry (MM / YY)').value).toBe('12 / 30');
    type('Expiry (MM / YY)', '4');
    expect(input('Expiry (MM / YY)').value).toBe('04');
    type('CVC', '1a2b3');
    expect(input('CVC').value).toBe('123');
    expect(input('Card number').autocomplete).toBe('cc-number');
    expect(input('Card number').inputMode).toBe('numeric');
  });

  it('pays with the card as the server takes it', async () => {
    const onPay = vi.fn();
    render(<TestCardForm total={1234} submitting={false} onPay={onPay} />);
    type('Card number', '4242 4242 4242 4242');
    type('Expiry (MM / YY)', `12${nextYear}`);
    type('CVC', '123');
    expect(payButton().textContent).toBe('Pay £12.34');
    await act(async () => fireEvent.click(payButton()));
    await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1));
    expect(onPay.mock.calls[0]?.[0]).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: new Date().getFullYear() + 1,
      cvc: '123',
    });
  });

  it('names what is wrong beside the field, focuses it, and does not pay', async () => {
    const onPay = vi.fn();
    render(<TestCardForm total={1234} submitting={false} onPay={onPay} />);
    type('Card number', '4242 4242');
    type('Expiry (MM / YY)', '0120');
    type('CVC', '12');
    await act(async () => fireEvent.click(payButton()));
    expect(await screen.findByText('Enter the full card number.')).toBeTruthy();
    expect(screen.getByText('This card has expired. Check the date or use another card.')).toBeTruthy();
    expect(input('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('Card number'));
    expect(onPay).not.toHaveBeenCalled();
  });

  it('disables the Pay button with a spinner while paying', () => {
    render(<TestCardForm total={1234} submitting onPay={vi.fn()} />);
    expect(payButton().disabled).toBe(true);
    expect(payButton().getAttribute('aria-busy')).toBe('true');
    expect(payButton().querySelector('svg')).toBeTruthy();
  });
});
