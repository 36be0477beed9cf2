import type { SiteConfig } from '../../../contract/site.ts';
import { localized } from './localized.ts';

/**
 * The Hindi version the owner gave a text of theirs (a listing's title, a category's name, the shop's
 * name), from an API answer's `translations.hi` (issue 19), read without the contract knowing the
 * field yet: the integrator types it once the contract carries `translations`.
 */
export const hindiOf = (record: object | null | undefined, field: string): string | undefined => {
  const hi = (record as { translations?: { hi?: Record<string, unknown> } } | null | undefined)?.translations?.hi?.[field];
  return typeof hi === 'string' && hi.trim() ? hi : undefined;
};

/** The owner's text of a record in the page's language (English where there is no Hindi). */
export const ownerText = (record: object, english: string, field: string): string => localized(english, hindiOf(record, field)).text;

/** The shop's name in the page's language; '' when it has none (pageTitle and the texts then say the default). */
export const shopNameOf = (site: SiteConfig | null | undefined): string => (site ? ownerText(site, site.name, 'name') : '');
