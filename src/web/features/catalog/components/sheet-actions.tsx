import { buttonPrimary, buttonSecondary } from './styles.ts';

type Props = {
  onCancel: () => void /** Nothing left to sell: Add to Cart is disabled. */;
  soldOut?: boolean;
};

/** Cancel and Add to Cart at the foot of both add-to-cart sheets, kept in view while a short phone screen scrolls. */
export function SheetActions({ onCancel, soldOut = false }: Props) {
  return (
    <div className="sticky bottom-0 flex flex-wrap justify-end gap-3 border-t border-stone-200 bg-white pt-3 pb-[max(1rem,env(safe-area-inset-bottom))]">
      <button type="button" onClick={onCancel} className={buttonSecondary}>
        Cancel
      </button>
      <button type="submit" disabled={soldOut} className={buttonPrimary}>
        Add to Cart
      </button>
    </div>
  );
}
