import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '#web/lib/api.ts';
import { refreshSavedAddresses } from '#web/lib/saved-addresses.ts';

/**
 * DELETE /api/addresses/:id. Deleting the default makes the most recently changed of the rest the default, which the
 * list, asked for again, shows. An address already gone (deleted in another tab: 404) is what was asked for.
 */
export function useDeleteAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<void>(`/api/addresses/${encodeURIComponent(id)}`, { method: 'DELETE' }).catch((err) => {
        if (!(err instanceof ApiError && err.status === 404)) throw err;
      }),
    onSettled: () => refreshSavedAddresses(client),
  });
}
