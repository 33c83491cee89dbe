import { useEffect, useId, useState } from 'react';
import { SearchIcon } from '#web/components/ui/icons.tsx';
import { field, fieldLabel } from '#web/components/ui/styles.ts';

type Props = { label: string; placeholder: string; value: string; onSearch: (text: string) => void };

/** A labelled search box that searches when submitted (Enter or the button), not on every key. */
export function ListSearch({ label, placeholder, value, onSearch }: Props) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  // Back or a cleared filter changes the URL: show what it says.
  useEffect(() => setDraft(value), [value]);
  return (
    <search className="min-w-0 flex-1">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(draft);
        }}
      >
        <label htmlFor={id} className={fieldLabel}>
          {label}
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            type="search"
            value={draft}
            maxLength={100}
            placeholder={placeholder}
            onChange={(e) => {
              setDraft(e.target.value);
              // Clearing the box (its ✕ or deleting the text) shows everything again at once.
              if (e.target.value === '' && value !== '') onSearch('');
            }}
            className={`${field} min-w-0 flex-1`}
          />
          <button
            type="submit"
            aria-label="Search"
            className="inline-flex shrink-0 items-center justify-center rounded-md bg-brand-700 px-3 text-white hover:bg-brand-800"
          >
            <SearchIcon />
          </button>
        </div>
      </form>
    </search>
  );
}
