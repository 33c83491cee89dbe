// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '#web/lib/test-fetch.ts';
import { ResetPasswordPage } from './reset-password-page.tsx';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

describe('ResetPasswordPage when the shop stays busy hashing passwords (decision 022)', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps trying for two minutes saying "Busy, trying again…", then shows a clear error', async () => {
    vi.useFakeTimers();
    const { fetchMock } = stubFetch({
      'POST /api/auth/reset-password': {
        status: 503,
        headers: { 'retry-after': '15' },
        body: { error: { code: 'sign_in_busy', message: 'Many people are signing in right now.' } },
      },
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/reset-password?token=t1']}>
          <ResetPasswordPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'correct-horse' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'correct-horse' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('status').textContent).toBe('Busy, trying again…');
    expect(screen.getByRole('alert').textContent).toBe('');

    // Retry-After 15 s (plus up to a second): about eight tries fit in two minutes.
    await act(() => vi.advanceTimersByTimeAsync(125_000));

    expect(screen.getByRole('alert').textContent).toBe(
      'Many people are signing in right now. Please try again in a moment.',
    );
    expect(screen.getByRole('status').textContent).toBe('');
    const tries = fetchMock.mock.calls.length;
    expect(tries).toBeGreaterThanOrEqual(7);
    expect(tries).toBeLessThanOrEqual(9);
  });
});
