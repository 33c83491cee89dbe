import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api.ts';
import { startSession } from '#web/lib/use-session.ts';
import { useBusyRetry } from './busy-retry.ts';

export type SignUpInput = { email: string; password: string };

/**
 * POST /api/auth/sign-up/email. The form has no name field, so the name is empty and the server shows the part
 * of the e-mail before the @ instead (docs/product.md#accounts). A new account is signed in at once. While the
 * shop's password hasher is full it waits and sends again (`busy`, decision 022).
 */
export function useSignUp() {
  const client = useQueryClient();
  const { busy, retry } = useBusyRetry();
  const mutation = useMutation({
    mutationFn: async (input: SignUpInput) => {
      await retry(() =>
        apiFetch('/api/auth/sign-up/email', { method: 'POST', body: { ...input, name: '' } }),
      );
      return startSession(client);
    },
  });
  return { ...mutation, busy };
}
