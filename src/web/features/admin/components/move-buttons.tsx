import { buttonSecondary } from '#web/components/ui/styles.ts';
import { keepFocus } from './reorder-keys.ts';

type Props = {
  /** The item's stable key (its field id): the buttons' ids, which follow the item as it moves. */
  idBase: string;
  /** What the item is called, for the buttons' names: "Move Shade up". */
  name: string;
  at: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  text: { up: string; down: string };
};

/**
 * An item's Up and Down buttons in an ordered list (options, values). The moved item keeps the focus; a button the
 * move disabled (top or bottom reached) hands it to the other one.
 */
export function MoveButtons({ idBase, name, at, count, onMove, text }: Props) {
  const upId = `${idBase}-up`;
  const downId = `${idBase}-down`;
  return (
    <>
      <button
        type="button"
        id={upId}
        disabled={at === 0}
        onClick={(e) => {
          onMove(-1);
          keepFocus(e.currentTarget, downId);
        }}
        className={buttonSecondary}
        aria-label={`Move ${name} up`}
      >
        {text.up}
      </button>
      <button
        type="button"
        id={downId}
        disabled={at === count - 1}
        onClick={(e) => {
          onMove(1);
          keepFocus(e.currentTarget, upId);
        }}
        className={buttonSecondary}
        aria-label={`Move ${name} down`}
      >
        {text.down}
      </button>
    </>
  );
}
