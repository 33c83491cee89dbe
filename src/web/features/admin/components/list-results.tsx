import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { countOf, ListStatus } from './list-status.tsx';
import { Pager } from './pager.tsx';

type PageData<T> = { items: T[]; total: number; page: number; perPage: number };

type Props<T> = {
  query: UseQueryResult<PageData<T>>;
  /** The item's name, one and many: "1 order found", "2 orders found". */
  noun: [one: string, many: string];
  /** Said when the list could not be loaded, e.g. "The orders could not be loaded." */
  errorTitle: string;
  /** Said when nothing matches (the words docs/product.md#messages gives each list). */
  empty: ReactNode;
  pagerLabel: string;
  onPage: (page: number) => void;
  children: (data: PageData<T>) => ReactNode;
};

/**
 * The lower half of every admin list: the polite status line (loading, then how many were found), then the error
 * with a retry, the empty text, or the rows with the pager under them.
 */
export function ListResults<T>({ query, noun, errorTitle, empty, pagerLabel, onPage, children }: Props<T>) {
  const { data } = query;
  return (
    <>
      <ListStatus
        loading={query.isFetching}
        summary={data ? `${countOf(data.total, ...noun)} found` : undefined}
      />
      {query.isError ? (
        <QueryError
          title={errorTitle}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : data && data.items.length === 0 ? (
        <p className="rounded-2xl bg-white p-8 text-center font-display text-2xl text-stone-700 ring-1 ring-stone-200">
          {empty}
        </p>
      ) : data ? (
        <>
          {children(data)}
          <Pager
            label={pagerLabel}
            page={data.page}
            perPage={data.perPage}
            total={data.total}
            onPage={onPage}
          />
        </>
      ) : null}
    </>
  );
}
