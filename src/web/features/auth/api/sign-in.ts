import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api.ts';
import { startSession } from '#web/lib/use-session.ts';

export type SignInInput = { email: string; password: string };

/** POST /api/auth/sign-in/email; resolves once /api/me knows the new user. */
export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInInput) => {
      await apiFetch('/api/auth/sign-in/email', { method: 'POST', body: input });
      return startSession(client);
    },
  });
}
