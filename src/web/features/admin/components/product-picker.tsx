import { useEffect, useId, useState } from 'react';
import { field, fieldLabel } from '#web/components/ui/styles.ts';
import { chunks, LOOKUP_SIZE, usePickerSearch, useTargetProducts } from '../api/pick-products.ts';
import { useVariantOwners } from '../api/variant-owners.ts';
import { countOf } from './list-status.tsx';
import { TargetProductRow } from './target-product-row.tsx';

/** The part of a promotion's target this picker keeps: whole products, and single variants of others. */
export type ProductTargets = { productIds: string[]; variantIds: string[] };
type Props = ProductTargets & { onChange: (next: ProductTargets) => void };

const SEARCH_DELAY_MS = 250;
const pill = 'rounded-full border px-3 py-1 text-sm font-medium';
const unique = (ids: readonly string[]) => [...new Set(ids)];

/**
 * Chooses products by name through the admin's product search, each either whole ("All of it", its id in
 * `productIds`) or by some of its variants (their ids in `variantIds`, issue 31). A stored promotion names bare
 * variant ids, so their products are asked of the server (useVariantOwners) and shown as rows like the others.
 */
export function ProductPicker({ productIds, variantIds, onChange }: Props) {
  const ids = { search: useId(), results: useId(), chosen: useId() };
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const search = usePickerSearch(q);
  const results = search.data?.items ?? [];

  // What the form opened with, asked for once; products added here are asked for one by one.
  const [initial] = useState(() => ({ productIds, variantIds }));
  const owners = useVariantOwners(initial.variantIds);
  const ownerProducts = unique([...(owners.byId?.values() ?? [])].map((v) => v.productId)).filter(
    (id) => !initial.productIds.includes(id),
  );
  // Rows in the order the admin met them: a product moving between "All of it" and some variants keeps its place,
  // and one whose variants are all unticked stays, to be ticked again or removed.
  const [rows, setRows] = useState<string[]>(initial.productIds);
  const [added, setAdded] = useState<string[]>([]);
  const [picked, setPicked] = useState(() => new Map<string, string>());
  const products = useTargetProducts([
    ...chunks(initial.productIds, LOOKUP_SIZE),
    ...chunks(ownerProducts, LOOKUP_SIZE),
    ...added.map((id) => [id]),
  ]);

  // Each variant's product: as the server named the stored ones, and as the loaded products list theirs (a product
  // added again finds its variants even when naming them failed).
  const owned = new Map<string, string>();
  for (const v of owners.byId?.values() ?? []) owned.set(v.id, v.productId);
  for (const id of unique([...rows, ...productIds, ...ownerProducts])) {
    for (const v of products.of(id).product?.variants ?? []) owned.set(v.id, id);
  }
  const ownerOf = (variantId: string) => owned.get(variantId);
  const variantsOf = (productId: string) =>
    new Set([...owned].filter(([, p]) => p === productId).map(([v]) => v));
  const shown = unique([
    ...rows,
    ...productIds,
    ...variantIds.flatMap((v) => {
      const owner = ownerOf(v);
      return owner ? [owner] : [];
    }),
  ]);
  const unowned = variantIds.filter((v) => !ownerOf(v));
  const nameOf = (id: string) =>
    picked.get(id) ??
    products.of(id).product?.name ??
    [...(owners.byId?.values() ?? [])].find((v) => v.productId === id)?.productName ??
    (products.of(id).state === 'loading' ? '…' : id);

  const add = (id: string, name: string) => {
    setPicked((m) => new Map(m).set(id, name));
    setRows((r) => unique([...r, id]));
    setAdded((a) => unique([...a, id]));
    onChange({ productIds: unique([...productIds, id]), variantIds });
  };
  const remove = (id: string) => {
    const its = variantsOf(id);
    setRows((r) => r.filter((row) => row !== id));
    onChange({
      productIds: productIds.filter((p) => p !== id),
      variantIds: variantIds.filter((v) => !its.has(v)),
    });
  };
  const setWhole = (id: string, whole: boolean, restore: string[]) => {
    const its = variantsOf(id);
    setRows((r) => unique([...r, id]));
    onChange(
      whole
        ? { productIds: unique([...productIds, id]), variantIds: variantIds.filter((v) => !its.has(v)) }
        : { productIds: productIds.filter((p) => p !== id), variantIds: unique([...variantIds, ...restore]) },
    );
  };
  const tick = (id: string, chosen: string[], on: boolean) => {
    // Kept as a row from now on, should its last variant be unticked.
    setRows((r) => unique([...r, id]));
    onChange({
      productIds,
      variantIds: on ? unique([...variantIds, ...chosen]) : variantIds.filter((v) => !chosen.includes(v)),
    });
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
                  disabled={shown.includes(p.id)}
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
      {shown.length > 0 && (
        <p id={ids.chosen} className="mt-3 mb-1 text-sm font-semibold text-stone-800">
          Chosen products
        </p>
      )}
      {shown.length > 0 && (
        <ul aria-labelledby={ids.chosen} className="flex flex-col gap-2">
          {shown.map((id) => (
            <TargetProductRow
              key={id}
              name={nameOf(id)}
              loaded={products.of(id)}
              whole={productIds.includes(id)}
              ticked={variantIds}
              onRetry={products.retry}
              onWhole={(whole, restore) => setWhole(id, whole, restore)}
              onTick={(chosen, on) => tick(id, chosen, on)}
              onRemove={() => remove(id)}
            />
          ))}
        </ul>
      )}
      <UnownedVariants
        count={unowned.length}
        owners={owners}
        onDrop={() => onChange({ productIds, variantIds: variantIds.filter((v) => !unowned.includes(v)) })}
      />
    </div>
  );
}

/**
 * Chosen variants not (yet) shown under a product: while their products are asked for, if that failed (they stay
 * chosen, and are saved as they were), or once the shop says they are gone, which the server would refuse to save.
 */
function UnownedVariants({
  count,
  owners,
  onDrop,
}: {
  count: number;
  owners: ReturnType<typeof useVariantOwners>;
  onDrop: () => void;
}) {
  if (count === 0) return null;
  const them = countOf(count, 'chosen variant', 'chosen variants');
  if (owners.isPending) {
    return (
      <p role="status" className="mt-2 text-sm text-stone-700">
        Loading the chosen variants…
      </p>
    );
  }
  if (owners.isError) {
    return (
      <p role="alert" className="mt-2 text-sm text-red-700">
        The products of {them} could not be loaded; they stay chosen.{' '}
        <button
          type="button"
          onClick={owners.retry}
          disabled={owners.isFetching}
          className="font-semibold underline underline-offset-2"
        >
          Try again
        </button>
      </p>
    );
  }
  return (
    <p role="alert" className="mt-2 text-sm text-amber-900">
      {them} {count === 1 ? 'is' : 'are'} no longer in the shop and cannot be saved.{' '}
      <button type="button" onClick={onDrop} className="font-semibold underline underline-offset-2">
        Remove {count === 1 ? 'it' : 'them'}
      </button>
    </p>
  );
}
