import { isShopIncomplete } from '../../../contract/shop-setup.ts';
import type { HeadContext } from '../lib/page-server.ts';
import { categoriesQuery } from '../lib/queries.ts';
import { newArrivalsQuery } from './home-queries.ts';
import * as m from '../i18n/messages.ts';

/**
 * What a visitor reads on the home page of a shop still being set up (no name, no category or no
 * design), in the page's language (the Hindi renderer's dictionary). Imported only by home.server.ts:
 * the server writes it into the page, so none of it is in the home page's JavaScript.
 */
export const SHOP_SETUP_NOTICE = m.shopSetupNotice;

/** The notice, when the answers the home page was rendered from say the shop is incomplete (nothing when a call failed: unknown is not empty). */
export function shopSetupNotice({ site, data }: Pick<HeadContext, 'site' | 'data'>): string | undefined {
  const categories = data(categoriesQuery);
  const designs = data(newArrivalsQuery);
  if (!categories || !designs) return undefined;
  const incomplete = isShopIncomplete({ named: Boolean(site?.name.trim()), hasCategory: categories.length > 0, hasDesign: designs.length > 0 });
  return incomplete ? SHOP_SETUP_NOTICE : undefined;
}
