/** Shown where the shop has no configuration yet (header name stays empty, as the spec says). */
export const DEFAULT_SHOP_NAME = 'Print Shop';
export const DEFAULT_DESCRIPTION = 'Custom wedding and occasion invitation cards, trophies, ID cards and more, made to order.';

/** "Page | Shop", or just the shop's name. */
export const pageTitle = (page: string, shop: string | undefined): string => {
  const name = shop || DEFAULT_SHOP_NAME;
  return page ? `${page} | ${name}` : name;
};
