import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BundleOfferView,
  CodeInput,
  DiscountCodeView,
  OfferInput,
  Promotions,
} from '#shared/contract/promotions.ts';
import { apiFetch } from '#web/lib/api.ts';

export const promotionsKey = ['admin', 'promotions'] as const;

/** GET /api/admin/promotions: every code and offer with its status now (a shop has tens, so no paging). */
export function usePromotions() {
  return useQuery({
    queryKey: promotionsKey,
    queryFn: ({ signal }) => apiFetch<Promotions>('/api/admin/promotions', { signal }),
    meta: { private: true },
  });
}

/** After a write: the admin's list, and the offers the storefront shows. */
function refresh(client: QueryClient) {
  void client.invalidateQueries({ queryKey: promotionsKey });
  void client.invalidateQueries({ queryKey: ['offers'] });
}

const path = (kind: 'codes' | 'offers', id?: string) =>
  `/api/admin/promotions/${kind}${id ? `/${encodeURIComponent(id)}` : ''}`;

/** POST /api/admin/promotions/codes, or PUT …/codes/:id with the whole code when an id is given. */
export function useSaveCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CodeInput }) =>
      apiFetch<DiscountCodeView>(path('codes', id), { method: id ? 'PUT' : 'POST', body: input }),
    onSuccess: () => refresh(client),
  });
}

/** POST /api/admin/promotions/offers, or PUT …/offers/:id with the whole offer when an id is given. */
export function useSaveOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: OfferInput }) =>
      apiFetch<BundleOfferView>(path('offers', id), { method: id ? 'PUT' : 'POST', body: input }),
    onSuccess: () => refresh(client),
  });
}

/** DELETE /api/admin/promotions/codes/:id or …/offers/:id. */
export function useDeletePromotion(kind: 'codes' | 'offers') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(path(kind, id), { method: 'DELETE' }),
    onSuccess: () => refresh(client),
  });
}
