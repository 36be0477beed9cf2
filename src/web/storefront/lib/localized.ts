import * as m from '../i18n/messages.ts';
import { DEFAULT_SHOP_NAME } from './site.ts';

/**
 * The owner's text in the page's language (issue 19, point 3): on a Hindi page the Hindi text when
 * the owner gave one (not blank), else the English one marked `lang: 'en'` (the element gets
 * lang="en", so screen readers and search engines know it is English); on an English page always
 * the English text, no lang. The English build drops the Hindi branch (m.lang is a constant).
 */
export function localized(english: string, hindi: string | undefined): { text: string; lang?: 'en' } {
  if (m.lang !== 'hi') return { text: english };
  return hindi?.trim() ? { text: hindi } : { text: english, lang: 'en' };
}

/** The owner's Hindi text of a field (the API's `translations.hi`), or undefined when there is none or it is blank. */
export const hindiOf = (
  owned: object | null | undefined,
  field: 'title' | 'description' | 'name' | 'altText' | 'address' | 'categoryName' | 'subcategory' | 'label',
): string | undefined => {
  // Every owner record's answer may carry them (contract/translations.ts); the pages pass them as they come.
  const text = (owned as { translations?: { hi?: Partial<Record<string, string>> } } | null | undefined)?.translations?.hi?.[field];
  return text?.trim() ? text : undefined;
};

/** A print option's choice or a personalisation zone, by its label (an option itself goes by nameOf). */
export const labelOf = (owned: { label: string }) => localized(owned.label, hindiOf(owned, 'label'));
/** A listing's title (or description) in the page's language. */
export const titleOf = (listing: { title: string }) => localized(listing.title, hindiOf(listing, 'title'));
export const descriptionOf = (listing: { description: string }) => localized(listing.description, hindiOf(listing, 'description'));
/** The name of a category, a subcategory, a banner or the shop ('' while the shop has none). */
export const nameOf = (owned: { name: string } | null | undefined) => localized(owned?.name ?? '', hindiOf(owned, 'name'));
/** The shop's name where a page needs one even before the shop has one (the default name). */
export const shopNameOf = (site: { name: string } | null | undefined) => localized(site?.name || DEFAULT_SHOP_NAME, hindiOf(site, 'name'));
export const addressOf = (site: { address: string } | null | undefined) => localized(site?.address ?? '', hindiOf(site, 'address'));
/** A banner's picture description: its alt text, else its name. */
export const altTextOf = (banner: { altText?: string | null; name: string }) =>
  localized(banner.altText || banner.name, hindiOf(banner, 'altText') || hindiOf(banner, 'name'));
/** Text the owner typed that has no Hindi version at all (a listing's category name, its location). */
export const englishOnly = (text: string) => localized(text, undefined);
