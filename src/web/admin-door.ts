/**
 * The one way a public page reaches admin code: lazily, for a visitor the server has confirmed as an
 * admin. A storefront screen may import this file (the linter allows nothing else of the admin
 * face); the chunk behind it is never part of a public page's download.
 */
export const loadItemEditor = () => import('./admin/components/listing-edit-launcher.tsx');
