import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

// Over a real listening server: the client's address comes from the socket, as it will in production.
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function listening(trustProxy: string) {
  t = await createTestApp({ env: { TRUST_PROXY: trustProxy } });
  return t.app.listen({ port: 0, host: '127.0.0.1' });
}

/** Asks for reset links for fresh addresses (so only the per-IP limit of 10 an hour can bite), one per forwarded-for. */
async function resetRequests(base: string, forwardedFor: (i: number) => string, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${base}/api/auth/request-password-reset`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://shop.test',
        'x-forwarded-for': forwardedFor(i),
      },
      body: JSON.stringify({ email: `someone${i}@example.com`, redirectTo: '/reset-password' }),
    });
    statuses.push(res.status);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  it('is off by default: a client that changes X-Forwarded-For on every request is still limited', async () => {
    const base = await listening('off');
    const statuses = await resetRequests(base, (i) => `198.51.100.${i}`, 11);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });

  it("behind a trusted proxy, each forwarded client has its own count, and one client's eleventh is refused", async () => {
    const base = await listening('127.0.0.1');
    expect(await resetRequests(base, (i) => `198.51.100.${i}`, 11)).toEqual(Array(11).fill(200));
    const same = await resetRequests(base, () => '198.51.100.200', 11);
    expect(same.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(same[10]).toBe(429);
  });

  it('refuses settings that would trust every sender, or are not addresses', () => {
    const base = { NODE_ENV: 'test' };
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig(base).trustProxy).toBe(false);
    for (const bad of ['true', '*', 'proxy.example.com', '10.0.0.0/33']) {
      expect(() => loadConfig({ ...base, TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });
});
