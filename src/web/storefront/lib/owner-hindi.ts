import type { SiteConfig } from '../../../contract/site.ts';
import { hindiOf, localized, nameOf } from './localized.ts';

/** The owner's text of a record in the page's language (English where there is no Hindi). */
export const ownerText = (record: object, english: string, field: Parameters<typeof hindiOf>[1]): string => localized(english, hindiOf(record, field)).text;

/** The shop's name in the page's language, as text for a head; '' when it has none (pageTitle and the texts then say the default). */
export const shopNameText = (site: SiteConfig | null | undefined): string => nameOf(site).text;
