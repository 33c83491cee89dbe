import { Spinner } from './icons.tsx';

export const LOADING_TEXT = 'Please wait , This might take a while';

/**
 * The full-screen loader (docs/product.md#screens). The router shows it while a page loads; pages may show it while
 * they wait for their data. It is a polite status region, so a screen reader hears the text once rather than being
 * interrupted, and it covers the page so nobody clicks on content that is about to change.
 */
export function LoadingOverlay() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-white/85 px-6 text-center backdrop-blur-sm"
    >
      <Spinner className="size-12 text-brand-700" />
      <p className="font-display text-lg text-brand-900">{LOADING_TEXT}</p>
    </div>
  );
}
