/** Said on a card, row, quick view or page when no length of the product is left (docs/product.md#lengths). */
export function OutOfStockLabel({ className = '' }: { className?: string }) {
  return (
    <p
      className={`inline-flex w-fit items-center rounded-full bg-stone-200 px-2.5 py-0.5 text-xs font-semibold text-stone-800 ${className}`}
    >
      Out of stock
    </p>
  );
}
