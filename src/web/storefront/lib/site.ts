import type { SiteConfig } from '../../../contract/site.ts';
import * as m from '../i18n/messages.ts';

/**
 * Shown where the shop has no configuration yet (header name stays empty, as the spec says), in the
 * page's language. Re-exported, not copied into a const of this module: the bundler then writes the text
 * where it is used, as with every dictionary text (a const here cost "/" 8 bytes).
 */
export { defaultShopName as DEFAULT_SHOP_NAME } from '../i18n/messages.ts';

/** "Page | Shop", or just the shop's name. */
export const pageTitle = (page: string, shop: string | undefined): string => {
  const name = shop || m.defaultShopName;
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
