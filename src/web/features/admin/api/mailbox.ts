import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Mailbox, MailMessage, MailStatus } from '#shared/contract/admin-mail.ts';
import { apiFetch } from '#web/lib/api.ts';

const mailKey = ['admin', 'mail'] as const;

/** GET /api/admin/mail: one page of the outbox, newest first. */
export function useMailbox(params: { status?: MailStatus; page: number; perPage: number }) {
  return useQuery({
    queryKey: [...mailKey, 'list', params],
    queryFn: ({ signal }) => apiFetch<Mailbox>('/api/admin/mail', { query: params, signal }),
    placeholderData: keepPreviousData,
    meta: { private: true },
  });
}

/** GET /api/admin/mail/:id: one message with its content. */
export function useMailMessage(id: string) {
  return useQuery({
    queryKey: [...mailKey, 'message', id],
    queryFn: ({ signal }) => apiFetch<MailMessage>(`/api/admin/mail/${encodeURIComponent(id)}`, { signal }),
    meta: { private: true },
  });
}

/** POST /api/admin/mail/:id/retry: a failed message back into the queue. */
export function useRetryMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<MailMessage>(`/api/admin/mail/${encodeURIComponent(id)}/retry`, { method: 'POST' }),
    onSuccess: () => void client.invalidateQueries({ queryKey: mailKey }),
  });
}
