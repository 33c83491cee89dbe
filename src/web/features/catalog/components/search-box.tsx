import { useEffect, useId, useRef, useState } from 'react';
import { SearchIcon } from '#web/components/ui/icons.tsx';
import { useDebouncedCallback } from '../use-debounced-callback.ts';

type Props = { value: string | undefined; onSearch: (q: string) => void };

/** Searches as you type (after a 300 ms pause) and at once on Enter. */
export function SearchBox({ value, onSearch }: Props) {
  const id = useId();
  const [draft, setDraft] = useState(value ?? '');
  const committed = useRef(value ?? '');

  useEffect(() => {
    // Only a change from elsewhere (Back, Clear Filters) replaces the text; our own commit echoing back through
    // the URL must not undo letters typed since.
    if ((value ?? '') !== committed.current) {
      committed.current = value ?? '';
      setDraft(value ?? '');
    }
  }, [value]);

  const commit = (text: string) => {
    const q = text.trim();
    if (q === committed.current) return;
    committed.current = q;
    onSearch(q);
  };
  const debounced = useDebouncedCallback(commit, 300);

  return (
    <search className="relative flex-1">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          debounced.cancel();
          commit(draft);
        }}
        className="relative"
      >
        <label htmlFor={id} className="sr-only">
          Search products
        </label>
        <input
          id={id}
          type="search"
          value={draft}
          maxLength={100}
          placeholder="Search by name, brand or category"
          onChange={(e) => {
            setDraft(e.target.value);
            debounced.schedule(e.target.value);
          }}
          className="block w-full rounded-md border border-stone-500 bg-white py-2 pr-11 pl-3 text-sm text-stone-900 placeholder:text-stone-600"
        />
        <button
          type="submit"
          aria-label="Search"
          className="absolute inset-y-0 right-0 inline-flex w-10 items-center justify-center rounded-r-md text-stone-700 hover:text-brand-700"
        >
          <SearchIcon />
        </button>
      </form>
    </search>
  );
}
