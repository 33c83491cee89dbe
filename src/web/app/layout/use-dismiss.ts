import { type RefObject, useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Closing rules shared by the top bar's pop-overs (cart summary, phone menu): Escape closes and hands focus back
 * to the button that opened it; a click or tap outside closes; so does Tabbing out of it or moving to another page.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  container: RefObject<HTMLElement | null>,
  trigger: RefObject<HTMLElement | null>,
) {
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname change itself is the trigger.
  useEffect(() => {
    close();
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      trigger.current?.focus();
    };
    const onOutside = (e: Event) => {
      if (container.current && !container.current.contains(e.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open, close, container, trigger]);
}
