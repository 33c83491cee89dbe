// The soak's HTTP client: one visitor, with its own cookies and X-Forwarded-For address (the shop runs with
// TRUST_PROXY=127.0.0.1); every answer's latency and status go to the figures.
import { BASE } from './config.ts';
import { record } from './stats.ts';

export type Answer = {
  status: number;
  json: Record<string, unknown> | null;
  text: string;
  location: string | null;
  retryAfter: string | null;
};

/** Answers a visitor's browser took from its own cache (fresh by Cache-Control max-age), sending no request. */
export const browserCache = { hits: 0 };

/** How long a GET answer may be reused by the browser that got it: its max-age, unless it may not be stored. */
function freshFor(cacheControl: string | null): number {
  if (!cacheControl || /no-store|no-cache/.test(cacheControl)) return 0;
  const maxAge = /(?:^|[,\s])max-age=(\d+)/.exec(cacheControl);
  return maxAge ? Number(maxAge[1]) * 1000 : 0;
}

export class Visitor {
  readonly jar = new Map<string, string>();
  /**
   * The browser's HTTP cache: an answer that says it stays fresh a while (the shop's settings for 5 minutes, the
   * offers for one) is reused within that time, as a browser does, rather than asked for again on every visit.
   */
  private readonly cache = new Map<string, { until: number; answer: Answer }>();
  /** `httpCache: false`: every call is sent (bench-request-cost measures each kind's cost). */
  constructor(
    readonly ip: string,
    private readonly opts: { httpCache: boolean } = { httpCache: true },
  ) {}

  async call(
    kind: string,
    method: string,
    url: string,
    opts: { json?: unknown; form?: Record<string, string>; html?: boolean } = {},
  ): Promise<Answer> {
    const kept = method === 'GET' && this.opts.httpCache ? this.cache.get(url) : undefined;
    if (kept && kept.until > Date.now()) {
      browserCache.hits++;
      return kept.answer;
    }
    const headers: Record<string, string> = {
      origin: BASE,
      'x-forwarded-for': this.ip,
      accept: opts.html ? 'text/html' : 'application/json',
    };
    if (this.jar.size > 0) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | undefined;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    } else if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(opts.form).toString();
    }
    const started = performance.now();
    try {
      const res = await fetch(`${BASE}${url}`, {
        method,
        headers,
        body,
        redirect: 'manual',
        // A sign-up may wait up to 30 s for the password hasher (decision 022) before its own work.
        signal: AbortSignal.timeout(60_000),
      });
      const text = await res.text();
      const ms = performance.now() - started;
      for (const c of res.headers.getSetCookie()) this.setCookie(c);
      let json: Record<string, unknown> | null = null;
      if ((res.headers.get('content-type') ?? '').includes('json')) {
        try {
          json = JSON.parse(text) as Record<string, unknown>;
        } catch {}
      }
      record(kind, res.status, ms, text);
      const answer = {
        status: res.status,
        json,
        text,
        location: res.headers.get('location'),
        retryAfter: res.headers.get('retry-after'),
      };
      const fresh = method === 'GET' && res.status === 200 ? freshFor(res.headers.get('cache-control')) : 0;
      if (fresh > 0) this.cache.set(url, { until: Date.now() + fresh, answer });
      return answer;
    } catch (err) {
      record(kind, 0, performance.now() - started, String(err));
      return { status: 0, json: null, text: String(err), location: null, retryAfter: null };
    }
  }

  private setCookie(header: string) {
    const [pair, ...attrs] = header.split(';');
    const eq = pair?.indexOf('=') ?? -1;
    if (!pair || eq < 1) return;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const gone = attrs.some((a) => {
      const [k, v] = a.trim().split('=');
      if (k?.toLowerCase() === 'max-age') return Number(v) <= 0;
      if (k?.toLowerCase() === 'expires') return Date.parse(v ?? '') <= Date.now();
      return false;
    });
    if (gone || value === '') this.jar.delete(name);
    else this.jar.set(name, value);
  }
}
