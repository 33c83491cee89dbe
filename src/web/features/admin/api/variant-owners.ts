import { useQueries } from '@tanstack/react-query';
import type { VariantOwner } from '#shared/contract/admin-variants.ts';
import { apiFetch } from '#web/lib/api.ts';
import { chunks } from './pick-products.ts';

// A promotion stores bare variant ids (issue 31): GET /api/admin/variants?ids=a,b is how the admin learns what they
// are (unknown ids are left out).
export type { VariantOwner } from '#shared/contract/admin-variants.ts';

type VariantOwnerList = { items: VariantOwner[] };

/** Ids a call names; a promotion names at most 500, the page's promotions together more. */
const OWNER_SIZE = 100;

export type VariantOwners = {
  /** Every named variant the shop still has, by id; undefined until all have answered, or if one call failed. */
  byId: ReadonlyMap<string, VariantOwner> | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  retry: () => void;
};

/** Which product each of `ids` is a variant of, its label and SKU (for the promotions list and the form). */
export function useVariantOwners(ids: readonly string[]): VariantOwners {
  const wanted = [...new Set(ids)];
  return useQueries({
    queries: chunks(wanted, OWNER_SIZE).map((part) => ({
      queryKey: ['admin', 'variant-owners', part],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiFetch<VariantOwnerList>('/api/admin/variants', { query: { ids: part.join(',') }, signal }),
      staleTime: 60_000,
      meta: { private: true },
    })),
    combine: (results) => {
      const isPending = results.some((r) => r.isPending);
      const isError = results.some((r) => r.isError);
      const byId =
        isPending || isError
          ? undefined
          : new Map(results.flatMap((r) => r.data?.items ?? []).map((v) => [v.id, v]));
      return {
        byId,
        isPending,
        isError,
        isFetching: results.some((r) => r.isFetching),
        retry: () => {
          for (const r of results) if (r.isError) void r.refetch();
        },
      };
    },
  });
}
