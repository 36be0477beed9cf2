/**
 * Pricing and quoting: the item page and its quote builder (see ../en.ts); the customer's quote page
 * is buy-quote.ts (its own file, so the item page's chunk does not carry the quote page's texts).
 * The estimate's rules keep their English wording in src/contract (price-estimate.ts), which the server
 * writes too: English pages show the contract's message, Hindi pages hi/buy.ts's.
 */

// The item page (/list/{id}).
export const itemNotFound = 'Item not found';
export const itemGone = 'This item does not exist or has been removed.';
export const loadingItem = 'Loading item';
/** What LoadFailed says could not be loaded ("Failed to load this item."). */
export const itemNoun = 'item';
export const breadcrumb = 'Breadcrumb';
export const minimumOrderQuantity = 'Minimum order quantity:';
export const locationLabel = 'Location:';
export const descriptionHeading = 'Description';
export const enquireOnWhatsApp = 'Enquire on WhatsApp';
export const moreLikeThis = 'More like this';

// The quote builder.
export const priceYourOrder = 'Price your order';
export const quantityLabel = 'Quantity';
export const pricePerPieceByQuantity = 'Price per piece by quantity';
export const estimatedTotal = 'Estimated total';
/** Why the order cannot be priced: English shows the contract's own message (estimatePrice). */
export const estimateProblem = (_quantity: number, _least: number, error: string): string => error;
export const yourTextOnTheCard = 'Your text on the card';
export const previewOfYourCard = 'Preview of your card';
export const previewUpdating = 'Updating the preview…';
export const previewFailed = 'The preview could not be updated. Please try again in a moment.';
export const requestAQuote = 'Request a quote';
export const requestQuote = 'Request quote';
export const quoteYourName = 'Your name';
export const phoneLabel = 'Phone';
export const quoteSaved = 'Your quote is saved.';
export const seeYourQuote = 'See your quote';
export const sendOnWhatsApp = 'Send on WhatsApp';
/** Shown when the request never got an answer (offline, server down). */
export const quoteSendFailed = 'Your quote could not be sent. Please check your connection and try again.';
/** A refusal of POST /api/quotes (4xx): English shows the server's own message. */
export const quoteSendError = (_status: number, server: string): string => server;
