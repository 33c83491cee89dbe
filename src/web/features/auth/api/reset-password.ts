import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api.ts';
import { useBusyRetry } from './busy-retry.ts';

export type ResetPasswordInput = { token: string; newPassword: string };

/**
 * POST /api/auth/reset-password; 400 `invalid_token` when the link expired or was used already. While the shop's
 * password hasher is full it waits and sends again (`busy`, decision 022).
 */
export function useResetPassword() {
  const { busy, retry } = useBusyRetry();
  const mutation = useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      retry(() => apiFetch('/api/auth/reset-password', { method: 'POST', body: input })),
  });
  return { ...mutation, busy };
}
