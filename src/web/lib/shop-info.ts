import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthFeatures } from '#shared/contract/auth.ts';
import type { ShopSettings } from '#shared/contract/catalog.ts';
import { apiFetch } from './api.ts';

/** GET /api/shop. Until it answers, no optional sign-in method is offered. */

const NO_FEATURES: AuthFeatures = { google: false, demoLogin: false };

export const shopInfoQueryOptions = queryOptions({
  queryKey: ['shop'],
  queryFn: ({ signal }) => apiFetch<ShopSettings>('/api/shop', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The shop's name, contact, social link, time zone and sign-in features, from configuration (GET /api/shop). */
export function useShopInfo() {
  return useQuery(shopInfoQueryOptions);
}

export function authFeatures(shop: ShopSettings | undefined): AuthFeatures {
  return shop?.features ?? NO_FEATURES;
}
