import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api.ts';
import { startSession } from '#web/lib/use-session.ts';
import { useBusyRetry } from './busy-retry.ts';

export type SignInInput = { email: string; password: string };

/**
 * POST /api/auth/sign-in/email; resolves once /api/me knows the new user. While the shop's password hasher is full
 * it waits and sends again (`busy`, decision 022).
 */
export function useSignIn() {
  const client = useQueryClient();
  const { busy, retry } = useBusyRetry();
  const mutation = useMutation({
    mutationFn: async (input: SignInInput) => {
      await retry(() => apiFetch('/api/auth/sign-in/email', { method: 'POST', body: input }));
      return startSession(client);
    },
  });
  return { ...mutation, busy };
}
