/**
 * The customer's quote page (/quote/{token}): stages, proofs, payment, bill, the answers to the
 * visitor's writes. Texts the server also writes keep their English in src/contract (quote-stages.ts,
 * proof-texts.ts, payment-texts.ts, invoice-texts.ts); the stages' names are taken from there, the
 * others written out here word for word (buy-texts.test.ts keeps them equal). Hindi pages show
 * hi/buy-quote.ts's.
 */
import type { ProofStatus } from '../../../../contract/proof-texts.ts';
import { QUOTE_STAGE_LABELS, type QuoteStage } from '../../../../contract/quote-stages.ts';

/** A visitor's write on their quote page (the call's path under /api/quotes/{token}/). */
export type QuoteCall = 'approve' | 'changes' | 'files' | 'utr';

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
/** The contract's own names (zod-free: a few hundred bytes on the page); Hindi pages show hi/buy-quote.ts's. */
export const stageName = (stage: QuoteStage): string => QUOTE_STAGE_LABELS[stage] ?? stage;
export const shopWillAnswer = 'The shop will answer with the final price soon.';
export const shopsAnswer = "The shop's answer";
export const finalPrice = (price: string) => `Final price: ${price}`;
export const timeline = 'Timeline';
/** A step's note as the server wrote it ("Proof 2", "Courier: … · Tracking no.: …", or the owner's reason). */
export const timelineNote = (note: string): string => note;

// Proofs (the contract's PROOF_TEXTS, word for word: buy-texts.test.ts keeps them equal). Written out
// rather than imported: the contract's modules would then sit in every page's bundle, "/" included.
export const proofVersion = (v: number) => `Proof ${v}`;
export const proofNewest = 'newest';
export const proofPrevious = 'Previous proof';
export const proofNext = 'Next proof';
const PROOF_STATUS: Record<ProofStatus, string> = { pending: 'Waiting for your answer', changes: 'Changes requested', approved: 'Approved' };
export const proofStatus = (status: ProofStatus): string => PROOF_STATUS[status] ?? status;
export const proofShopTurn = 'Waiting for the shop';
export const proofReplacedBy = (v: number) => `Replaced by proof ${v}`;
export const proofAttachment = 'Download the PDF';
export const proofRequestChanges = 'Request changes';
export const proofComment = 'What should change?';
export const proofPinHint = 'Tap the proof to point at the place (optional).';
export const proofPinSet = 'Pin set. Tap the proof again to move it.';
export const proofSendChanges = 'Send change request';
export const proofApprove = 'Approve for printing';
export const proofApprovedOn = (when: string, version: number) => `Proof ${version} approved on ${when}`;
export const proofYourComments = 'Your comments';
export const proofCommentRequired = 'Please write what should change.';
/** The box the customer ticks; the server records this English wording whichever page it was ticked on. */
export const approvalWording = 'I have checked the names, dates, spellings and numbers';
/** The recorded wording of an approval as shown: English shows it as recorded. */
export const recordedWording = (recorded: string): string => recorded;
export const filesHeading = 'Your photos and logos';
export const filesHint = 'Attach photos or logos for the job (JPEG, PNG or WebP, up to 10 files of 10 MB each).';
export const addFile = 'Attach a photo';

// Payment and bill (the contract's PAYMENT_TEXTS and BILL_TEXTS, word for word, as above).
export const payHeading = 'Payment';
export const payAdvance = (amount: string) => `Pay advance ${amount}`;
export const payBalance = (amount: string) => `Pay balance ${amount}`;
export const payQrAlt = (amount: string) => `UPI QR code to pay ${amount}`;
export const payScanHint = 'Scan the QR code with any UPI app (Google Pay, PhonePe, Paytm, BHIM), or open your UPI app on this phone.';
export const payOpenApp = 'Open UPI app';
export const payTotal = 'Total';
export const payAdvanceTerm = 'Advance';
export const payPaid = 'Paid';
export const payBalanceTerm = 'Balance';
export const paidInFull = 'Paid in full. Thank you!';
export const utrLabel = 'UTR (12-digit number from your UPI app)';
export const utrHint = 'Paid? Type the 12-digit UTR or transaction number your UPI app shows, so the shop can find your payment.';
export const sendUtr = 'I have paid';
export const utrInvalid = 'The UTR is the 12-digit number your UPI app shows after paying.';
export const utrWaiting = (utr: string) => `You told the shop you paid (UTR ${utr}). The shop will confirm.`;
export const payNoUpi = 'The shop will tell you how to pay the advance.';
export const payOnline = (amount: string) => `Pay ${amount} online`;
export const payOnlineHint = 'By card, UPI, net banking or wallet, on Razorpay’s secure page.';
export const payOnlineOff = 'Online payment is not open on this quote now. Please pay by UPI, or ask the shop.';
export const payOnlineFailed = 'Online payment could not be started just now. Please try again in a few minutes, or pay by UPI.';
export const payOnlineConfirming = 'Thank you: your online payment went through. It shows here as soon as the payment gateway confirms it to the shop.';
export const payOnlineRecorded = 'Your online payment is recorded. Thank you!';
export const downloadBill = 'Download bill';
export const billNumber = (number: string) => `Bill ${number} (PDF)`;

// The answers to the visitor's writes on the quote page.
/** A write that never got an answer (offline, server down). */
export const quoteWriteFailed = 'It could not be sent. Please check your connection and try again.';
/** The thank-you of a write: English shows the server's own. */
export const quoteWriteThanks = (_call: QuoteCall, server: string): string => server;
/** A refusal (4xx) of a write: English shows the server's own message. */
export const quoteWriteError = (_call: QuoteCall, _status: number, server: string): string => server;
