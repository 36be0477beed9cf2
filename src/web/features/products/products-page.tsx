import { useParams } from 'react-router';
import { ListingGrid } from '../../components/listing-grid.tsx';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';
import { useSiteConfig } from '../../lib/queries.ts';
import { pageTitle } from '../../lib/site.ts';
import { useTitle } from '../../lib/use-title.ts';
import { PRODUCT_VIEWS } from './product-views.ts';

/** New arrivals (newest first), best sellers (the shop's favourites) and discounted items. */
export default function ProductsPage() {
  const view = PRODUCT_VIEWS[useParams().view ?? ''];
  const { data: site } = useSiteConfig();
  useTitle(view ? pageTitle(view.title, site?.name) : '');
  if (!view) return <PlaceholderPage title="Page not found" />;
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-semibold">{view.title}</h1>
      <p className="mb-4 text-stone-600">{view.description}</p>
      <ListingGrid params={view.params} />
    </section>
  );
}
