import type { Ref } from 'react';
import type { SavedAddress } from '#shared/contract/addresses.ts';
import { AddressBlock } from '#web/components/ui/address-block.tsx';
import { Spinner } from '#web/components/ui/icons.tsx';
import { buttonSecondary } from '#web/components/ui/styles.ts';

type Props = {
  saved: SavedAddress;
  /** The Edit button, where the focus goes back to after a save. */
  editRef: Ref<HTMLButtonElement>;
  /** Whether this address is being made the default just now. */
  makingDefault: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
};

/**
 * One address of the book with what can be done to it. Each button's name says which address it acts on (a book
 * often holds one name several times), for a screen reader's list of buttons; the eye sees it beside them.
 */
export function AddressCard({ saved, editRef, makingDefault, onEdit, onDelete, onMakeDefault }: Props) {
  const which = `${saved.address.name}, ${saved.address.line1}`;
  // After the visible word, not inside the span: a space at the start of a hidden span is lost in some names.
  const named = (word: string) => (
    <>
      {word} <span className="sr-only">{which}</span>
    </>
  );
  return (
    <article
      aria-label={which}
      className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-semibold break-words text-stone-900">{saved.address.name}</h3>
        {saved.isDefault && (
          <span className="shrink-0 rounded-full bg-brand-100 px-2.5 py-0.5 text-sm font-medium text-brand-900">
            Default
          </span>
        )}
      </div>
      <div className="mt-2 break-words">
        <AddressBlock address={saved.address} />
      </div>
      <div className="mt-4 flex flex-wrap gap-2 pt-1">
        <button ref={editRef} type="button" onClick={onEdit} className={buttonSecondary}>
          {named('Edit')}
        </button>
        <button type="button" onClick={onDelete} className={buttonSecondary}>
          {named('Delete')}
        </button>
        {!saved.isDefault && (
          <button
            type="button"
            onClick={onMakeDefault}
            disabled={makingDefault}
            aria-busy={makingDefault || undefined}
            className={buttonSecondary}
          >
            {makingDefault && <Spinner className="size-4" />}
            {named('Make default')}
          </button>
        )}
      </div>
    </article>
  );
}
