import type { SiteConfig } from '../../../contract/site.ts';
import { DEFAULT_SHOP_NAME } from '../lib/site.ts';

/**
 * The profile's bio, built from the configuration (the old one was hard-coded, D-H2): the shop's
 * name, what it makes (the product's own description, spec §1) and where it is.
 */
export function profileBio(site: SiteConfig | null | undefined): string {
  const name = site?.name || DEFAULT_SHOP_NAME;
  const address = oneLine(site?.address ?? '');
  return `${name} — wedding & occasion cards, trophies and ID cards.${address ? ` ${address}` : ''}`;
}

/** An address of several lines on one: "Line 1, Line 2". */
export const oneLine = (address: string) => address.trim().replace(/\s*\n\s*/g, ', ');

/** A Google Maps search for the address (or the name, without one); null when there is neither. */
export function mapQuery(site: SiteConfig | null | undefined): string | null {
  const place = (site?.address || site?.name || '').trim().replace(/\s+/g, ' ');
  return place || null;
}

export const mapEmbedUrl = (query: string) => `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`;
export const mapLinkUrl = (query: string) => `https://www.google.com/maps?q=${encodeURIComponent(query)}`;
