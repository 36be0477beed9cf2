/** The back office's listing form, shared by the listing screens (and any later item form). */
export { ListingFormDialog } from './listing-form-dialog.tsx';
export { useLoadErrorToast, useRenameListing } from './listing-queries.ts';
export { useListingPages } from './listing-pages.ts';
export { ListingPagesTable } from './listing-pages-table.tsx';
export { FILL_ALL_FIELDS } from './listing-values.ts';
export { priceText } from './price-text.ts';
export { ListingThumbnail } from './listing-thumbnail.tsx';
export { DeleteListingDialog } from './delete-listing-dialog.tsx';
