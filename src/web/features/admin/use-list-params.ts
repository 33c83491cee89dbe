import { useSearchParams } from 'react-router';

/**
 * A paged admin list's page, search and filter live in the URL, so Back, reload and a shared link show the same
 * list. Changing the search or a filter goes back to page 1.
 */
export function useListParams<F extends string = never>(filterName = 'filter', allowed: readonly F[] = []) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const q = params.get('q') ?? '';
  const raw = params.get(filterName) ?? '';
  const filter = (allowed as readonly string[]).includes(raw) ? (raw as F) : undefined;

  const update = (changes: Record<string, string | number | undefined>) => {
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
        else next.set(key, String(value));
      }
      return next;
    });
  };

  return {
    page,
    q,
    filter,
    setPage: (p: number) => update({ page: p }),
    setQuery: (text: string) => update({ q: text.trim(), page: 1 }),
    setFilter: (value: F | undefined) => update({ [filterName]: value, page: 1 }),
  };
}
