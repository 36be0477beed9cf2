import { ListingGrid } from '../components/listing-grid.tsx';
import { useListings, useSiteConfig, type ListingParams } from '../lib/queries.ts';
import { pageTitle } from '../lib/site.ts';
import { useTitle } from '../../shared/lib/use-title.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import { CategoryGrid } from '../components/category-grid.tsx';
import { FAVOURITES, NEW_ARRIVALS } from './home-queries.ts';
import * as m from '../i18n/messages.ts';
import { nameOf } from '../lib/localized.ts';

const SECTION = 'mx-auto max-w-6xl px-4 pt-8';
const HEADING = 'mb-3 text-xl font-semibold';

/** A home section of listings; dropped when the shop has none to show there. */
function ListingSection({ title, params }: { title: string; params: ListingParams }) {
  const { data } = useListings(params);
  if (data?.length === 0) return null;
  return (
    <section className={`${SECTION} below-fold`}>
      <h2 className={HEADING}>{title}</h2>
      <ListingGrid params={params} />
    </section>
  );
}

export default function HomePage() {
  const { data: site } = useSiteConfig();
  const title = pageTitle('', nameOf(site).text);
  useTitle(title);
  return (
    <>
      <h1 className="sr-only">{title}</h1>
      <BannerCarousel />
      <section className={SECTION}>
        <h2 className={HEADING}>{m.categories}</h2>
        <CategoryGrid />
      </section>
      <ListingSection title={m.favourites} params={FAVOURITES} />
      <ListingSection title={m.newArrivals} params={NEW_ARRIVALS} />
    </>
  );
}
