import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { backgroundScrypt } from './background-scrypt.ts';

// The shop hashes on its own niced threads, but the stored format must stay better-auth's, both ways: passwords
// stored before keep verifying, and a hash made here verifies with better-auth's own function (should the shop ever
// hand hashing back to it).
const scrypt = backgroundScrypt(2);

describe('the background hasher', () => {
  it('makes hashes better-auth verifies, and verifies better-auth’s, with the password NFKC-normalised', async () => {
    // "é" composed and decomposed are one password once normalised.
    const composed = 'caf\u00e9-password-1';
    const decomposed = 'cafe\u0301-password-1';
    // Each side is given the form it would not normalise to by itself: the decomposed one is NFKC-normalised to the other.
    const ours = await scrypt.hash(decomposed);
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: ours, password: composed })).toBe(true);
    expect(await verifyPassword({ hash: ours, password: 'cafe-password-1' })).toBe(false);

    const theirs = await hashPassword(composed);
    expect(await scrypt.verify(theirs, decomposed)).toBe(true);
    expect(await scrypt.verify(theirs, 'other-password-1')).toBe(false);
  });

  it('salts every hash, and refuses a stored hash without its two parts', async () => {
    const [a, b] = await Promise.all([scrypt.hash('same-password-1'), scrypt.hash('same-password-1')]);
    expect(a).not.toBe(b);
    await expect(scrypt.verify('no-colon-here', 'x')).rejects.toThrow('Invalid password hash');
  });

  it('runs its hashes on threads below the shop’s own priority, the main thread untouched', async () => {
    await scrypt.hash('warm-the-threads-1');
    // Linux gives each thread its nice value (field 19 of /proc/self/task/<tid>/stat, counted after the name).
    const nice = readdirSync('/proc/self/task').map((tid) => {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    });
    expect(os.getPriority()).toBe(0);
    expect(nice.filter((n) => n === 10).length).toBeGreaterThanOrEqual(1);
    expect(nice.filter((n) => n === 0).length).toBeGreaterThanOrEqual(1);
  });
});
