import type { SiteConfig } from '../../../contract/site.ts';
import * as m from '../i18n/messages.ts';
import { ownerText } from './owner-hindi.ts';

/** schema.org LocalBusiness of the shop, from its configuration (server-side only), in the page's language: its home page, name and address. */
export function localBusiness(site: SiteConfig | null, origin: string): Record<string, unknown> | undefined {
  if (!site?.name) return undefined;
  const sameAs = [site.fb, site.insta, site.twitter, site.linkedIn].filter((url) => /^https?:\/\//i.test(url));
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: ownerText(site, site.name, 'name'),
    url: `${origin}${m.prefix}/`,
    ...(site.logo ? { logo: new URL(site.logo, origin).href, image: new URL(site.logo, origin).href } : {}),
    ...(site.phone ? { telephone: site.phone } : {}),
    ...(site.email ? { email: site.email } : {}),
    ...(site.address ? { address: { '@type': 'PostalAddress', streetAddress: ownerText(site, site.address, 'address'), addressCountry: 'IN' } } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** schema.org BreadcrumbList: the trail from the home page to this one, each step an absolute URL in the page's language (paths without /hi). */
export function breadcrumbList(origin: string, crumbs: { name: string; path: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: new URL(m.prefix + c.path, origin).href })),
  };
}
