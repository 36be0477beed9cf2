import { useEffect, useRef, useState } from 'react';
import type { Listing } from '../../../contract/catalogue.ts';
import { ListingCard } from '../components/listing-card.tsx';
import { Price } from '../components/price.tsx';
import { MORE_LIKE_THIS, useSimilar } from './item-queries.ts';
import * as m from '../i18n/messages.ts';

/**
 * Others of the same subcategory, asked for only when the row nears the screen: most visits read
 * the item and leave, and they should not pay for this row.
 */
export function MoreLikeThis({ listing }: { listing: Listing }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const { data } = useSimilar(listing.subcategory_uuid, near);
  const others = (data ?? []).filter((l) => l._id !== listing._id).slice(0, MORE_LIKE_THIS);

  return (
    <div ref={ref} className="mt-10 min-h-px">
      {others.length > 0 && (
        <section aria-labelledby="more-like-this">
          <h2 id="more-like-this" className="mb-3 text-xl font-semibold">
            {m.moreLikeThis}
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {others.map((other) => (
              <li key={other._id}>
                <ListingCard listing={other} price={<Price price={other.price} discountPrice={other.discountPrice} size="text-sm" compact />} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
