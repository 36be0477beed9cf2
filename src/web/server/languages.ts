import { pathIn } from '../storefront/i18n/paths.ts';

export interface Alternates {
  en: string;
  /** Absent when the page's own content has no Hindi text (it would be a duplicate). */
  hi?: string;
  xDefault: string;
}

/** hreflang links of a page that exists in both languages, absolute (origin from PUBLIC_URL). */
export function alternatesOf(origin: string, path: string, translated: boolean): Alternates {
  const en = origin + path;
  return { en, hi: translated ? origin + pathIn('hi', path) : undefined, xDefault: en };
}
