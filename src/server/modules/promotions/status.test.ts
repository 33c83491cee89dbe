import { describe, expect, it } from 'vitest';
import { promotionStatus } from './status.ts';

const now = new Date('2026-12-01T12:00:00Z');
const at = (iso: string) => new Date(iso);
const open = { paused: false, startsAt: null, endsAt: null };

describe('promotionStatus', () => {
  it('is active with no window and no limit', () => {
    expect(promotionStatus(open, now)).toBe('active');
  });

  it('is active inside its window: from its start (inclusive) to its end (exclusive)', () => {
    const window = { ...open, startsAt: now, endsAt: at('2026-12-01T12:00:00.001Z') };
    expect(promotionStatus(window, now)).toBe('active');
  });

  it('is scheduled before its start and expired from its end on', () => {
    expect(promotionStatus({ ...open, startsAt: at('2026-12-01T12:00:00.001Z') }, now)).toBe('scheduled');
    expect(promotionStatus({ ...open, endsAt: now }, now)).toBe('expired');
    expect(promotionStatus({ ...open, endsAt: at('2026-11-30T00:00:00Z') }, now)).toBe('expired');
  });

  it('is used up when held and redeemed uses reach the limit; released ones are not counted', () => {
    const limited = { ...open, maxRedemptions: 3 };
    expect(promotionStatus(limited, now, { held: 1, redeemed: 1 })).toBe('active');
    expect(promotionStatus(limited, now, { held: 1, redeemed: 2 })).toBe('used_up');
    expect(promotionStatus(limited, now, { held: 3, redeemed: 0 })).toBe('used_up');
    expect(promotionStatus(limited, now, { held: 0, redeemed: 4 })).toBe('used_up');
    expect(promotionStatus(limited, now)).toBe('active');
    expect(promotionStatus({ ...open, maxRedemptions: null }, now, { held: 9, redeemed: 9 })).toBe('active');
  });

  it('says paused whatever else holds, and scheduled or expired before used up', () => {
    const everything = {
      paused: true,
      startsAt: at('2027-01-01T00:00:00Z'),
      endsAt: null,
      maxRedemptions: 1,
    };
    expect(promotionStatus(everything, now, { held: 0, redeemed: 1 })).toBe('paused');
    expect(promotionStatus({ ...everything, paused: false }, now, { held: 0, redeemed: 1 })).toBe(
      'scheduled',
    );
    const ended = { ...open, endsAt: at('2026-11-01T00:00:00Z'), maxRedemptions: 1 };
    expect(promotionStatus(ended, now, { held: 0, redeemed: 1 })).toBe('expired');
  });
});
