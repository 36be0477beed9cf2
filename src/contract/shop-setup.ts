/**
 * What a shop needs before visitors can see anything (issue 17, item 7): a name, a category and a
 * design. The dashboard's setup checklist and the storefront's "being set up" notice read the same
 * rule. Free of zod: the storefront's server code reads it too.
 */
export interface ShopSetup {
  /** The shop's configuration has a name (the header and footer show it). */
  named: boolean;
  hasCategory: boolean;
  hasDesign: boolean;
}

export const isShopIncomplete = (setup: ShopSetup): boolean => !setup.named || !setup.hasCategory || !setup.hasDesign;
