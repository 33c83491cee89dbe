import { useEffect, useId, useState } from 'react';
import { field, fieldLabel } from '#web/components/ui/styles.ts';
import { usePickerSearch, useProductNames } from '../api/pick-products.ts';

type Props = { chosen: string[]; onChange: (ids: string[]) => void };

const SEARCH_DELAY_MS = 250;
const pill = 'rounded-full border px-3 py-1 text-sm font-medium';

/**
 * Chooses products by name through the admin's product search. The names of the products a stored promotion
 * already names are looked up once; the ones picked here are remembered from the search.
 */
export function ProductPicker({ chosen, onChange }: Props) {
  const ids = { search: useId(), results: useId(), chosen: useId() };
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const [initial] = useState(chosen);
  const stored = useProductNames(initial);
  const [picked, setPicked] = useState(() => new Map<string, string>());
  const search = usePickerSearch(q);
  const nameOf = (id: string) => picked.get(id) ?? stored.data?.get(id) ?? (stored.isPending ? '…' : id);
  const results = search.data?.items ?? [];

  const add = (id: string, name: string) => {
    setPicked((m) => new Map(m).set(id, name));
    if (!chosen.includes(id)) onChange([...chosen, id]);
  };

  return (
    <div>
      <label htmlFor={ids.search} className={fieldLabel}>
        Find products
      </label>
      <input
        id={ids.search}
        type="search"
        value={typed}
        placeholder="Name, category or brand"
        autoComplete="off"
        aria-controls={ids.results}
        onChange={(e) => setTyped(e.target.value)}
        // Enter would submit the promotion's form; the search runs as the admin types.
        onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
        className={field}
      />
      <div id={ids.results} aria-live="polite">
        {q.trim() !== '' && search.isError && (
          <p className="mt-2 text-sm text-red-700">The products could not be searched.</p>
        )}
        {q.trim() !== '' && search.data && results.length === 0 && (
          <p className="mt-2 text-sm text-stone-600">No products found.</p>
        )}
        {results.length > 0 && q.trim() !== '' && (
          <ul aria-label="Matching products" className="mt-2 flex flex-wrap gap-2">
            {results.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  disabled={chosen.includes(p.id)}
                  onClick={() => add(p.id, p.name)}
                  aria-label={`Add ${p.name}`}
                  className={`${pill} border-stone-400 text-stone-800 hover:bg-stone-100 disabled:opacity-50`}
                >
                  + {p.name} <span className="text-stone-500">({p.category})</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {chosen.length > 0 && (
        <p id={ids.chosen} className="mt-3 mb-1 text-sm font-semibold text-stone-800">
          Chosen products
        </p>
      )}
      {chosen.length > 0 && (
        <ul aria-labelledby={ids.chosen} className="flex flex-wrap gap-2">
          {chosen.map((id) => (
            <li
              key={id}
              className={`${pill} flex items-center gap-2 border-brand-300 bg-brand-50 text-brand-900`}
            >
              {nameOf(id)}
              <button
                type="button"
                onClick={() => onChange(chosen.filter((c) => c !== id))}
                aria-label={`Remove ${nameOf(id)}`}
                className="-mr-1 rounded-full px-1.5 text-brand-900 hover:bg-brand-100"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
