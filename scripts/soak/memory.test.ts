import { describe, expect, it } from 'vitest';
import { trend } from './memory.ts';

// The soak's memory goal is judged on this line: it must see through the garbage collector's saw, and see a leak.
const every5s = (mb: (s: number) => number) =>
  Array.from({ length: 110 }, (_, i) => ({ s: 60 + 5 * i, mb: mb(60 + 5 * i) }));

describe('the memory trend', () => {
  it('is flat through a saw that swings by a fifth', () => {
    const line = trend(every5s((s) => 250 + (Math.floor(s / 5) % 6) * 10));
    expect(line.at(600) / line.at(60) - 1).toBeLessThan(0.02);
  });

  it('finds a steady growth under the saw', () => {
    const line = trend(every5s((s) => 250 + 0.1 * (s - 60) + (Math.floor(s / 5) % 6) * 10));
    // 0.1 MB a second over 545 s: +54.5 MB, give or take what the saw's phase at either end leans the line.
    expect(Math.abs(line.at(605) - line.at(60) - 54.5)).toBeLessThan(2);
  });
});
