import { describe, expect, it } from 'vitest';
import { cardFormSchema, formatCardNumber, formatCvc, formatExpiry, parseExpiry } from './card-input.ts';

describe('formatCardNumber', () => {
  it('groups digits by four and drops everything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0025 0000abc3155')).toBe('4000 0025 0000 3155');
    expect(formatCardNumber('4242 ')).toBe('4242');
  });
  it('stops at 19 digits', () => {
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });
});

describe('formatExpiry', () => {
  it('adds the separator only once the year starts, so Backspace never sticks on it', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12 / 3');
    expect(formatExpiry('12 / 34')).toBe('12 / 34');
    expect(formatExpiry('12 / ')).toBe('12');
    expect(formatExpiry('12 / 345')).toBe('12 / 34');
  });
  it('reads a first digit above 1 as a month', () => {
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('428')).toBe('04 / 28');
  });
  it('tidies pasted dates', () => {
    expect(formatExpiry('4/2031')).toBe('04 / 31');
    expect(formatExpiry('12/30')).toBe('12 / 30');
  });
});

describe('formatCvc and parseExpiry', () => {
  it('keeps up to four digits of the CVC', () => {
    expect(formatCvc('1a2b3c4d5')).toBe('1234');
  });
  it('parses MM / YY and refuses months that do not exist', () => {
    expect(parseExpiry('04 / 31')).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry('13 / 31')).toBeNull();
    expect(parseExpiry('00 / 31')).toBeNull();
    expect(parseExpiry('04 / 3')).toBeNull();
  });
});

describe('cardFormSchema', () => {
  const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
  it('turns the form into what the server takes', () => {
    const card = cardFormSchema.parse({
      number: '4242 4242 4242 4242',
      expiry: `12 / ${nextYear}`,
      cvc: '123',
    });
    expect(card).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: new Date().getFullYear() + 1,
      cvc: '123',
    });
  });
  it('names what is wrong', () => {
    const r = cardFormSchema.safeParse({ number: '4242', expiry: '01 / 20', cvc: '12' });
    expect(r.success).toBe(false);
    const messages = r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual([
      'number: Enter the full card number.',
      'expiry: This card has expired. Check the date or use another card.',
      'cvc: Enter the 3-digit security code (CVC) from the back of the card.',
    ]);
  });
});
