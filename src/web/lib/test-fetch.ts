import { vi } from 'vitest';

export type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

/**
 * For unit tests of pages and hooks: replaces fetch with canned answers by "METHOD path". A list of answers is a
 * queue whose last answer repeats. Anything unlisted fails the test loudly. Requests are recorded with their JSON
 * bodies. (Journeys in e2e/ run against the real server.)
 */
export function stubFetch(routes: Record<string, Reply | Reply[]>) {
  const requests: { key: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    requests.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const entry = routes[key];
    const reply = Array.isArray(entry) ? (entry.length > 1 ? entry.shift() : entry[0]) : entry;
    if (!reply) throw new Error(`unexpected fetch: ${key}`);
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}
