// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '#web/lib/test-fetch.ts';
import { makeWrapper, mockFetch } from '#web/lib/test-wrapper.tsx';
import { RegisterForm } from './register-form.tsx';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const user = { id: 'u1', email: 'ada@example.com', name: 'ada', role: 'user' };

function fill(email: string, password: string, confirm: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: confirm } });
}

async function submit() {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Register' })));
}

describe('RegisterForm', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says "Password Did not match" and sends nothing when the passwords differ (docs/product.md#accounts)', async () => {
    const fetchMock = mockFetch({});
    const { Wrapper } = makeWrapper();
    render(<RegisterForm />, { wrapper: Wrapper });

    fill('ada@example.com', 'correct-horse', 'correct-horsf');
    await submit();

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Password Did not match'));
    expect(fetchMock).not.toHaveBeenCalled();
    const confirm = screen.getByLabelText('Confirm password');
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The two passwords are not the same.')).toBeTruthy();
  });

  it('checks the fields before anything else: a short password is named beside the field, and nothing is sent', async () => {
    const fetchMock = mockFetch({});
    const { Wrapper } = makeWrapper();
    render(<RegisterForm />, { wrapper: Wrapper });

    fill('ada@example.com', 'short', 'short');
    await submit();

    expect(await screen.findByText('The password must be at least 8 characters long.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('registers with matching passwords, then learns the new session from /api/me', async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/sign-up/email': { status: 200, body: { token: null, user } },
      'GET /api/me': { status: 200, body: { user } },
    });
    const { Wrapper, client } = makeWrapper();
    render(<RegisterForm />, { wrapper: Wrapper });

    fill(' ada@example.com ', 'correct-horse', 'correct-horse');
    await submit();

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Registration Successful'));
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'ada@example.com',
      password: 'correct-horse',
      name: '',
    });
    expect(client.getQueryData(['me'])).toEqual(user);
  });

  it('shows the friendly message for a taken e-mail and keeps what was typed', async () => {
    mockFetch({
      'POST /api/auth/sign-up/email': {
        status: 422,
        body: { error: { code: 'user_already_exists', message: 'User already exists' } },
      },
    });
    const { Wrapper } = makeWrapper();
    render(<RegisterForm />, { wrapper: Wrapper });

    fill('ada@example.com', 'correct-horse', 'correct-horse');
    await submit();

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'An account with this e-mail already exists. Try signing in instead.',
      ),
    );
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('correct-horse');
  });

  it('waits and tries again while the shop is busy hashing, saying "Busy, trying again…" to screen readers too', async () => {
    const busy = {
      status: 503,
      headers: { 'retry-after': '1' },
      body: { error: { code: 'sign_in_busy', message: 'Many people are signing in right now.' } },
    };
    const { fetchMock } = stubFetch({
      'POST /api/auth/sign-up/email': [busy, { status: 200, body: { token: null, user } }],
      'GET /api/me': { status: 200, body: { user } },
    });
    const { Wrapper } = makeWrapper();
    render(<RegisterForm />, { wrapper: Wrapper });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    fill('ada@example.com', 'correct-horse', 'correct-horse');
    await submit();

    await waitFor(() => expect(status.textContent).toBe('Busy, trying again…'));
    expect(toast.error).not.toHaveBeenCalled();
    // Sent again after the second Retry-After asked for (and up to a second more): then signed in as usual.
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Registration Successful'), {
      timeout: 4000,
    });
    const signUps = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/auth/sign-up/email');
    expect(signUps).toHaveLength(2);
    expect(status.textContent).toBe('');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('a 503 that is not the busy hasher (a proxy with the shop down) is an error at once, not retried', async () => {
    const fetchMock = mockFetch({ 'POST /api/auth/sign-up/email': { status: 503, body: {} } });
    const { Wrapper } = makeWrapper();
    render(<RegisterForm />, { wrapper: Wrapper });

    fill('ada@example.com', 'correct-horse', 'correct-horse');
    await submit();

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Something went wrong. Please try again.'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
