import { describe, expect, it } from 'vitest';
import { DECLINED, INSUFFICIENT_FUNDS, judgeCard } from './test-card.ts';

const now = new Date('2026-11-21T12:00:00Z');
const card = (number: string, extra: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) =>
  judgeCard({ number, expMonth: 12, expYear: 2030, cvc: '123', ...extra }, now);

describe('the test cards', () => {
  it('behave like Stripe test mode', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ kind: 'succeeded', brand: 'visa', last4: '4242' });
    expect(card('4000 0000 0000 0002')).toEqual({
      kind: 'declined',
      brand: 'visa',
      last4: '0002',
      message: DECLINED,
    });
    expect(card('4000000000009995')).toMatchObject({ kind: 'declined', message: INSUFFICIENT_FUNDS });
    expect(card('4000-0025-0000-3155')).toEqual({ kind: 'requires_action', brand: 'visa', last4: '3155' });
    // Pays; only its refunds fail (test-refunds.ts).
    expect(card('4000 0000 0000 5126')).toEqual({ kind: 'succeeded', brand: 'visa', last4: '5126' });
  });

  it('decline other valid numbers, saying which cards to use', () => {
    expect(card('5555555555554444')).toMatchObject({ kind: 'declined', brand: 'mastercard', last4: '4444' });
  });

  it('refuse malformed numbers, past expiry and bad CVCs with a clear message', () => {
    expect(card('4242 4242 4242 4241')).toEqual({ kind: 'invalid', message: 'Your card number is invalid.' });
    expect(card('1234')).toMatchObject({ kind: 'invalid' });
    expect(card('4242424242424242', { expMonth: 10, expYear: 2026 })).toEqual({
      kind: 'invalid',
      message: "Your card's expiration date is in the past.",
    });
    expect(card('4242424242424242', { expMonth: 11, expYear: 26 }).kind).toBe('succeeded'); // good to month end
    expect(card('4242424242424242', { expMonth: 13 }).kind).toBe('invalid');
    expect(card('4242424242424242', { cvc: '12' })).toEqual({
      kind: 'invalid',
      message: "Your card's security code is invalid.",
    });
  });
});
