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
import * as m from '../i18n/messages.ts';
import { hindiOf, localized } from '../lib/localized.ts';

const PAGE = 'mx-auto max-w-6xl px-4 py-6';
const CRUMB = 'inline-flex min-h-11 items-center text-brand-700 hover:underline';

/** The owner's title and description in the page's language (the API carries the Hindi once "content" is in). */

/** Item detail /list/{itemId} (spec §2): images, title, price, minimum order, description, enquiry; the quote builder (issue 9). */
export default function ItemPage() {
  const { itemId = '' } = useParams();
  const { data: listing, error, refetch, isRefetching } = useListing(itemId);
  const { data: site } = useSiteConfig();
  const missing = error && statusOf(error) !== undefined && statusOf(error)! < 500;
  useTitle(listing ? pageTitle(localized(listing.title, hindiOf(listing, 'title')).text, site?.name) : missing ? pageTitle(m.itemNotFound, site?.name) : '');

  if (listing) return <ItemView listing={listing} phone={site?.phone} />;
  if (missing) return <ItemNotFound />;
  if (error) return <LoadFailed what={m.itemNoun} className={PAGE} onRetry={() => refetch()} busy={isRefetching} />;
  return <ItemSkeleton />;
}

function ItemView({ listing, phone }: { listing: Listing; phone: string | undefined }) {
  const title = localized(listing.title, hindiOf(listing, 'title'));
  const description = localized(listing.description.trim(), hindiOf(listing, 'description'));
  // Category names and the location have no Hindi version yet: on a Hindi page they are marked English.
  const ownerLang = localized('', undefined).lang;
  const category = localized(listing.categoryName, hindiOf(listing, 'categoryName'));
  const subcategory = localized(listing.subcategory, hindiOf(listing, 'subcategory'));
  return (
    <article className={PAGE}>
      <nav aria-label={m.breadcrumb} className="mb-3 text-sm">
        <ol className="flex flex-wrap items-center gap-x-2">
          <li>
            <Link to="/" className={CRUMB}>
              {m.home}
            </Link>
          </li>
          {listing.categoryName && (
            <li>
              <span aria-hidden="true">› </span>
              <Link to={`/subcategory/${listing.category_uuid}`} className={CRUMB} lang={category.lang}>
                {category.text}
              </Link>
            </li>
          )}
          {listing.subcategory && (
            <li>
              <span aria-hidden="true">› </span>
              <Link to={`/subcategory/${listing.category_uuid}?sub=${listing.subcategory_uuid}`} className={CRUMB} lang={subcategory.lang}>
                {subcategory.text}
              </Link>
            </li>
          )}
        </ol>
      </nav>
      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <ImageCarousel images={listing.images} title={title.text} />
        <div className="flex flex-col gap-4">
          <h1 className="text-2xl font-semibold break-words md:text-3xl" lang={title.lang}>
            {title.text}
          </h1>
          <p>
            <Price price={listing.price} discountPrice={listing.discountPrice} />
          </p>
          <p>
            {`${m.minimumOrderQuantity} `}
            <strong>{listingFacts(listing).minimumOrder}</strong>
          </p>
          {listing.location && (
            <p>
              {`${m.locationLabel} `}
              <span lang={ownerLang}>{listing.location}</span>
            </p>
          )}
          <p>
            <WhatsAppEnquiry listing={listing} phone={phone} />
          </p>
          <QuoteBuilder listing={listing} />
          <section aria-labelledby="item-description">
            <h2 id="item-description" className="mb-1 text-lg font-semibold">
              {m.descriptionHeading}
            </h2>
            {description.text ? (
              <p className="break-words whitespace-pre-line text-stone-700" lang={description.lang}>
                {description.text}
              </p>
            ) : (
              <p className="text-stone-700">{m.noDescription}</p>
            )}
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
      heading={m.itemNotFound}
      className={`${PAGE} py-12`}
      links={
        <Link to="/allCategories" className="inline-flex min-h-11 items-center text-brand-700 underline">
          {m.browseAllCategories}
        </Link>
      }
    >
      <p className="mt-2 text-stone-600">{m.itemGone}</p>
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
        <h1 className="text-2xl font-semibold">{m.itemNotFound}</h1>
        <p className="mt-2 text-stone-600">{m.itemGone}</p>
      </noscript>
      <div role="status" aria-busy="true" aria-label={m.loadingItem} className="grid gap-6 md:grid-cols-2 md:gap-10">
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
