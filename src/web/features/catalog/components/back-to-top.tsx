import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '#web/components/ui/icons.tsx';

const THRESHOLD_PX = 400; // docs/product.md#catalogue

type Props = { focusTarget?: () => HTMLElement | null };

/** Appears once the page has scrolled more than 400 px; returns to the top and puts focus there too. */
export function BackToTop({ focusTarget }: Props) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
        // Otherwise a keyboard user's next Tab would continue from the bottom of the page.
        focusTarget?.()?.focus({ preventScroll: true });
      }}
      className="fixed bottom-4 left-4 z-30 inline-flex items-center gap-2 rounded-full bg-stone-900 px-4 py-2.5 text-sm font-semibold text-white shadow-lg hover:bg-stone-800"
    >
      <ArrowUpIcon className="size-4" />
      Back to Top
    </button>
  );
}
