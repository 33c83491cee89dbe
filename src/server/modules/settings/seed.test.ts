import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { settingsSeed } from './seed.ts';

const warnings: object[] = [];
const log = { warn: (obj: object) => void warnings.push(obj) };

describe('settingsSeed', () => {
  it("takes the environment's values as the first settings", () => {
    const { settingsSeed: fromEnv } = loadConfig({
      NODE_ENV: 'test',
      SHOP_NAME: 'Crown',
      SHOP_TIME_ZONE: 'Asia/Tokyo',
      ORDER_HOLD_MINUTES: '25',
      CANCEL_WINDOW_MINUTES: '0',
    });
    expect(settingsSeed(fromEnv, log)).toMatchObject({
      name: 'Crown',
      timeZone: 'Asia/Tokyo',
      orderHoldMinutes: 25,
      cancelWindowMinutes: 0,
      phone: '+44 20 7946 0321',
      address: '',
    });
  });

  it('leaves out, with a warning, a value the Settings page would refuse, and seeds its default', () => {
    warnings.length = 0;
    const { settingsSeed: fromEnv } = loadConfig({ NODE_ENV: 'test', SHOP_EMAIL: 'not an address' });
    const seeded = settingsSeed(fromEnv, log);
    expect(seeded.email).toBe('hello@tressa.local');
    expect(seeded.name).toBe('Tressa');
    expect(warnings).toEqual([{ fields: ['email'] }]);
  });
});
