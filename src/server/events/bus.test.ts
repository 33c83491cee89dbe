import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { defineChannel, type EventBus, openEventBus } from './bus.ts';

// The event bus on a real database's NOTIFY: what every handler of a channel hears, and what none does.

const channel = defineChannel('bus_test', z.object({ n: z.number().int() }));
const log = { warn: vi.fn() };
let database: TestDatabase;
let bus: EventBus;

beforeAll(async () => {
  database = await createTestDatabase();
  bus = await openEventBus(database, log);
});
afterAll(async () => {
  await bus?.close();
  await database?.close();
});

describe('the event bus', () => {
  it('gives each handler every valid payload in order, drops malformed ones, and a failing handler stops no other', async () => {
    const first: number[] = [];
    const second: number[] = [];
    const offFirst = await bus.subscribe(channel, (p) => {
      first.push(p.n);
      if (p.n === 2) throw new Error('handler trouble');
    });
    const offSecond = await bus.subscribe(channel, (p) => second.push(p.n));
    await bus.publish(channel, [{ n: 1 }, { n: 2 }]);
    // Sent past the bus: not JSON, and JSON of the wrong shape.
    await database.db.execute(
      sql`SELECT pg_notify(${channel.name}, 'not json'), pg_notify(${channel.name}, '{"n":"x"}')`,
    );
    await bus.publish(channel, [{ n: 3 }]);
    await vi.waitFor(() => expect(second).toEqual([1, 2, 3]), { timeout: 3_000 });
    expect(first).toEqual([1, 2, 3]);
    expect(log.warn).toHaveBeenCalledWith({ channel: channel.name }, 'dropped a malformed event');
    expect(log.warn.mock.calls.filter(([, msg]) => msg === 'dropped a malformed event')).toHaveLength(2);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ channel: channel.name, err: expect.any(Error) }),
      'an event handler failed',
    );
    await offFirst();
    await offSecond();
  });
});
