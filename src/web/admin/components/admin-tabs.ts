/**
 * The dashboard's tabs (spec §2: keys listings, categories, subcategories, religions, confis,
 * banners, users; allListing and listing are handled too) and the screen each one shows: the
 * default export of src/web/admin/{page}/{page}-page.tsx, loaded through admin-pages.ts.
 */
export interface AdminTab {
  key: string;
  label: string;
  page: string;
  /** Not in the sidebar (a stored adminTab may still name it). */
  hidden?: true;
}

export const ADMIN_TABS: readonly AdminTab[] = [
  { key: 'listings', label: 'Item', page: 'listings-admin' },
  { key: 'categories', label: 'Categories', page: 'categories-admin' },
  { key: 'subcategories', label: 'Subcategories', page: 'subcategories-admin' },
  { key: 'religions', label: 'Religions', page: 'religions-admin' },
  { key: 'confis', label: 'Configuration', page: 'site-config-admin' },
  { key: 'banners', label: 'Banners', page: 'banners-admin' },
  { key: 'users', label: 'Users', page: 'users-admin' },
  { key: 'orders', label: 'Orders', page: 'orders-admin' },
  { key: 'customers', label: 'Customers', page: 'customers-admin' },
  { key: 'billing', label: 'Billing', page: 'billing-admin' },
  { key: 'gateway', label: 'Online payment', page: 'gateway-admin' },
  { key: 'printing', label: 'Printing', page: 'printing-admin' },
  { key: 'enquiries', label: 'Enquiries & Quotes', page: 'enquiries-admin' },
  { key: 'activity', label: 'Activity', page: 'activity-admin' },
  { key: 'insights', label: 'Insights', page: 'insights-admin' },
  { key: 'spreadsheet', label: 'Spreadsheet & feeds', page: 'spreadsheet-admin' },
  { key: 'allListing', label: 'All Listings', page: 'all-listings-admin', hidden: true },
  { key: 'listing', label: 'Item', page: 'listings-admin', hidden: true },
];

export const tabFor = (key: string | null | undefined): AdminTab => ADMIN_TABS.find((tab) => tab.key === key) ?? ADMIN_TABS[0]!;

/** The other back-office screens, each on its own route (spec route table). */
export const OTHER_SCREENS: readonly (readonly [label: string, path: string])[] = [
  ['All Listings', '/allListing'],
  ['Gallery Upload', '/upload'],
  ['Add Title', '/addTitle'],
  ['Add Price', '/addPrice'],
  ['Add InstaURL', '/addInsta'],
  ['Add Size', '/addSize'],
  ['Add SEOTitle', '/addSEOT'],
  ['Add SEODes', '/addSEOD'],
  ['Add SEOKeyword', '/addSEOK'],
];
