import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api.ts';

/**
 * POST /api/auth/request-password-reset. The server answers the same whether or not the address has an account,
 * so the page cannot be used to find out who shops here. The e-mailed link opens /reset-password?token=….
 */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      apiFetch('/api/auth/request-password-reset', {
        method: 'POST',
        body: { email, redirectTo: '/reset-password' },
      }),
  });
}
