import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api.ts';
import { startSession } from '#web/lib/use-session.ts';

/**
 * POST /api/demo-login: signs in the shared demo customer, when the server has the feature on
 * (docs/product.md#accounts).
 */
export function useDemoLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiFetch('/api/demo-login', { method: 'POST', body: {} });
      return startSession(client);
    },
  });
}
