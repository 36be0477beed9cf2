/** Hindi of ../en/buy-quote.ts. Prices and numbers stay as written in both languages (₹12,34,567.50). */
import type { ProofStatus } from '../../../../contract/proof-texts.ts';
import type { QuoteStage } from '../../../../contract/quote-stages.ts';
import { STAGE_NAMES_HI } from '../../../../contract/quote-stage-names-hi.ts';
import type { QuoteCall } from '../en/buy-quote.ts';

// The customer's quote page (/quote/{token}).
export const yourQuote = 'आपका कोटेशन';
export const quoteNoun = 'कोटेशन';
export const loadingQuote = 'कोटेशन खुल रहा है';
export const quoteNotFound = 'कोटेशन नहीं मिला';
export const tooManyWrongLinks = 'बहुत सारे गलत लिंक';
export const quoteMissing = 'यह कोटेशन मौजूद नहीं है। कृपया आपको भेजा गया लिंक जाँचें।';
export const quoteLinksBlocked = 'आपके नेटवर्क से बहुत सारे गलत कोटेशन लिंक खोले गए। कृपया कुछ मिनट रुककर आपको भेजा गया लिंक फिर से खोलें।';
export const orderNumber = 'ऑर्डर नंबर';
export const stageLabel = 'स्थिति';
export const estimateLabel = 'अनुमान';
export const stageName = (stage: QuoteStage): string => STAGE_NAMES_HI[stage] ?? stage;
export const shopWillAnswer = 'दुकान जल्द ही अंतिम दाम बताएगी।';
export const shopsAnswer = 'दुकान का जवाब';
export const finalPrice = (price: string) => `अंतिम दाम: ${price}`;
export const timeline = 'अब तक क्या हुआ';
/**
 * The server writes a step's note in English from fixed patterns (quote-proofs.repository.ts,
 * quote-stages.repository.ts): those words are said in Hindi; the owner's reason, courier and
 * tracking number stay as typed.
 */
export const timelineNote = (note: string): string =>
  `${note}`
    .replace(/^Proof (\d+)( approved)?$/, (_, version: string, approved?: string) => `प्रूफ़ ${version}${approved ? ' मंज़ूर' : ''}`)
    .replace(/(^| · )Courier: /, '$1कूरियर: ')
    .replace(/(^| · )Tracking no\.: /, '$1ट्रैकिंग नंबर: ');

// Proofs.
export const proofVersion = (v: number) => `प्रूफ़ ${v}`;
export const proofNewest = 'सबसे नया';
export const proofPrevious = 'पिछला प्रूफ़';
export const proofNext = 'अगला प्रूफ़';
const PROOF_STATUS: Record<ProofStatus, string> = { pending: 'आपके जवाब का इंतज़ार', changes: 'बदलाव माँगे गए', approved: 'मंज़ूर' };
export const proofStatus = (status: ProofStatus): string => PROOF_STATUS[status] ?? status;
export const proofShopTurn = 'दुकान के जवाब का इंतज़ार';
export const proofReplacedBy = (v: number) => `इसकी जगह प्रूफ़ ${v} आ गया`;
export const proofAttachment = 'PDF डाउनलोड करें';
export const proofRequestChanges = 'बदलाव माँगें';
export const proofComment = 'क्या बदलना है?';
export const proofPinHint = 'जगह बताने के लिए प्रूफ़ पर टैप करें (ज़रूरी नहीं)।';
export const proofPinSet = 'निशान लग गया। उसे खिसकाने के लिए प्रूफ़ पर फिर से टैप करें।';
export const proofSendChanges = 'बदलाव का अनुरोध भेजें';
export const proofApprove = 'छपाई के लिए मंज़ूरी दें';
/** `when` is formatTime's "12 फ़रवरी 2027 को 11:05 बजे". */
export const proofApprovedOn = (when: string, version: number) => `प्रूफ़ ${version} मंज़ूर हुआ — ${when}`;
export const proofYourComments = 'आपकी टिप्पणियाँ';
export const proofCommentRequired = 'कृपया लिखें कि क्या बदलना है।';
export const approvalWording = 'मैंने नाम, तारीख़ें, वर्तनी और नंबर जाँच लिए हैं';
/**
 * The server records the English wording (APPROVAL_WORDING) for an approval given on either page;
 * the Hindi box is its translation, so a Hindi page shows that wording in Hindi, and any other
 * recorded wording as it was recorded (a caller marks it lang="en").
 */
export const recordedWording = (recorded: string): string =>
  recorded === 'I have checked the names, dates, spellings and numbers' ? approvalWording : recorded;
export const filesHeading = 'आपकी फ़ोटो और लोगो';
export const filesHint = 'काम के लिए फ़ोटो या लोगो जोड़ें (JPEG, PNG या WebP; 10 फ़ाइलें तक, हर एक 10 MB तक)।';
export const addFile = 'फ़ोटो जोड़ें';

