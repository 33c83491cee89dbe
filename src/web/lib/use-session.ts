import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { SESSION_ENDED_MESSAGE } from '#shared/auth-messages.ts';
import type { Me } from '#shared/contract/auth.ts';
import { ApiError, apiFetch } from './api.ts';

export type SessionUser = NonNullable<Me['user']>;
export type SessionStatus = 'pending' | 'error' | 'signed-out' | 'signed-in';

export const SESSION_QUERY_KEY = ['me'] as const;

const COOKIES_MESSAGE =
  'You were signed in, but this browser did not keep the session. Please allow cookies.';

/**
 * Who is signed in. The cookie is httpOnly, so GET /api/me is the browser's only way to know; nobody is the ordinary
 * answer for a visitor, `{ user: null }` with status 200 (a 401 would be logged as a failed request on every page).
 */
export async function fetchSession(signal?: AbortSignal): Promise<SessionUser | null> {
  return (await apiFetch<Me>('/api/me', { signal })).user;
}

export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: async ({ signal, client }) => {
    const user = await fetchSession(signal);
    // Nobody, where we believed someone was signed in (a refetch on focus after the session expired or was
    // revoked): the same as a 401 from any other call, so their private data goes and they are told once.
    if (!user) handleSessionEnded(client);
    return user;
  },
});

export function useSession() {
  const query = useQuery(sessionQueryOptions);
  const user = query.data ?? null;
  // A failed refetch keeps the last answer, so only a first load that failed counts as 'error'.
  const status: SessionStatus =
    query.data !== undefined ? (user ? 'signed-in' : 'signed-out') : query.isError ? 'error' : 'pending';
  return { user, status, isAdmin: user?.role === 'admin', refetch: query.refetch };
}

/**
 * Forgets everything that belonged to the session: the user, and every query marked `meta: { private: true }`
 * (a customer's orders, the admin's counts), so the next person at this browser never sees them.
 */
export function clearSession(client: QueryClient) {
  client.setQueryData(SESSION_QUERY_KEY, null);
  client.removeQueries({ predicate: (q) => q.meta?.private === true });
}

/**
 * The server said 401 to a call made while we believed someone was signed in: the session expired, was revoked
 * (signed out elsewhere, password reset) or the account was disabled. Drop to signed-out and say so once:
 * several calls failing together find the user already gone. (No toast id: sonner drops a new toast whose id
 * matches one that is just timing out.)
 */
export function handleSessionEnded(client: QueryClient) {
  if (!client.getQueryData<SessionUser | null>(SESSION_QUERY_KEY)) return;
  clearSession(client);
  toast.warning(SESSION_ENDED_MESSAGE);
}

/**
 * After a successful sign-in: ask the server who we are now. If the cookie did not stick (blocked cookies) the
 * sign-in did not really work, and the caller hears it as a failure rather than a false 'Login Successful'.
 */
export async function startSession(client: QueryClient): Promise<SessionUser> {
  client.removeQueries({ predicate: (q) => q.meta?.private === true });
  const user = await client.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
  if (!user) throw new ApiError(0, 'session_not_started', COOKIES_MESSAGE);
  return user;
}
