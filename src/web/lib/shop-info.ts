import { useQuery } from '@tanstack/react-query';
import type { ShopInfo } from '../../shared/contract/catalog.ts';
import { apiFetch } from './api.ts';

/** The shop's name, contact and social link, from configuration (GET /api/shop). */
export function useShopInfo() {
  return useQuery({
    queryKey: ['shop'],
    queryFn: ({ signal }) => apiFetch<ShopInfo>('/api/shop', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
