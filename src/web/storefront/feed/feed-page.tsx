import { useState } from 'react';
import { Link } from 'react-router';
import { whatsappLink } from '../../../contract/whatsapp.ts';
import { BottomNav } from '../components/bottom-nav.tsx';
import { WhatsAppButton } from '../components/whatsapp-button.tsx';
import { logoSrc, smallLogoSrcSet } from '../../shared/components/responsive-image.tsx';
import { useCategories, useSiteConfig } from '../lib/queries.ts';
import { savedPost, toggleBookmark, toggleLike, useSavedPosts } from '../lib/saved-posts.ts';
import { pageTitle } from '../lib/site.ts';
import { useTitle } from '../../shared/lib/use-title.ts';
import { CategoryChips } from './category-chips.tsx';
import { canGrow, FEED_PAGE, nextLimit, useFeed } from './feed-queries.ts';
import { FeedPost } from './feed-post.tsx';
import { shareListing } from './share.ts';
import * as m from '../i18n/messages.ts';
import { nameOf, shopNameOf } from '../lib/localized.ts';

const DEFAULT_LOGO = '/default-logo.png';

function FeedHeader() {
  const { data: site } = useSiteConfig();
  const shop = shopNameOf(site);
  const name = shop.text;
  const enquiry = whatsappLink(site?.phone, m.chatFromFeed(name));
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-xl items-center gap-2 px-3 py-1">
        <Link to="/" aria-label={m.homeOf(name)} className="shrink-0">
          <img
            src={site?.logo ? logoSrc(site.logo, 128) : DEFAULT_LOGO}
            srcSet={site?.logo ? smallLogoSrcSet(site.logo) : undefined}
            sizes="36px"
            alt=""
            width={36}
            height={36}
            className="size-9 rounded-full object-cover"
          />
        </Link>
        <h1 lang={shop.lang} className="min-w-0 flex-1 truncate text-lg font-semibold">
          {name}
        </h1>
        <WhatsAppButton href={enquiry} className="gap-1.5">
          <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true">
            <path d="M12 2a10 10 0 00-8.6 15.1L2 22l5-1.3A10 10 0 1012 2zm0 18.2a8.2 8.2 0 01-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1112 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 01-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 00-.7.3 3 3 0 00-.9 2.2 5.2 5.2 0 001.1 2.8 11.9 11.9 0 004.6 4c1.7.7 2.4.8 3.2.7a2.8 2.8 0 001.8-1.3 2.3 2.3 0 00.2-1.3c-.1-.1-.3-.2-.5-.3z" />
          </svg>
          {m.enquire}
        </WhatsAppButton>
      </div>
    </header>
  );
}

function Feed({ category }: { category: string }) {
  const [limit, setLimit] = useState(FEED_PAGE);
  const { data, isPending, isError, isPlaceholderData, isFetching } = useFeed(category, limit);
  const [posts, updatePosts] = useSavedPosts();

  if (isPending)
    return (
      <p role="status" className="px-4 py-10 text-center">
        {m.loadingDots}
      </p>
    );
  if (isError && !data) {
    return (
      <p role="alert" className="px-4 py-10 text-center">
        {m.feedFailed}
      </p>
    );
  }
  if (!data.length) return <p className="px-4 py-10 text-center">{m.noCards}</p>;
  return (
    <>
      <ul aria-label={m.designs} className="flex flex-col gap-4 sm:pt-2">
        {data.map((listing, i) => (
          <li key={listing._id}>
            <FeedPost
              listing={listing}
              saved={savedPost(posts, listing._id)}
              first={i === 0}
              onLike={() => updatePosts((all) => toggleLike(all, listing._id))}
              onBookmark={() => updatePosts((all) => toggleBookmark(all, listing._id))}
              onShare={() => void shareListing(listing)}
            />
          </li>
        ))}
      </ul>
      {canGrow(data.length, limit) && (
        <p className="px-4 py-6 text-center">
          <button
            type="button"
            onClick={() => setLimit(nextLimit(limit))}
            disabled={isPlaceholderData && isFetching}
            className="min-h-11 rounded-full border border-stone-300 bg-white px-6 font-medium hover:border-brand-600 disabled:opacity-60"
          >
            {isPlaceholderData && isFetching ? m.loadingDots : m.showMore}
          </button>
        </p>
      )}
    </>
  );
}

/** The spec's "Public home, feed variant" (/list): chips, a feed of posts, the bottom navigation. */
export default function FeedPage() {
  const { data: site } = useSiteConfig();
  const { data: categories } = useCategories();
  const [category, setCategory] = useState('');
  useTitle(pageTitle(m.designs, nameOf(site).text));
  return (
    <div className="min-h-dvh pb-20">
      <FeedHeader />
      <main className="mx-auto max-w-xl">
        <CategoryChips categories={categories ?? []} selected={category} onSelect={setCategory} />
        {/* A new category starts its own feed (and its own "Show more" count). */}
        <Feed key={category} category={category} />
      </main>
      <BottomNav />
    </div>
  );
}
