import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { hashingGate } from './hashing-gate.ts';

describe('hashing gate', () => {
  it('runs at most `concurrency` hashes at once, the others in turn', async () => {
    const gate = hashingGate({ concurrency: 2, queue: 10 });
    let running = 0;
    let most = 0;
    const hash = async () => {
      running++;
      most = Math.max(most, running);
      await sleep(5);
      running--;
    };
    await Promise.all(Array.from({ length: 9 }, () => gate.run(hash)));
    expect(most).toBe(2);
    expect(gate.stats.hashes).toBe(9);
  });

  it('admits `concurrency + queue` requests, refuses the next, and admits again once one leaves', () => {
    const gate = hashingGate({ concurrency: 1, queue: 2 });
    const passes = [gate.admit(), gate.admit(), gate.admit()];
    expect(passes.every((p) => p !== null)).toBe(true);
    expect(gate.admit()).toBeNull();
    expect(gate.stats.refused).toBe(1);
    expect(gate.retryAfterS()).toBeGreaterThanOrEqual(1);
    passes[0]?.();
    passes[0]?.(); // a pass released twice frees one place only
    expect(gate.admit()).not.toBeNull();
    expect(gate.admit()).toBeNull();
  });

  it('with concurrency 0 bounds nothing (only to measure)', async () => {
    const gate = hashingGate({ concurrency: 0, queue: 0 });
    expect(Array.from({ length: 50 }, () => gate.admit()).every((p) => p !== null)).toBe(true);
    expect(await gate.run(async () => 'done')).toBe('done');
  });
});
