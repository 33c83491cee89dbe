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

describe('settingLabel', () => {
  it('names known settings and keeps an unknown one as it is', () => {
    expect(settingLabel('timeZone')).toBe('Time zone');
    expect(settingLabel('vatRate')).toBe('vatRate');
  });
});
