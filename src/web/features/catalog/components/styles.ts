// Shared class lists, so buttons and fields look the same across the catalogue's pages and sheets.

export const buttonPrimary =
  'inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60';

export { buttonSecondary } from '#web/components/ui/styles.ts';

/** Square icon button; the caller must give it an aria-label. */
export const buttonIcon =
  'inline-flex size-10 items-center justify-center rounded-md border border-stone-400 bg-white text-stone-800 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40';

export const field =
  'block w-full rounded-md border border-stone-500 bg-white px-3 py-2 text-sm text-stone-900 focus:border-brand-700';

export const fieldLabel = 'mb-1 block text-sm font-semibold text-stone-800';
