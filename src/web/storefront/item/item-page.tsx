import { Link, useParams } from 'react-router';
import type { Listing } from '../../../contract/catalogue.ts';
import { ImageCarousel } from '../components/image-carousel.tsx';
import { Price } from '../components/price.tsx';
import { useSiteConfig } from '../lib/queries.ts';
import { pageTitle } from '../lib/site.ts';
import { useTitle } from '../../shared/lib/use-title.ts';
import { listingFacts } from '../lib/listing-facts.ts';
import { statusOf, useListing } from '../lib/listing-query.ts';
import { MoreLikeThis } from './more-like-this.tsx';
import { QuoteBuilder } from './quote-builder.tsx';
import { WhatsAppEnquiry } from './whatsapp-enquiry.tsx';
import { LoadFailed } from '../components/load-failed.tsx';
import { MessagePage } from '../components/placeholder-page.tsx';

export const NO_DESCRIPTION = 'No description available. Please update this text.';

const PAGE = 'mx-auto max-w-6xl px-4 py-6';
const CRUMB = 'inline-flex min-h-11 items-center text-brand-700 hover:underline';

/** Item detail /list/{itemId} (spec §2): images, title, price, minimum order, description, enquiry; the quote builder (issue 9). */
export default function ItemPage() {
  const { itemId = '' } = useParams();
  const { data: listing, error, refetch, isRefetching } = useListing(itemId);
  const { data: site } = useSiteConfig();
  const missing = error && statusOf(error) !== undefined && statusOf(error)! < 500;
  useTitle(listing ? pageTitle(listing.title, site?.name) : missing ? pageTitle('Item not found', site?.name) : '');

  if (listing) return <ItemView listing={listing} phone={site?.phone} />;
  if (missing) return <ItemNotFound />;
  if (error) return <LoadFailed what="item" className={PAGE} onRetry={() => refetch()} busy={isRefetching} />;
  return <ItemSkeleton />;
}

function ItemView({ listing, phone }: { listing: Listing; phone: string | undefined }) {
  return (
    <article className={PAGE}>
      <nav aria-label="Breadcrumb" className="mb-3 text-sm">
        <ol className="flex flex-wrap items-center gap-x-2">
          <li>
            <Link to="/" className={CRUMB}>
              Home
            </Link>
          </li>
          {listing.categoryName && (
            <li>
              <span aria-hidden="true">› </span>
              <Link to={`/subcategory/${listing.category_uuid}`} className={CRUMB}>
                {listing.categoryName}
              </Link>
            </li>
          )}
          {listing.subcategory && (
            <li>
              <span aria-hidden="true">› </span>
              <Link to={`/subcategory/${listing.category_uuid}?sub=${listing.subcategory_uuid}`} className={CRUMB}>
                {listing.subcategory}
              </Link>
            </li>
          )}
        </ol>
      </nav>
      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <ImageCarousel images={listing.images} title={listing.title} />
        <div className="flex flex-col gap-4">
          <h1 className="text-2xl font-semibold break-words md:text-3xl">{listing.title}</h1>
          <p>
            <Price price={listing.price} discountPrice={listing.discountPrice} />
          </p>
          <p>
            Minimum order quantity: <strong>{listingFacts(listing).minimumOrder}</strong>
          </p>
          {listing.location && <p>Location: {listing.location}</p>}
          <p>
            <WhatsAppEnquiry listing={listing} phone={phone} />
          </p>
          <QuoteBuilder listing={listing} />
          <section aria-labelledby="item-description">
            <h2 id="item-description" className="mb-1 text-lg font-semibold">
              Description
            </h2>
            <p className="break-words whitespace-pre-line text-stone-700">{listing.description.trim() || NO_DESCRIPTION}</p>
          </section>
        </div>
      </div>
      <MoreLikeThis listing={listing} />
    </article>
  );
}

function ItemNotFound() {
  return (
    <MessagePage
      heading="Item not found"
      className={`${PAGE} py-12`}
      links={
        <Link to="/allCategories" className="inline-flex min-h-11 items-center text-brand-700 underline">
          Browse all categories
        </Link>
      }
    >
      <p className="mt-2 text-stone-600">This item does not exist or has been removed.</p>
    </MessagePage>
  );
}

/**
 * While the item loads. The server renders this only when it could not get the item (its page then
 * answers 404): without JavaScript, the noscript text says so.
 */
function ItemSkeleton() {
  return (
    <div className={PAGE}>
      <noscript>
        <h1 className="text-2xl font-semibold">Item not found</h1>
        <p className="mt-2 text-stone-600">This item does not exist or has been removed.</p>
      </noscript>
      <div role="status" aria-busy="true" aria-label="Loading item" className="grid gap-6 md:grid-cols-2 md:gap-10">
        <div className="aspect-square animate-pulse rounded-lg bg-stone-200" />
        <div className="flex flex-col gap-4">
          <div className="h-8 w-3/4 animate-pulse rounded bg-stone-200" />
          <div className="h-7 w-1/3 animate-pulse rounded bg-stone-200" />
          <div className="h-24 animate-pulse rounded bg-stone-200" />
        </div>
      </div>
    </div>
  );
}
