// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
});
