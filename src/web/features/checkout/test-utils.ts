import { vi } from 'vitest';

type Reply = { status: number; body: unknown };
/** Canned answers by "METHOD path", each a queue (the last answer repeats); the calls are kept. */
export function serve(routes: Record<string, Reply[]>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      calls.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const queue = routes[key];
      const reply = queue && (queue.length > 1 ? queue.shift() : queue[0]);
      if (!reply) throw new Error(`unexpected fetch: ${key}`);
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  return calls;
}
