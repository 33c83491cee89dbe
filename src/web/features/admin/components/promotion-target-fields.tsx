import { useId } from 'react';
import { CATEGORIES } from '#shared/catalog.ts';
import type { TargetValues } from '../promotion-form-fields.ts';
import { ProductPicker } from './product-picker.tsx';

type Props = TargetValues & { error?: string; onChange: (next: TargetValues) => void };

/**
 * What a promotion applies to: the whole cart, or the chosen categories, products and variants of products (any of
 * them; issue 31).
 */
export function PromotionTargetFields({ scope, target, error, onChange }: Props) {
  const name = useId();
  const errorId = useId();
  const toggle = (category: string, on: boolean) =>
    onChange({
      scope,
      target: {
        ...target,
        categories: on ? [...target.categories, category] : target.categories.filter((c) => c !== category),
      },
    });

  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="space-y-3">
      <legend className="mb-1 text-sm font-semibold text-stone-800">Applies to</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <label className="flex items-center gap-2 text-stone-900">
          <input
            type="radio"
            name={name}
            checked={scope === 'all'}
            onChange={() => onChange({ scope: 'all', target })}
            className="size-5 accent-brand-700"
          />
          Whole cart
        </label>
        <label className="flex items-center gap-2 text-stone-900">
          <input
            type="radio"
            name={name}
            checked={scope === 'chosen'}
            onChange={() => onChange({ scope: 'chosen', target })}
            className="size-5 accent-brand-700"
          />
          Chosen categories or products
        </label>
      </div>
      {scope === 'chosen' && (
        <div className="space-y-4 rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200">
          <fieldset>
            <legend className="mb-1 text-sm font-semibold text-stone-800">Categories</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {CATEGORIES.map((c) => (
                <label key={c} className="flex items-center gap-2 text-stone-900">
                  <input
                    type="checkbox"
                    checked={target.categories.includes(c)}
                    onChange={(e) => toggle(c, e.target.checked)}
                    className="size-5 accent-brand-700"
                  />
                  {c}
                </label>
              ))}
            </div>
          </fieldset>
          <ProductPicker
            productIds={target.productIds}
            variantIds={target.variantIds}
            onChange={(chosen) => onChange({ scope, target: { ...target, ...chosen } })}
          />
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
