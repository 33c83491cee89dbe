import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api.ts';

export type ResetPasswordInput = { token: string; newPassword: string };

/** POST /api/auth/reset-password; 400 `invalid_token` when the link expired or was used already. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      apiFetch('/api/auth/reset-password', { method: 'POST', body: input }),
  });
}
