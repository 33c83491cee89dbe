import type { TestApp } from './test-app.ts';

/** The shop's own origin, as a browser on its pages sends it. */
export const ORIGIN = 'http://shop.test';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A browser-like client for app.inject(): keeps the session cookie between calls and sends our Origin. */
export function authClient(t: TestApp) {
  let cookie = '';
  async function call(method: Method, url: string, body?: unknown) {
    return send(method, url, {
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
  }
  async function send(
    method: Method,
    url: string,
    raw: { headers: Record<string, string>; payload?: Buffer | string },
  ) {
    const res = await t.app.inject({
      method,
      url,
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...raw.headers },
      payload: raw.payload,
      remoteAddress: client.ip,
    });
    const set = res.headers['set-cookie'];
    for (const c of Array.isArray(set) ? set : set ? [set] : []) {
      const [pair] = c.split(';');
      if (!pair) continue;
      const [name, value] = pair.split('=');
      const others = cookie.split('; ').filter((x) => x && !x.startsWith(`${name}=`));
      cookie = [...others, ...(value ? [pair] : [])].join('; ');
    }
    return res;
  }
  const client = {
    ip: '203.0.113.10',
    get cookie() {
      return cookie;
    },
    get: (url: string) => call('GET', url),
    post: (url: string, body: unknown = {}) => call('POST', url, body),
    /** Any method, with a JSON body when one is given. */
    request: (method: Method, url: string, body?: unknown) => call(method, url, body),
    /** A body as it is, e.g. multipart/form-data, with its own content type. */
    raw: (method: Method, url: string, payload: Buffer, contentType: string) =>
      send(method, url, { headers: { 'content-type': contentType }, payload }),
    signUp: (email: string, password: string) =>
      call('POST', '/api/auth/sign-up/email', { email, password, name: '' }),
    signIn: (email: string, password: string) => call('POST', '/api/auth/sign-in/email', { email, password }),
    signOut: () => call('POST', '/api/auth/sign-out', {}),
    me: () => call('GET', '/api/me'),
  };
  return client;
}
