import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Messages } from '#shared/contract/admin-messages.ts';
import { apiFetch } from '#web/lib/api.ts';

const messagesKey = ['admin', 'messages'] as const;

/** GET /api/admin/messages: one page of the inbox, or of the spam. */
export function useMessages(params: { spam: boolean; page: number; perPage: number }) {
  return useQuery({
    queryKey: [...messagesKey, params],
    queryFn: ({ signal }) =>
      apiFetch<Messages>('/api/admin/messages', { query: { ...params, spam: String(params.spam) }, signal }),
    placeholderData: keepPreviousData,
    meta: { private: true },
  });
}

/** PATCH /api/admin/messages/:id: to the spam, or back to the inbox. */
export function useMarkSpam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, spam }: { id: string; spam: boolean }) =>
      apiFetch<void>(`/api/admin/messages/${encodeURIComponent(id)}`, { method: 'PATCH', body: { spam } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: messagesKey }),
  });
}
