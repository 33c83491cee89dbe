import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedAddress, SavedAddressInput } from '#shared/contract/addresses.ts';
import { apiFetch } from '#web/lib/api.ts';
import { refreshSavedAddresses } from '#web/lib/saved-addresses.ts';

/**
 * PUT /api/addresses/:id with the whole address; `makeDefault` makes it the default ("Make default" sends the
 * address as it is). The list is asked for again either way: a 404 means it was deleted elsewhere meanwhile.
 */
export function useUpdateAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: SavedAddressInput }) =>
      apiFetch<SavedAddress>(`/api/addresses/${encodeURIComponent(id)}`, { method: 'PUT', body: input }),
    onSettled: () => refreshSavedAddresses(client),
  });
}
