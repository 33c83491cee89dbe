import type { ErrorBody } from '#shared/contract/errors.ts';
import type { ApiTransport } from '#shared/contract/rendered-page.ts';

/**
 * An API failure with the server's code and message; `status` 0 means the network failed. `retryAfterS` is the
 * answer's Retry-After in seconds when it had one (a busy password hasher says when to come back, decision 022).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterS?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach the shop. Check your connection and try again.';

/**
 * Called when the server answers 401 to anything but the sign-in calls themselves (a wrong password is a 401 too,
 * and says nothing about an existing session). The accounts feature installs it once, so a session that expired,
 * was revoked or belongs to a disabled account turns the whole app signed-out, wherever the call came from.
 */
type UnauthorizedHandler = (path: string) => void;
let unauthorizedHandler: UnauthorizedHandler | undefined;

export function setUnauthorizedHandler(handler: UnauthorizedHandler | undefined) {
  unauthorizedHandler = handler;
}

type QueryValue = string | number | undefined | null;
/** A list is sent as the parameter repeated (`opt=a&opt=b`), in its order. */
type Query = Record<string, QueryValue | readonly QueryValue[]>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/**
 * The server renders the storefront's public pages with these same calls (decision 018): it answers them in-process
 * instead of over the network, for every page alike (no cookies, so nothing private is ever rendered).
 */
export function setApiTransport(t: ApiTransport) {
  transport = t;
}

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v !== undefined && v !== null && v !== '') params.append(k, String(v));
    }
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The one way the browser calls the API: JSON (or a FormData upload) in, JSON out, errors as ApiError. */
export async function apiFetch<T>(
  path: string,
  init: { method?: string; query?: Query; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  let res: Response;
  // FormData (file uploads) goes as it is: the browser writes its multipart content type with the boundary.
  const form = init.body instanceof FormData ? init.body : undefined;
  const json = init.body !== undefined && !form;
  try {
    res = await transport(withQuery(path, init.query), {
      method: init.method ?? 'GET',
      headers: json ? { 'content-type': 'application/json' } : undefined,
      body: form ?? (json ? JSON.stringify(init.body) : undefined),
      credentials: 'same-origin',
      signal: init.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
  const data = res.status === 204 ? undefined : await res.json().catch(() => undefined);
  if (res.status === 401 && !path.startsWith('/api/auth/')) unauthorizedHandler?.(path);
  if (!res.ok) {
    const body = data as Partial<ErrorBody> | undefined;
    const retryAfter = Number(res.headers.get('retry-after') ?? Number.NaN);
    throw new ApiError(
      res.status,
      body?.error?.code ?? 'http_error',
      body?.error?.message ?? `Request failed (${res.status})`,
      Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : undefined,
    );
  }
  return data as T;
}
