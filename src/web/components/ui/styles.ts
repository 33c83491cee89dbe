// Shared class lists, so the account forms, dialogs and pages look alike.

export const buttonPrimary =
  'inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-2.5 font-medium text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60';

/** A button that deletes or cancels something for good. */
export const buttonDanger =
  'inline-flex items-center justify-center gap-2 rounded-full bg-red-700 px-6 py-2.5 font-medium text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';

export const buttonOutline =
  'inline-flex items-center justify-center gap-2 rounded-full border border-stone-400 bg-white px-6 py-2.5 font-medium text-stone-800 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-60';

/** The smaller, squarer secondary button of lists and pagers. */
export const buttonSecondary =
  'inline-flex items-center justify-center gap-2 rounded-md border border-stone-400 bg-white px-4 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-60';

export const field =
  'block w-full rounded-md border border-stone-500 bg-white px-3 py-2.5 text-stone-900 focus:border-brand-700 aria-[invalid=true]:border-red-700';

export const fieldLabel = 'mb-1 block text-sm font-semibold text-stone-800';

export const textLink = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';
