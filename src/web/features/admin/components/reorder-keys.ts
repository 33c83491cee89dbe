import type { KeyboardEvent } from 'react';

/**
 * After a move the moved item's controls are the same elements in a new place, but a browser drops the focus of an
 * element whose node is moved. Puts it back once React has rendered; a Move button that the move disabled (the
 * item reached the top or the bottom) hands the focus to its item's other Move button.
 */
export function keepFocus(el: Element | null, fallbackId?: string) {
  requestAnimationFrame(() => {
    const target =
      el instanceof HTMLElement && el.isConnected && !(el as HTMLButtonElement).disabled
        ? el
        : fallbackId
          ? document.getElementById(fallbackId)
          : null;
    target?.focus();
  });
}

/**
 * Alt+ArrowUp / Alt+ArrowDown on anything inside an item moves the item (as in a list editor), keeping the focus
 * where it was. Handled once: a value inside an option moves the value, not the option.
 */
export function onMoveKeys(move: (by: -1 | 1) => void) {
  return (e: KeyboardEvent) => {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    e.stopPropagation();
    const focused = document.activeElement;
    move(e.key === 'ArrowUp' ? -1 : 1);
    keepFocus(focused);
  };
}
