/** The spec's start-up spinner (text "Loading"); also the fallback while a page's code loads. */
export function Spinner() {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-3 text-stone-600">
      <span aria-hidden="true" className="size-6 animate-spin rounded-full border-2 border-current border-t-transparent" />
      Loading
    </div>
  );
}
