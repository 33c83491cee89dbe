import { useId, useState } from 'react';
import { parsePounds } from '#shared/money.ts';
import { buttonSecondary, field, fieldLabel } from '#web/components/ui/styles.ts';
import type { ProductFormApi } from './use-variant-matrix.ts';
import { VariantPhotosDialog } from './variant-photos-dialog.tsx';

/** What the owner can do to many variants at once, and what the amount must be for it. */
const ACTIONS = {
  price: { text: 'Set price (£)', hint: 'Empty: they sell at the product price' },
  compareAtPrice: { text: 'Set compare-at price (£)', hint: 'Empty: no compare-at price' },
  setStock: { text: 'Set stock', hint: 'A whole number, e.g. 10' },
  addStock: { text: 'Add stock', hint: 'Added to each one’s stock; a minus takes away (never below 0)' },
} as const;
type Action = keyof typeof ACTIONS;

type Props = {
  form: ProductFormApi;
  /** The selected rows' indices in the matrix. */
  rows: number[];
  onLeaveOut: () => void;
};

const variantsWord = (n: number) => (n === 1 ? '1 variant' : `${n} variants`);

/**
 * Changes to the selected variants at once: a price, a compare-at price or a stock for all, stock added to each,
 * the same photos for all (in the photos dialog), or leaving them out of the product. The amount is checked first
 * and refused at its field; the rows' fields then change as if typed (the form checks them on saving).
 */
export function VariantBulkActions({ form, rows, onLeaveOut }: Props) {
  const ids = { action: useId(), amount: useId() };
  const [action, setAction] = useState<Action>('setStock');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState('');
  // The rows the photos dialog is choosing for, fixed when it opens (the selection cannot change behind a modal).
  const [photosOf, setPhotosOf] = useState<number[] | null>(null);
  const { getValues, setValue, formState, trigger } = form;
  const none = rows.length === 0;

  function apply() {
    const text = amount.trim();
    // Set plainly, and checked once after (a refused save's errors follow the change): marking each row dirty or
    // checking the form at each row compared or checked all 2,048 rows per row, 20 s on a phone.
    const set = (i: number, name: 'price' | 'compareAtPrice' | 'stock', value: string) =>
      setValue(`variants.${i}.${name}`, value);
    if (action === 'price' || action === 'compareAtPrice') {
      const pence = text === '' ? null : parsePounds(text);
      if (text !== '' && pence === null) return setError('Enter the price in pounds, e.g. 49.99');
      const value = pence === null ? '' : (pence / 100).toFixed(2);
      for (const i of rows) set(i, action, value);
    } else if (action === 'setStock') {
      if (!/^\d+$/.test(text)) return setError('Enter the stock as a whole number, e.g. 10');
      for (const i of rows) set(i, 'stock', String(Number(text)));
    } else {
      if (!/^-?\d+$/.test(text)) return setError('Enter a whole number to add, e.g. 5');
      for (const i of rows) {
        const now = Number(getValues(`variants.${i}.stock`).trim()) || 0;
        set(i, 'stock', String(Math.max(0, now + Number(text))));
      }
    }
    if (formState.isSubmitted) void trigger('variants');
    setError(null);
    setDone(`${ACTIONS[action].text.replace(' (£)', '')}: ${variantsWord(rows.length)} changed.`);
  }

  return (
    <div className="space-y-2 rounded-md bg-stone-50 p-3">
      <p className="text-sm font-semibold text-stone-800">
        {none ? 'Select variants to change them together' : `${variantsWord(rows.length)} selected`}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={ids.action} className={fieldLabel}>
            Change
          </label>
          <select
            id={ids.action}
            value={action}
            onChange={(e) => {
              setAction(e.target.value as Action);
              setError(null);
            }}
            className={field}
          >
            {Object.entries(ACTIONS).map(([key, a]) => (
              <option key={key} value={key}>
                {a.text}
              </option>
            ))}
          </select>
        </div>
        <div className="w-40">
          <label htmlFor={ids.amount} className={fieldLabel}>
            Amount
          </label>
          <input
            id={ids.amount}
            value={amount}
            inputMode={action === 'price' || action === 'compareAtPrice' ? 'decimal' : 'numeric'}
            onChange={(e) => setAmount(e.target.value)}
            onKeyDown={(e) => {
              // Enter applies the change to the rows rather than saving the product half changed.
              if (e.key !== 'Enter') return;
              e.preventDefault();
              if (!none) apply();
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${ids.amount}-${error ? 'error' : 'hint'}`}
            className={field}
          />
        </div>
        <button type="button" disabled={none} onClick={apply} className={buttonSecondary}>
          Apply to selected
        </button>
        <button
          type="button"
          disabled={none}
          onClick={() => setPhotosOf(rows)}
          aria-haspopup="dialog"
          className={buttonSecondary}
        >
          Set photos of selected…
        </button>
        <button type="button" disabled={none} onClick={onLeaveOut} className={buttonSecondary}>
          Leave selected out
        </button>
      </div>
      {error ? (
        <p id={`${ids.amount}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${ids.amount}-hint`} className="text-sm text-stone-600">
          {ACTIONS[action].hint}
        </p>
      )}
      <p role="status" className="text-sm text-stone-700">
        {done}
      </p>
      <VariantPhotosDialog
        form={form}
        rows={photosOf}
        onClose={() => setPhotosOf(null)}
        onApplied={(n) => setDone(`Set photos: ${variantsWord(n)} changed.`)}
      />
    </div>
  );
}
