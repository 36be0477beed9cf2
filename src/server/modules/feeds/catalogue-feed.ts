import type { Listing } from '../../../contract/listings.ts';
import { hasDiscount, toPaise } from '../../../contract/money.ts';
import type { Lang } from '../../../contract/translations.ts';
import type { Database } from '../../db/database.ts';
import { hashOfUrl } from '../../media/media-store.ts';
import { listListings } from '../listings/listings.repository.ts';
import { listSiteConfigs } from '../site-config/site-config.repository.ts';

/**
 * One product as Meta Commerce Manager and Google Merchant Center read it (their field names).
 * The shop makes to order and keeps no stock count: every listing is "in stock".
 */
export interface FeedItem {
  id: string;
  title: string;
  description: string;
  link: string;
  image_link: string;
  price: string;
  sale_price: string;
  availability: 'in stock';
  condition: 'new';
  brand: string;
  product_type: string;
}

const TITLE_MAX = 150;
const DESCRIPTION_MAX = 5000;

/** "499.5" → "499.50 INR": both feeds' price format. */
export function feedPrice(price: string): string {
  const paise = toPaise(price);
  return `${paise / 100n}.${String(paise % 100n).padStart(2, '0')} INR`;
}

/** At most `max` characters (code points: a Devanagari letter is never cut in half), cut after a whole word. */
export function cutOnWord(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const head = chars.slice(0, max + 1).join('');
  const space = head.lastIndexOf(' ');
  return (space > max / 3 ? head.slice(0, space) : chars.slice(0, max).join('')).trim();
}

/** One line of text: control characters out, runs of spaces and line breaks to one space. */
const oneLine = (text: string): string =>
  text
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** A description pasted from a web page may carry tags: both sites want plain text. Titles and names are text as typed. */
const plainText = (text: string): string => oneLine(text.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/gi, ' '));

/** The share picture (1200×630 JPEG, plugins/share-images.ts): both sites want JPEG, at least 500 px. */
const imageLinkOf = (listing: Listing, origin: string) => {
  const hash = listing.images.map(hashOfUrl).find(Boolean);
  return hash ? `${origin}/media/share/${hash}.jpg` : null;
};

export interface Catalogue {
  shopName: string;
  /** The feed's own title: the shop's Hindi name in the Hindi feed, where written. */
  channelName: string;
  /** 'hi': Hindi titles and descriptions where the owner wrote them, links to the Hindi pages (issue 19). */
  lang: Lang;
  items: FeedItem[];
  /** Listings without a picture: both sites refuse a product without one. */
  leftOut: number;
}

export async function catalogueFeed(db: Database, origin: string, lang: Lang = 'en'): Promise<Catalogue> {
  const [listings, configs] = await Promise.all([listListings(db), listSiteConfigs(db)]);
  // The brand stays the shop's own name in both feeds: it is what the sites match products on.
  const shopName = oneLine(configs[0]?.name ?? '') || 'Shop';
  const hindi = lang === 'hi';
  const pages = hindi ? `${origin}/hi/list/` : `${origin}/list/`;
  const items: FeedItem[] = [];
  for (const l of listings) {
    const image = imageLinkOf(l, origin);
    if (!image) continue;
    const hi = hindi ? l.translations?.hi : undefined;
    const title = cutOnWord(oneLine(hi?.title ?? l.title), TITLE_MAX);
    items.push({
      id: l._id,
      title,
      description: cutOnWord(plainText(hi?.description ?? l.description), DESCRIPTION_MAX) || title,
      link: pages + l._id,
      image_link: image,
      price: feedPrice(l.price),
      sale_price: hasDiscount(l.price, l.discountPrice) ? feedPrice(l.discountPrice) : '',
      availability: 'in stock',
      condition: 'new',
      brand: shopName,
      product_type: [l.categoryName, l.subcategory].map(oneLine).filter(Boolean).join(' > '),
    });
  }
  const channelName = (hindi && oneLine(configs[0]?.translations?.hi?.name ?? '')) || shopName;
  return { shopName, channelName, lang, items, leftOut: listings.length - items.length };
}
