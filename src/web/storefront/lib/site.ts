import type { SiteConfig } from '../../../contract/site.ts';
import * as m from '../i18n/messages.ts';

/** Shown where the shop has no configuration yet (header name stays empty, as the spec says), in the page's language. */
export const DEFAULT_SHOP_NAME = m.defaultShopName;
export const DEFAULT_DESCRIPTION = m.defaultDescription;

/** "Page | Shop", or just the shop's name. */
export const pageTitle = (page: string, shop: string | undefined): string => {
  const name = shop || DEFAULT_SHOP_NAME;
  return page ? `${page} | ${name}` : name;
};

/** The contract's SOCIAL_URL, repeated so the pages do not load zod with it. */
const SOCIAL_URL = /^https?:\/\/[^\s<>"']+$/i;

const NETWORKS = [
  ['fb', 'Facebook'],
  ['insta', 'Instagram'],
  ['twitter', 'Twitter'],
  ['linkedIn', 'LinkedIn'],
] as const;

/** The shop's social links (fb, insta, twitter, linkedIn): an empty one is left out, only web addresses become links. */
export const socialLinks = (site: SiteConfig | null | undefined) =>
  NETWORKS.flatMap(([key, label]) => {
    const href = (site?.[key] ?? '').trim();
    return SOCIAL_URL.test(href) ? [{ key, label, href }] : [];
  });
