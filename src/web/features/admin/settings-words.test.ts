import { describe, expect, it } from 'vitest';
import { settingLabel, settingValueWords } from './settings-words.ts';

describe('settingValueWords', () => {
  it('says minutes, the window turned off, empty values and addresses in words', () => {
    expect(settingValueWords('orderHoldMinutes', 1)).toBe('1 minute');
    expect(settingValueWords('orderHoldMinutes', 15)).toBe('15 minutes');
    expect(settingValueWords('cancelWindowMinutes', 0)).toBe('off (customers cannot cancel)');
    expect(settingValueWords('phone', '')).toBe('(empty)');
    expect(settingValueWords('address', '1 High St\nLondon')).toBe('1 High St, London');
  });
});

describe('deliveryWords', () => {
  it('says each zone, where it is, its methods with their thresholds, and what is not served', () => {
    const method = { id: 'standard', name: 'Standard', days: '', price: 499, freeFrom: 7_500 };
    expect(
      settingValueWords('delivery', {
        zones: [
          { id: 'uk', name: 'UK', countries: ['GB'], restOfWorld: false, methods: [method] },
          {
            id: 'world',
            name: 'World',
            countries: [],
            restOfWorld: true,
            methods: [{ ...method, price: 1_500, freeFrom: null }],
          },
        ],
        unserved: ['NG', 'RU'],
      }),
    ).toBe(
      'UK (United Kingdom): Standard £4.99 (free from £75.00); World (everywhere else): Standard £15.00; ' +
        'not served: Nigeria, Russia',
    );
  });
});

describe('vatWords', () => {
  it('says whether VAT is charged, at what rate and under which number', () => {
    expect(settingValueWords('vat', { registered: true, rate: 2_000, number: 'GB123456789' })).toBe(
      'charged at 20%, number GB123456789',
    );
    expect(settingValueWords('vat', { registered: false, rate: 2_000, number: '' })).toBe('not charged');
  });
});

describe('settingLabel', () => {
  it('names known settings and keeps an unknown one as it is', () => {
    expect(settingLabel('timeZone')).toBe('Time zone');
    expect(settingLabel('vatRate')).toBe('vatRate');
  });
});
