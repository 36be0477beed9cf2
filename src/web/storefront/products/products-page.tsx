import { useParams } from 'react-router';
import { ListingGrid } from '../components/listing-grid.tsx';
import { PlaceholderPage } from '../components/placeholder-page.tsx';
import { useSiteConfig } from '../lib/queries.ts';
import { pageTitle } from '../lib/site.ts';
import { useTitle } from '../../shared/lib/use-title.ts';
import { productView } from './product-views.ts';
import * as m from '../i18n/messages.ts';
import { nameOf } from '../lib/localized.ts';

/**
 * The header's Products entries: new arrivals (newest first), best sellers (the shop's favourites)
 * and discounted items (discount below price). Any other view is the "Page not found" page (the
 * server answers it with 404).
 */
export default function ProductsPage() {
  const view = productView(useParams().view);
  const shop = nameOf(useSiteConfig().data).text;
  useTitle(view ? pageTitle(view.title, shop) : '');
  if (!view) {
    return (
      <PlaceholderPage title={m.pageNotFound}>
        <p className="mt-2 text-stone-600">{m.pageNotFoundText}</p>
      </PlaceholderPage>
    );
  }
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-semibold">{view.title}</h1>
      <p className="mb-4 text-stone-600">{view.description}</p>
      <ListingGrid params={view.params} />
    </section>
  );
}
