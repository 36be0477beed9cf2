/** Placeholders while a list loads (spec §4: 6 for listings, 4 for categories). */
export function SkeletonList({ count, label, className, itemClassName }: { count: number; label: string; className: string; itemClassName: string }) {
  return (
    <ul className={className} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={`animate-pulse rounded-lg bg-stone-200 ${itemClassName}`} />
      ))}
    </ul>
  );
}
