/** The back office's listing form, shared by the listing screens (and any later item form). */
export { ListingForm, type ListingFormProps, type ListingFormStatus } from './listing-form.tsx';
export { ListingFormDialog, type ListingFormDialogProps } from './listing-form-dialog.tsx';
export { ADMIN_LISTINGS_KEY, LOAD_ERROR, listingChanged, useAdminListings, useDeleteListing, useListingsChanged, useLoadErrorToast, useRenameListing } from './listing-queries.ts';
export { checkValues, EMPTY_VALUES, FILL_ALL_FIELDS, listingFormData, valuesOf, type ListingValues } from './listing-values.ts';
export { priceText, wholeNumberText } from './price-text.ts';
export { ListingThumbnail, type ListingThumbnailProps } from './listing-thumbnail.tsx';
export { DeleteListingDialog, type DeleteListingDialogProps } from './delete-listing-dialog.tsx';
