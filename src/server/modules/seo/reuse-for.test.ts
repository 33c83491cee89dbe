import { afterEach, describe, expect, it, vi } from 'vitest';
import { reuseFor } from './reuse-for.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('reuseFor', () => {
  it('loads once for calls at the same time and within the window, again after it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    let loads = 0;
    const get = reuseFor(60, async () => ++loads);
    expect(await Promise.all([get(), get()])).toEqual([1, 1]);
    vi.setSystemTime(59_999);
    expect(await get()).toBe(1);
    vi.setSystemTime(60_000);
    expect(await get()).toBe(2);
    expect(loads).toBe(2);
  });

  it('keeps no failure: the next call loads again', async () => {
    let loads = 0;
    const get = reuseFor(60, async () => {
      loads += 1;
      if (loads === 1) throw new Error('database away');
      return loads;
    });
    await expect(get()).rejects.toThrow('database away');
    expect(await get()).toBe(2);
  });

  it('with 0 seconds loads every time', async () => {
    let loads = 0;
    const get = reuseFor(0, async () => ++loads);
    await get();
    await get();
    expect(loads).toBe(2);
  });
});
