// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '#web/lib/test-fetch.ts';
import { makeWrapper } from '#web/lib/test-wrapper.tsx';
import { LoginForm } from './login-form.tsx';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const user = { id: 'u1', email: 'ada@example.com', name: 'ada', role: 'user' };
const busy = {
  status: 503,
  headers: { 'retry-after': '1' },
  body: { error: { code: 'sign_in_busy', message: 'Many people are signing in right now.' } },
};

async function signIn() {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct-horse' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Login' })));
}

describe('LoginForm while the shop is busy hashing passwords (decision 022)', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says "Busy, trying again…", sends again after Retry-After, and signs in', async () => {
    const { fetchMock } = stubFetch({
      'POST /api/auth/sign-in/email': [busy, busy, { status: 200, body: { token: null, user } }],
      'GET /api/me': { status: 200, body: { user } },
    });
    const { Wrapper, client } = makeWrapper();
    render(<LoginForm />, { wrapper: Wrapper });

    await signIn();

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Busy, trying again…'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Login Successful'), { timeout: 6000 });
    const tries = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/auth/sign-in/email');
    expect(tries).toHaveLength(3);
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(client.getQueryData(['me'])).toEqual(user);
  }, 10_000);

  it('a wrong password during the wait is told as such, once, with no retry', async () => {
    const { fetchMock } = stubFetch({
      'POST /api/auth/sign-in/email': [
        busy,
        { status: 401, body: { error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid' } } },
      ],
    });
    const { Wrapper } = makeWrapper();
    render(<LoginForm />, { wrapper: Wrapper });

    await signIn();

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Wrong e-mail or password.'), {
      timeout: 4000,
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
