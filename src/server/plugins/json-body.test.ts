import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient } from '../testing/auth-client.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from './json-body.ts';

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('jsonDepthExceeds', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonDepthExceeds(nested(3), 3)).toBe(false);
    expect(jsonDepthExceeds(nested(4), 3)).toBe(true);
    expect(jsonDepthExceeds('{"a":{"b":[{}]}}', 4)).toBe(false);
    expect(jsonDepthExceeds('{"a":{"b":[{}]}}', 3)).toBe(true);
    expect(jsonDepthExceeds(`{"a":"${'[{'.repeat(50)}\\"[["}`, 1)).toBe(false);
  });

  it('walks a million levels without recursing', () => {
    expect(jsonDepthExceeds(nested(1_000_000), MAX_JSON_DEPTH)).toBe(true);
  });
});

describe('deeply nested JSON bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const deepEmail = `{"email":${nested(8_000)},"password":"whatever-123"}`;

  it.each(['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/contact'])(
    '%s answers 400 in the error shape, not a stack overflow',
    async (url) => {
      const res = await authClient(t).raw('POST', url, Buffer.from(deepEmail), 'application/json');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: {
          code: 'bad_request',
          message: `The request body nests more than ${MAX_JSON_DEPTH} levels deep.`,
        },
      });
    },
  );

  it('still parses ordinary bodies and refuses malformed or poisoned ones as before', async () => {
    const client = authClient(t);
    const ok = await client.post('/api/auth/sign-up/email', {
      email: 'deep@example.com',
      password: 'long-enough-123',
      name: 'Ada',
    });
    expect(ok.statusCode).toBe(200);
    const bad = await client.raw('POST', '/api/contact', Buffer.from('{"a":'), 'application/json');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('fst_err_ctp_invalid_json_body');
    const poisoned = await client.raw(
      'POST',
      '/api/contact',
      Buffer.from('{"__proto__":{"x":1}}'),
      'application/json',
    );
    expect(poisoned.statusCode).toBe(400);
  });
});
