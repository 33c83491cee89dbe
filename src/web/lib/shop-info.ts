import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthFeatures } from '#shared/contract/auth.ts';
import type { ShopInfo } from '#shared/contract/catalog.ts';
import { apiFetch } from './api.ts';

/**
 * GET /api/shop. `features` says which sign-in methods the server offers; a server that predates it offers
 * neither, which is also what useAuthFeatures assumes until the answer arrives.
 */
export type ShopSettings = ShopInfo & { features?: AuthFeatures };

const NO_FEATURES: AuthFeatures = { google: false, demoLogin: false };

export const shopInfoQueryOptions = queryOptions({
  queryKey: ['shop'],
  queryFn: ({ signal }) => apiFetch<ShopSettings>('/api/shop', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The shop's name, contact, social link and sign-in features, from configuration (GET /api/shop). */
export function useShopInfo() {
  return useQuery(shopInfoQueryOptions);
}

export function authFeatures(shop: ShopSettings | undefined): AuthFeatures {
  return shop?.features ?? NO_FEATURES;
}
