// The built-in test-card provider's cards (docs/product.md#payments), behaving like Stripe's test mode. The card number
// is only read here; nothing but the brand and the last 4 digits leaves this module.

export type CardInput = { number: string; expMonth: number; expYear: number; cvc: string };
export type CardOutcome =
  | { kind: 'invalid'; message: string }
  | { kind: 'succeeded' | 'requires_action'; brand: string; last4: string }
  | { kind: 'declined'; brand: string; last4: string; message: string };

export const DECLINED = 'Your card was declined.';
export const INSUFFICIENT_FUNDS = 'Your card has insufficient funds.';
export const NOT_A_TEST_CARD =
  'Your card was declined. This shop is in test mode: use one of the test cards shown.';

const OUTCOMES: Record<string, 'succeeded' | 'requires_action' | { message: string }> = {
  '4242424242424242': 'succeeded',
  '4000000000000002': { message: DECLINED },
  '4000000000009995': { message: INSUFFICIENT_FUNDS },
  '4000002500003155': 'requires_action',
  // Pays; its refunds are accepted, then fail (payments/test-refunds.ts).
  '4000000000005126': 'succeeded',
};

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}

export function judgeCard(card: CardInput, now = new Date()): CardOutcome {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhn(digits))
    return { kind: 'invalid', message: 'Your card number is invalid.' };
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    return { kind: 'invalid', message: "Your card's expiration month is invalid." };
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  // A card is good until the end of its expiry month.
  if (new Date(Date.UTC(year, card.expMonth, 1)) <= now) {
    return { kind: 'invalid', message: "Your card's expiration date is in the past." };
  }
  if (!/^\d{3}$/.test(card.cvc)) return { kind: 'invalid', message: "Your card's security code is invalid." };
  const brand = brandOf(digits);
  const last4 = digits.slice(-4);
  const outcome = OUTCOMES[digits];
  if (outcome === 'succeeded' || outcome === 'requires_action') return { kind: outcome, brand, last4 };
  return { kind: 'declined', brand, last4, message: outcome?.message ?? NOT_A_TEST_CARD };
}
