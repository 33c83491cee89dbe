export type ReceivedEvent = { id: string; event: string; data: unknown };

/**
 * An event-stream reader over real HTTP (fetch on a listening server), as a browser's EventSource would open it:
 * the session cookie, optionally Last-Event-ID, and everything received kept in order, comments (heartbeats) too.
 */
export async function openEventStream(
  base: string,
  opts: { cookie?: string; products?: string[]; lastEventId?: string } = {},
) {
  const abort = new AbortController();
  const url = new URL('/api/events', base);
  if (opts.products) url.searchParams.set('products', opts.products.join(','));
  const res = await fetch(url, {
    headers: {
      accept: 'text/event-stream',
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...(opts.lastEventId ? { 'last-event-id': opts.lastEventId } : {}),
    },
    signal: abort.signal,
  });
  const events: ReceivedEvent[] = [];
  const comments: string[] = [];
  let ended = false;

  const reading = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close().
    } finally {
      ended = true;
    }
  })();

  function parseBlock(block: string) {
    const fields: Record<string, string> = {};
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments.push(line.slice(1).trim());
      const at = line.indexOf(':');
      if (at > 0) fields[line.slice(0, at)] = line.slice(at + 1).replace(/^ /, '');
    }
    if (fields.data !== undefined) {
      events.push({ id: fields.id ?? '', event: fields.event ?? 'message', data: JSON.parse(fields.data) });
    }
  }

  async function waitFor<T>(find: () => T | undefined, what: string, timeoutMs = 5000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = find();
      if (found !== undefined) return found;
      if (ended) throw new Error(`the stream ended before ${what}`);
      if (Date.now() > deadline)
        throw new Error(`no ${what} within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events,
    comments,
    /** The first event of this kind whose data matches, waiting for it to arrive. */
    event(kind: string, match: (data: Record<string, unknown>) => boolean = () => true, timeoutMs?: number) {
      return waitFor(
        () => events.find((e) => e.event === kind && match(e.data as Record<string, unknown>)),
        `${kind} event`,
        timeoutMs,
      );
    },
    /** True once the server has ended the stream. */
    get ended() {
      return ended;
    },
    heartbeat(timeoutMs?: number) {
      return waitFor(() => comments.find((c) => c === 'heartbeat'), 'heartbeat', timeoutMs);
    },
    async close() {
      abort.abort();
      await reading;
    },
  };
}
export type EventStream = Awaited<ReturnType<typeof openEventStream>>;
