/**
 * Texts the server renders around the pages: titles, descriptions, structured data, the setup notice
 * (see ../en.ts). Only the pages' `*.server.ts` heads and the renderer read most of these, so they
 * cost the browser's JavaScript nothing; DEFAULT_SHOP_NAME (lib/site.ts) is also shown by pages.
 */

/** Shown where the shop has no configuration yet (the header's name stays empty, as the spec says). */
export const defaultShopName = 'Print Shop';
export const defaultDescription = 'Custom wedding and occasion invitation cards, trophies, ID cards and more, made to order.';
/** What a category page's description says the designs are by, when the shop has no name. */
export const ourShop = 'our shop';
/** The home page, written by the server above the page while the shop is incomplete (spec wording). */
export const shopSetupNotice = 'This shop is being set up. Please visit again soon.';

// Pages' titles ("Contact Us | SK Cards"), as the spec names them.
export const titleContactUs = 'Contact Us';
export const titleProfile = 'Profile';
export const titleAllCategories = 'All Categories';
export const titleStories = 'Stories';
export const titleGallery = 'Gallery';
export const titleDesigns = 'Designs';
export const titleSocialMedia = 'Social Media';
export const titleWeddingCards = 'Wedding Cards';
export const titleYourQuote = 'Your quote';
export const titlePageNotFound = 'Page not found';
export const titleCategoryNotFound = 'Category not found';
export const titleItemNotFound = 'Item not found';

// Descriptions (search results, link previews in chats).
/** The end of a description naming the first categories, listed ("Browse Wedding Cards, Trophies."). */
export const browseNames = (names: string) => `Browse ${names}.`;
export const allCategoriesIntro = 'Every kind of card and print we make: wedding and occasion invitations, trophies, ID cards and more.';
/** A category page's description; `subcategories` listed ("Hindu, Jain") or ''. */
export const categoryDescription = (designs: number, category: string, shop: string, subcategories: string) =>
  `${category} by ${shop}${subcategories ? `: ${subcategories}` : ''}. ${designs} design${designs === 1 ? '' : 's'} to choose from.`;
export const storiesDescription = (shop: string) => `Our latest designs, one after another${shop ? `, from ${shop}` : ''}.`;
export const galleryDescription = (shop: string) => `Wedding, birthday, vastu and opening card designs${shop ? ` by ${shop}` : ''}.`;
export const contactDescription = (shop: string) =>
  shop
    ? `Contact ${shop}: phone, email, address, WhatsApp, or send a message from this page.`
    : 'Phone, email, address, WhatsApp, or send a message from this page.';
export const feedDescription = (shop: string) => (shop ? `The latest designs from ${shop}.` : 'The latest designs.');
export const socialMediaDescription = (shop: string) => `Follow ${shop || 'the shop'} on Facebook, Instagram, Twitter and LinkedIn.`;
export const weddingCardsDescription = 'Elegant Wedding Cards. Discover & customize premium designs for your big day.';
/** The start of an item's description: its price ("₹1,200"), and the minimum order when above one, as a sentence. */
export const priceSummary = (price: string, minimumOrder: number) => `${price}${minimumOrder > 1 ? `, minimum order ${minimumOrder}` : ''}.`;
