/**
 * Pricing, quoting and the quote page: item page, quote builder, proofs, payments, bills (see ../en.ts).
 * Texts the server also writes (stages, proofs, payments, bills, the estimate's rules) keep their one
 * English wording in src/contract: English pages show it from there, Hindi pages show hi/buy.ts's.
 */
import { BILL_TEXTS } from '../../../../contract/invoice-texts.ts';
import { PAYMENT_TEXTS as P } from '../../../../contract/payment-texts.ts';
import { APPROVAL_WORDING, PROOF_TEXTS as T, type ProofStatus } from '../../../../contract/proof-texts.ts';
import { QUOTE_STAGE_LABELS, type QuoteStage } from '../../../../contract/quote-stages.ts';

/** A visitor's write on their quote page (the call's path under /api/quotes/{token}/). */
export type QuoteCall = 'approve' | 'changes' | 'files' | 'utr';

// The item page (/list/{id}).
export const itemNotFound = 'Item not found';
export const itemGone = 'This item does not exist or has been removed.';
export const browseAllCategories = 'Browse all categories';
export const loadingItem = 'Loading item';
/** What LoadFailed says could not be loaded ("Failed to load this item."). */
export const itemNoun = 'item';
export const breadcrumb = 'Breadcrumb';
export const minimumOrderQuantity = 'Minimum order quantity:';
export const locationLabel = 'Location:';
export const descriptionHeading = 'Description';
export const noDescription = 'No description available. Please update this text.';
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
export const yourName = 'Your name';
export const phoneLabel = 'Phone';
export const quoteSaved = 'Your quote is saved.';
export const seeYourQuote = 'See your quote';
export const sendOnWhatsApp = 'Send on WhatsApp';
/** Shown when the request never got an answer (offline, server down). */
export const quoteSendFailed = 'Your quote could not be sent. Please check your connection and try again.';
/** A refusal of POST /api/quotes (4xx): English shows the server's own message. */
export const quoteSendError = (_status: number, server: string): string => server;

// The customer's quote page (/quote/{token}).
export const yourQuote = 'Your quote';
export const quoteNoun = 'quote';
export const loadingQuote = 'Loading quote';
export const quoteNotFound = 'Quote not found';
export const tooManyWrongLinks = 'Too many wrong links';
export const quoteMissing = 'This quote does not exist. Please check the link you were sent.';
export const quoteLinksBlocked = 'Too many wrong quote links were tried from your network. Please wait a few minutes, then open the link you were sent again.';
export const orderNumber = 'Order number';
export const stageLabel = 'Stage';
export const estimateLabel = 'Estimate';
export const stageName = (stage: QuoteStage): string => QUOTE_STAGE_LABELS[stage];
export const shopWillAnswer = 'The shop will answer with the final price soon.';
export const shopsAnswer = "The shop's answer";
export const finalPrice = (price: string) => `Final price: ${price}`;
export const timeline = 'Timeline';
/** A step's note as the server wrote it ("Proof 2", "Courier: … · Tracking no.: …", or the owner's reason). */
export const timelineNote = (note: string): string => note;

// Proofs.
export const proofVersion = T.version;
export const proofNewest = T.newest;
export const proofPrevious = T.previous;
export const proofNext = T.next;
export const proofStatus = (status: ProofStatus): string => T.status[status];
export const proofAttachment = T.attachment;
export const proofRequestChanges = T.requestChanges;
export const proofComment = T.comment;
export const proofPinHint = T.pinHint;
export const proofPinSet = T.pinSet;
export const proofSendChanges = T.sendChanges;
export const proofApprove = T.approve;
export const proofApprovedOn = T.approvedOn;
export const proofYourComments = T.yourComments;
export const proofCommentRequired = T.commentRequired;
/** The box the customer ticks; the server records the contract's English wording (decision in docs/decisions). */
export const approvalWording = APPROVAL_WORDING;
/** The recorded wording of an approval as shown: English shows it as recorded. */
export const recordedWording = (recorded: string): string => recorded;
export const filesHeading = T.filesHeading;
export const filesHint = T.filesHint;
export const addFile = T.addFile;

// Payment and bill.
export const payHeading = P.heading;
export const payAdvance = P.payAdvance;
export const payBalance = P.payBalance;
export const payQrAlt = P.qrAlt;
export const payScanHint = P.scanHint;
export const payOpenApp = P.openApp;
export const payTotal = P.total;
export const payAdvanceTerm = P.advance;
export const payPaid = P.paid;
export const payBalanceTerm = P.balance;
export const paidInFull = P.paidInFull;
export const utrLabel = P.utrLabel;
export const utrHint = P.utrHint;
export const sendUtr = P.sendUtr;
export const utrInvalid = P.utrInvalid;
export const utrWaiting = P.utrWaiting;
export const payNoUpi = P.noUpi;
export const downloadBill = BILL_TEXTS.download;
export const billNumber = BILL_TEXTS.number;

// The answers to the visitor's writes on the quote page.
/** A write that never got an answer (offline, server down). */
export const quoteWriteFailed = T.sendFailed;
/** The thank-you of a write: English shows the server's own. */
export const quoteWriteThanks = (_call: QuoteCall, server: string): string => server;
/** A refusal (4xx) of a write: English shows the server's own message. */
export const quoteWriteError = (_call: QuoteCall, _status: number, server: string): string => server;
