import { describe, expect, it } from 'vitest';
import { formatShopDateTime, instantToWallTime, wallTimeToInstant, zoneName } from './shop-time.ts';

const LONDON = 'Europe/London';

describe('the shop wall time of a promotion', () => {
  it('reads a datetime-local value as London time, in winter and in summer', () => {
    expect(wallTimeToInstant('2026-12-01T09:00', LONDON)).toBe('2026-12-01T09:00:00.000Z');
    expect(wallTimeToInstant('2026-07-01T09:00', LONDON)).toBe('2026-07-01T08:00:00.000Z');
  });

  it('does not depend on the zone of the browser: another shop zone gives another instant', () => {
    expect(wallTimeToInstant('2026-07-01T09:00', 'America/New_York')).toBe('2026-07-01T13:00:00.000Z');
    expect(wallTimeToInstant('2026-12-01T09:00', 'Asia/Kolkata')).toBe('2026-12-01T03:30:00.000Z');
  });

  it('takes the first of a repeated autumn time and moves a skipped spring time forward', () => {
    // 25 Oct 2026: 01:30 happens in BST (00:30Z) and again in GMT (01:30Z).
    expect(wallTimeToInstant('2026-10-25T01:30', LONDON)).toBe('2026-10-25T00:30:00.000Z');
    // 29 Mar 2026: the clocks go from 01:00 to 02:00; 01:30 is read as 02:30 BST.
    expect(wallTimeToInstant('2026-03-29T01:30', LONDON)).toBe('2026-03-29T01:30:00.000Z');
    expect(instantToWallTime('2026-03-29T01:30:00.000Z', LONDON)).toBe('2026-03-29T02:30');
  });

  it('refuses what is not a date and time', () => {
    expect(wallTimeToInstant('', LONDON)).toBeNull();
    expect(wallTimeToInstant('2026-02-30T10:00', LONDON)).toBeNull();
    expect(wallTimeToInstant('tomorrow', LONDON)).toBeNull();
  });

  it('shows a stored instant as the shop wall time, round trip', () => {
    expect(instantToWallTime('2026-07-01T08:00:00.000Z', LONDON)).toBe('2026-07-01T09:00');
    expect(instantToWallTime('2026-12-31T23:59:00Z', LONDON)).toBe('2026-12-31T23:59');
    for (const wall of ['2026-01-15T00:00', '2026-06-30T23:45', '2026-10-25T00:59']) {
      expect(instantToWallTime(wallTimeToInstant(wall, LONDON) ?? '', LONDON)).toBe(wall);
    }
  });

  it('names the zone as the forms say it, and shows an instant on its clock', () => {
    expect(zoneName('Europe/London')).toBe('UK time');
    expect(zoneName('America/New_York')).toBe('New York time');
    expect(zoneName('UTC')).toBe('UTC');
    expect(zoneName('Etc/UTC')).toBe('UTC');
    expect(formatShopDateTime('2026-07-01T08:00:00.000Z', LONDON)).toBe('1 Jul 2026, 09:00');
    expect(formatShopDateTime('2026-07-01T08:00:00.000Z', 'Asia/Tokyo')).toBe('1 Jul 2026, 17:00');
  });
});
