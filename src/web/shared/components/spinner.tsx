/**
 * The spec's start-up spinner (text "Loading"); also the fallback while a page's code loads. The
 * back office is English; a storefront page passes its language's word.
 */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-3 text-stone-600">
      <span aria-hidden="true" className="size-6 animate-spin rounded-full border-2 border-current border-t-transparent" />
      {label}
    </div>
  );
}
