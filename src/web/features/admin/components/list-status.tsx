import { Spinner } from '#web/components/ui/icons.tsx';

/** "1 order", "2 orders". */
export const countOf = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** A polite live region under a list's controls: "Loading…" while it fetches, then how many were found. */
export function ListStatus({ loading, summary }: { loading: boolean; summary: string | undefined }) {
  return (
    <p role="status" className="my-3 flex min-h-6 items-center gap-2 text-sm text-stone-700">
      {loading ? (
        <>
          <Spinner className="size-4 text-brand-700" />
          Loading…
        </>
      ) : (
        summary
      )}
    </p>
  );
}
