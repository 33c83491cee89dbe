import { useMutation } from '@tanstack/react-query';
import type { ContactBody, ContactReceived } from '#shared/contract/contact.ts';
import { apiFetch } from '#web/lib/api.ts';

/** POST /api/contact. */
export function useSendContact() {
  return useMutation({
    mutationFn: (body: ContactBody) => apiFetch<ContactReceived>('/api/contact', { method: 'POST', body }),
  });
}
