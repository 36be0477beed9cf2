/**
 * Class names every admin screen uses, so buttons and fields look and size alike (tap targets of
 * at least 44 px: min-h-11).
 */
export const btn = {
  primary:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand-700 px-4 font-medium text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-60',
  secondary:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-stone-300 bg-white px-4 font-medium text-stone-800 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-60',
  danger:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-red-700 px-4 font-medium text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60',
  /** Small text buttons in table rows (Edit, Delete): still 44 px tall. */
  link: 'inline-flex min-h-11 min-w-11 items-center justify-center rounded px-2 font-medium text-brand-700 underline-offset-2 hover:underline disabled:opacity-60',
  linkDanger:
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded px-2 font-medium text-red-700 underline-offset-2 hover:underline disabled:opacity-60',
};

export const field = {
  label: 'block text-sm font-medium text-stone-800',
  input: 'mt-1 block min-h-11 w-full rounded-md border border-stone-300 bg-white px-3 text-base focus:border-brand-600',
  textarea: 'mt-1 block min-h-24 w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base focus:border-brand-600',
  /** A field's own error text under it. */
  error: 'mt-1 text-sm text-red-700',
  hint: 'mt-1 text-sm text-stone-600',
};
