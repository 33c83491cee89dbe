// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_ENDED_MESSAGE } from '#shared/auth-messages.ts';
import { apiFetch, setUnauthorizedHandler } from './api.ts';
import { makeWrapper, mockFetch } from './test-wrapper.tsx';
import { handleSessionEnded, SESSION_QUERY_KEY, useSession } from './use-session.ts';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const admin = { id: 'a1', email: 'admin@tressa.local', name: 'admin', role: 'admin' };
const unauthorized = { status: 401, body: { error: { code: 'unauthorized', message: 'Sign in first' } } };

describe('useSession', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    setUnauthorizedHandler(undefined);
  });

  it('reads a visitor (200, no user) from /api/me as signed out, not as an error', async () => {
    mockFetch({ 'GET /api/me': { status: 200, body: { user: null } } });
    const { Wrapper, client } = makeWrapper();
    setUnauthorizedHandler(() => handleSessionEnded(client));
    const { result } = renderHook(() => useSession(), { wrapper: Wrapper });

    expect(result.current.status).toBe('pending');
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    expect(result.current.user).toBeNull();
    // A visitor who was never signed in is not told that a session ended.
    expect(toast.warning).not.toHaveBeenCalled();
  });

  it('drops to signed out and says so once when /api/me, asked again, finds nobody', async () => {
    mockFetch({ 'GET /api/me': { status: 200, body: { user: null } } });
    const { Wrapper, client } = makeWrapper();
    client.setQueryData(SESSION_QUERY_KEY, admin);
    await client.fetchQuery({
      queryKey: ['admin', 'summary'],
      queryFn: () => ({ products: 1, orders: 2, customers: 3 }),
      meta: { private: true },
    });
    const { result } = renderHook(() => useSession(), { wrapper: Wrapper });
    expect(result.current.status).toBe('signed-in');

    // A refetch (the window regained focus) after the session expired or was revoked elsewhere.
    await result.current.refetch();

    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    expect(toast.warning).toHaveBeenCalledTimes(1);
    expect(toast.warning).toHaveBeenCalledWith(SESSION_ENDED_MESSAGE);
    expect(client.getQueryData(['admin', 'summary'])).toBeUndefined();
  });

  it('reads the user and their role from /api/me', async () => {
    mockFetch({ 'GET /api/me': { status: 200, body: { user: admin } } });
    const { Wrapper } = makeWrapper();
    const { result } = renderHook(() => useSession(), { wrapper: Wrapper });

    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    expect(result.current.user).toEqual(admin);
    expect(result.current.isAdmin).toBe(true);
  });

  it('reports a server it cannot reach as an error, so guards can offer a retry', async () => {
    mockFetch({ 'GET /api/me': { status: 503, body: { error: { code: 'unavailable', message: 'Down' } } } });
    const { Wrapper } = makeWrapper();
    const { result } = renderHook(() => useSession(), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
  });

  it('drops to signed out and says so once when a call made while signed in answers 401', async () => {
    mockFetch({ 'GET /api/admin/summary': unauthorized, 'GET /api/orders': unauthorized });
    const { Wrapper, client } = makeWrapper();
    setUnauthorizedHandler(() => handleSessionEnded(client));
    client.setQueryData(SESSION_QUERY_KEY, admin);
    await client.fetchQuery({
      queryKey: ['admin', 'summary'],
      queryFn: () => ({ products: 1, orders: 2, customers: 3 }),
      meta: { private: true },
    });
    const { result } = renderHook(() => useSession(), { wrapper: Wrapper });
    expect(result.current.status).toBe('signed-in');

    const calls = [apiFetch('/api/admin/summary'), apiFetch('/api/orders')];
    await Promise.allSettled(calls);

    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    expect(toast.warning).toHaveBeenCalledTimes(1);
    expect(toast.warning).toHaveBeenCalledWith(SESSION_ENDED_MESSAGE);
    // The admin's data goes with the session.
    expect(client.getQueryData(['admin', 'summary'])).toBeUndefined();
  });

  it('ignores the 401 of a failed sign-in: a wrong password says nothing about a session', async () => {
    mockFetch({
      'POST /api/auth/sign-in/email': {
        status: 401,
        body: { error: { code: 'invalid_email_or_password', message: 'x' } },
      },
    });
    const { client } = makeWrapper();
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    client.setQueryData(SESSION_QUERY_KEY, null);

    await expect(apiFetch('/api/auth/sign-in/email', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 401,
      code: 'invalid_email_or_password',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
