import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedAddress, SavedAddressInput, SavedAddressList } from '#shared/contract/addresses.ts';
import { apiFetch } from './api.ts';

// The customer's address book (issue 33). The list and adding to it live here, below the features, because two of
// them use them: the address book's page and the checkout, which offers the saved addresses and saves a new one.

export const savedAddressesKey = ['addresses'] as const;

/** GET /api/addresses: the default first, then the most recently changed. */
export function useSavedAddresses(enabled = true) {
  return useQuery({
    queryKey: savedAddressesKey,
    queryFn: ({ signal }) => apiFetch<SavedAddressList>('/api/addresses', { signal }),
    select: (data) => data.items,
    enabled,
    // Someone's addresses must never show, or prefill a form, after they sign out (see clearSession).
    meta: { private: true },
  });
}

/**
 * The list after a write. Returned to the mutation, so it is done only once the list is fresh: the page then moves
 * focus to the address saved, which is by then in the list.
 */
export const refreshSavedAddresses = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: savedAddressesKey });

/** POST /api/addresses: 201 with the address saved; 409 too_many_addresses when the book is full. */
export function useAddAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SavedAddressInput) =>
      apiFetch<SavedAddress>('/api/addresses', { method: 'POST', body: input }),
    onSuccess: () => refreshSavedAddresses(client),
  });
}
