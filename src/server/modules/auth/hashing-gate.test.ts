import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { CROWD_AFTER_MS, type HashingGate, hashingGate } from './hashing-gate.ts';

/** Runs `count` hashes of 5 ms through the gate at once; answers how many ran at the same time at most. */
async function mostAtOnce(gate: HashingGate, count = 6) {
  let running = 0;
  let most = 0;
  const hash = async () => {
    running++;
    most = Math.max(most, running);
    await sleep(5);
    running--;
  };
  await Promise.all(Array.from({ length: count }, () => gate.run(hash)));
  return most;
}

describe('hashing gate', () => {
  it('runs at most `concurrency` hashes at once, the others in turn', async () => {
    const gate = hashingGate({ concurrency: 2, maxWaitS: 10 });
    expect(await mostAtOnce(gate, 9)).toBe(2);
    expect(gate.stats.hashes).toBe(9);
  });

  it('lets requests in while the wait ahead is within the bound, by time and not by count (decision 022)', () => {
    // Before any hash is measured the pace is a guess of 100 ms: 1 s of waiting is 10 requests ahead.
    const gate = hashingGate({ concurrency: 1, maxWaitS: 1 });
    const passes = Array.from({ length: 11 }, () => gate.admit());
    expect(passes.every((p) => p !== null)).toBe(true);
    expect(gate.admit()).toBeNull();
    expect(gate.stats).toMatchObject({ admitted: 11, refused: 1 });
    passes[0]?.();
    passes[0]?.(); // a pass released twice frees one place only
    expect(gate.admit()).not.toBeNull();
    expect(gate.admit()).toBeNull();
  });

  it('with two slots, twice as many wait the same time', () => {
    const gate = hashingGate({ concurrency: 2, maxWaitS: 1 });
    expect(Array.from({ length: 22 }, () => gate.admit()).every((p) => p !== null)).toBe(true);
    expect(gate.admit()).toBeNull();
  });

  it('follows the measured pace: quick hashes let more wait within the same bound', async () => {
    const gate = hashingGate({ concurrency: 1, maxWaitS: 1 });
    for (let i = 0; i < 30; i++) await gate.run(() => sleep(1));
    const passes = Array.from({ length: 40 }, () => gate.admit());
    expect(passes.every((p) => p !== null)).toBe(true);
  });

  it('tells the turned away to come back when half the bound is free', () => {
    const gate = hashingGate({ concurrency: 1, maxWaitS: 4 });
    for (let i = 0; i < 41; i++) expect(gate.admit()).not.toBeNull();
    expect(gate.admit()).toBeNull();
    // 41 ahead at 100 ms is 4.1 s; half the bound (2 s) is free 2.1 s from now.
    expect(gate.retryAfterS()).toBe(3);
    expect(hashingGate({ concurrency: 1, maxWaitS: 4 }).retryAfterS()).toBe(1);
  });

  it('with concurrency 0 bounds nothing (only to measure)', async () => {
    const gate = hashingGate({ concurrency: 0, maxWaitS: 0 });
    expect(Array.from({ length: 50 }, () => gate.admit()).every((p) => p !== null)).toBe(true);
    expect(await gate.run(async () => 'done')).toBe('done');
  });

  it('gives a crowd the crowd slots: a line longer than 5 s runs more hashes at once (decision 025)', async () => {
    // 50 ahead at the first guess of 100 ms is 5 s: not yet a crowd.
    const short = hashingGate({ concurrency: 1, crowdConcurrency: 2, maxWaitS: 30 });
    for (let i = 0; i < 50; i++) short.admit();
    expect(await mostAtOnce(short)).toBe(1);
    // 51 is more than 5 s: two at once.
    const crowd = hashingGate({ concurrency: 1, crowdConcurrency: 2, maxWaitS: 30 });
    const passes = Array.from({ length: 51 }, () => crowd.admit());
    expect(await mostAtOnce(crowd)).toBe(2);
    // The crowd gone, one at a time again.
    for (const pass of passes) pass?.();
    expect(await mostAtOnce(crowd)).toBe(1);
  });

  it('in a crowd lets in as many as the crowd slots clear within the bound', () => {
    // 30 s at the first guess of 100 ms: 301 let in at one slot (0 to 300 ahead), 602 in rounds of two.
    const admitted = (crowdConcurrency: number) => {
      const gate = hashingGate({ concurrency: 1, crowdConcurrency, maxWaitS: 30 });
      while (gate.admit()) {}
      return gate.stats.admitted;
    };
    expect(admitted(1)).toBe(301);
    expect(admitted(2)).toBe(602);
    expect(CROWD_AFTER_MS).toBe(5_000);
  });
});
