/** Hindi of ../en/buy.ts. Prices and numbers stay as written in both languages (₹12,34,567.50). */
import { MAX_QUANTITY } from '../../../../contract/order-rules.ts';

const count = (n: number) => n.toLocaleString('en-IN');

// The item page (/list/{id}).
export const itemNotFound = 'यह आइटम नहीं मिला';
export const itemGone = 'यह आइटम मौजूद नहीं है या हटा दिया गया है।';
export const loadingItem = 'आइटम खुल रहा है';
export const itemNoun = 'आइटम';
export const breadcrumb = 'आप यहाँ हैं';
export const minimumOrderQuantity = 'कम से कम ऑर्डर:';
export const locationLabel = 'जगह:';
export const descriptionHeading = 'विवरण';
export const enquireOnWhatsApp = 'WhatsApp पर पूछें';
export const moreLikeThis = 'ऐसे और डिज़ाइन';

// The quote builder.
export const priceYourOrder = 'अपने ऑर्डर का दाम जानें';
export const quantityLabel = 'कितने पीस';
export const pricePerPieceByQuantity = 'संख्या के हिसाब से एक पीस का दाम';
export const estimatedTotal = 'अनुमानित कुल दाम';
/** The two problems a visitor can make here (the other refusals of estimatePrice cannot come from this form's choices). */
export const estimateProblem = (quantity: number, least: number, error: string): string =>
  !Number.isSafeInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY
    ? `संख्या 1 से ${count(MAX_QUANTITY)} तक का पूरा अंक लिखें।`
    : quantity < least
      ? `कम से कम ${count(least)} पीस का ऑर्डर लिया जाता है।`
      : error;
export const yourTextOnTheCard = 'कार्ड पर छपने वाले शब्द';
export const previewOfYourCard = 'आपके कार्ड की झलक';
export const previewUpdating = 'झलक बदल रही है…';
export const previewFailed = 'झलक नहीं बदल सकी। कृपया थोड़ी देर बाद फिर कोशिश करें।';
export const requestAQuote = 'कोटेशन माँगें';
export const requestQuote = 'कोटेशन भेजें';
export const quoteYourName = 'आपका नाम';
export const phoneLabel = 'फ़ोन नंबर';
export const quoteSaved = 'आपका कोटेशन सहेज लिया गया है।';
export const seeYourQuote = 'अपना कोटेशन देखें';
export const sendOnWhatsApp = 'WhatsApp पर भेजें';
export const quoteSendFailed = 'आपका कोटेशन नहीं भेजा जा सका। कृपया इंटरनेट कनेक्शन जाँचकर फिर कोशिश करें।';
export const quoteSendError = (status: number, server: string): string =>
  status === 400
    ? 'कृपया अपना नाम और सही फ़ोन नंबर (7 से 15 अंक) लिखें, फिर भेजें।'
    : status === 404
      ? 'यह आइटम अब नहीं मिल रहा। कृपया पेज दोबारा खोलें।'
      : status === 429
        ? 'बहुत सारे अनुरोध आए हैं। कृपया कुछ देर बाद फिर कोशिश करें।'
        : server;