// Payment and bill.
export const payHeading = 'भुगतान';
export const payAdvance = (amount: string) => `एडवांस ${amount} चुकाएँ`;
export const payBalance = (amount: string) => `बाक़ी ${amount} चुकाएँ`;
export const payQrAlt = (amount: string) => `${amount} चुकाने के लिए UPI QR कोड`;
export const payScanHint = 'किसी भी UPI ऐप (Google Pay, PhonePe, Paytm, BHIM) से QR कोड स्कैन करें, या इसी फ़ोन पर अपना UPI ऐप खोलें।';
export const payOpenApp = 'UPI ऐप खोलें';
export const payTotal = 'कुल';
export const payAdvanceTerm = 'एडवांस';
export const payPaid = 'चुकाया';
export const payBalanceTerm = 'बाक़ी';
export const paidInFull = 'पूरा भुगतान हो गया। धन्यवाद!';
export const utrLabel = 'UTR (आपके UPI ऐप में दिखने वाला 12 अंकों का नंबर)';
export const utrHint = 'भुगतान कर दिया? अपने UPI ऐप में दिखने वाला 12 अंकों का UTR या ट्रांज़ैक्शन नंबर लिखें, ताकि दुकान आपका भुगतान ढूँढ सके।';
export const sendUtr = 'मैंने भुगतान कर दिया';
export const utrInvalid = 'UTR वह 12 अंकों का नंबर है जो भुगतान के बाद आपका UPI ऐप दिखाता है।';
export const utrWaiting = (utr: string) => `आपने दुकान को बताया कि भुगतान हो गया है (UTR ${utr})। दुकान पुष्टि करेगी।`;
export const payNoUpi = 'एडवांस कैसे चुकाना है, यह दुकान आपको बताएगी।';
export const payOnline = (amount: string) => `${amount} ऑनलाइन चुकाएँ`;
export const payOnlineHint = 'कार्ड, UPI, नेट बैंकिंग या वॉलेट से, भुगतान कंपनी के सुरक्षित पेज पर।';
export const payOnlineOff = 'इस कोटेशन पर अभी ऑनलाइन भुगतान नहीं हो सकता। कृपया UPI से चुकाएँ, या दुकान से पूछें।';
export const payOnlineFailed = 'ऑनलाइन भुगतान अभी शुरू नहीं हो सका। कृपया कुछ मिनट बाद फिर कोशिश करें, या UPI से चुकाएँ।';
export const payOnlineConfirming = 'धन्यवाद: आपका ऑनलाइन भुगतान हो गया। भुगतान कंपनी के दुकान को पुष्टि करते ही यह यहाँ दिखेगा।';
export const payOnlineRecorded = 'आपका ऑनलाइन भुगतान दर्ज हो गया। धन्यवाद!';
export const downloadBill = 'बिल डाउनलोड करें';
export const billNumber = (number: string) => `बिल ${number} (PDF)`;

// The answers to the visitor's writes on the quote page.
export const quoteWriteFailed = 'भेजा नहीं जा सका। कृपया इंटरनेट कनेक्शन जाँचकर फिर कोशिश करें।';
const THANKS: Record<QuoteCall, string> = {
  approve: 'प्रूफ़ मंज़ूर हो गया। धन्यवाद!',
  changes: 'धन्यवाद। दुकान नया प्रूफ़ भेजेगी।',
  files: 'फ़ाइल जुड़ गई।',
  utr: 'धन्यवाद — दुकान पुष्टि करेगी',
};
export const quoteWriteThanks = (call: QuoteCall, server: string): string => THANKS[call] ?? server;
/** What went wrong, per call: 400 bad input, 404 a link gone, 409 not possible now, 413 too large, 415 not an image, 429 too many. */
const REFUSALS: Record<QuoteCall, Partial<Record<number, string>>> = {
  approve: {
    400: `कृपया बॉक्स पर सही का निशान लगाएँ: ${approvalWording}।`,
    409: 'इस प्रूफ़ पर अभी मंज़ूरी नहीं दी जा सकती। पेज दोबारा खोलकर सबसे नया प्रूफ़ देखें।',
  },
  changes: {
    400: 'कृपया लिखें कि क्या बदलना है (1,000 अक्षरों तक)।',
    409: 'इस प्रूफ़ पर अभी बदलाव नहीं माँगे जा सकते। पेज दोबारा खोलकर सबसे नया प्रूफ़ देखें।',
  },
  files: {
    400: 'कृपया JPEG, PNG या WebP फ़ोटो चुनें।',
    409: 'इस कोटेशन में अब और फ़ाइलें नहीं जोड़ी जा सकतीं (10 तक)।',
    413: 'हर फ़ाइल ज़्यादा से ज़्यादा 10 MB की हो सकती है।',
    415: 'कृपया JPEG, PNG या WebP फ़ोटो चुनें।',
  },
  utr: {
    400: utrInvalid,
    409: 'इस कोटेशन पर अभी भुगतान नहीं लिया जा रहा है।',
  },
};
/** The server's PROOF_TEXTS.priceChanged ("The price has changed to ₹99,999. …"): the new price, said in Hindi. */
const PRICE_CHANGED = /^The price has changed to (₹[\d,]+(?:\.\d+)?)\. /;
const priceChanged = (price: string) => `दाम बदलकर ${price} हो गया है। कृपया नया दाम जाँचकर फिर से मंज़ूरी दें।`;
export const quoteWriteError = (call: QuoteCall, status: number, server: string): string => {
  const changed = call === 'approve' && status === 409 ? PRICE_CHANGED.exec(server) : null;
  if (changed) return priceChanged(changed[1]!);
  return REFUSALS[call]?.[status] ?? (status === 404 ? quoteMissing : status === 429 ? 'बहुत सारी कोशिशें हुईं। कृपया कुछ मिनट बाद फिर कोशिश करें।' : server);
};
