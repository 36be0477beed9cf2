import type { WhatsappLabels } from './whatsapp.ts';

/**
 * The messages to the shop in Hindi (issue 19), for the builders of whatsapp.ts. Its own module, so
 * only the Hindi pages load it. Latin digits and ₹ as everywhere else: the owner reads both alike.
 */
export const whatsappHi: WhatsappLabels = {
  lang: 'hi',
  enquiryHello: 'नमस्ते, मुझे इस आइटम के बारे में जानकारी चाहिए:',
  quoteHello: 'नमस्ते, मुझे इसका कोटेशन चाहिए:',
  item: 'आइटम',
  price: 'कीमत',
  quantity: 'मात्रा',
  orderNo: 'ऑर्डर नंबर',
  estimate: 'अनुमानित कीमत',
  quotePage: 'कोटेशन',
};
