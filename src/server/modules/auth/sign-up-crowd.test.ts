import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

// The shop with its default hashing gate (decision 022), listening on a real port as it does in production, behind
// a trusted proxy so each shopper can come from an address of its own (sign-up is limited per address).
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const CROWD = 50;

function signUp(i: number) {
  return fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: 'http://shop.test',
      'x-forwarded-for': `198.18.${i >> 8}.${i & 255}`,
    },
    body: JSON.stringify({
      email: `crowd${i}.${Date.now()}@example.com`,
      password: 'drop-day-pass-1',
      name: '',
    }),
  });
}

describe('a flash crowd of sign-ups (issue 30)', () => {
  it('50 shoppers signing up at the same moment are all let in: they wait for the hasher, none is refused', async () => {
    const answers = await Promise.all(Array.from({ length: CROWD }, (_, i) => signUp(i)));

    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(t.app.services.hashing.stats.refused).toBe(0);
    // Each got its session: the answer carries the cookie a browser keeps.
    for (const r of answers) expect(r.headers.getSetCookie().join(';')).toMatch(/session_token=/);
    // 50 hashes one at a time: ~5 s on a quiet 2-core machine, far more when other test files hash beside it.
  }, 180_000);
});
