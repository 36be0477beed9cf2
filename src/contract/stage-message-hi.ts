import { formatRupees } from './money.ts';
import type { QuoteStage } from './quote-stages.ts';
import { STAGE_NAMES_HI } from './quote-stage-names-hi.ts';
import type { StageNews, StageWords } from './stage-news.ts';

/**
 * The stage news in Hindi (issue 28, item 3), for a customer who asked in Hindi: the same facts as
 * the English, in the words of the Hindi quote page (its stage names, "दाम", "प्रूफ़"). Prices and
 * numbers as everywhere: ₹4,350.50, Latin digits.
 */
const STAGES = STAGE_NAMES_HI;

const CHANGED: Record<QuoteStage, (n: StageNews) => string> = {
  new: () => 'हमें आपका अनुरोध मिल गया है।',
  quoted: (n) => (n.finalPrice ? `दाम तय हो गया है: ${formatRupees(n.finalPrice)}।` : 'दाम तय हो गया है।'),
  proof_sent: (n) => (n.proofVersion ? `प्रूफ़ ${n.proofVersion} तैयार है।` : 'नया प्रूफ़ तैयार है।'),
  changes_requested: () => 'हमें आपके बताए बदलाव मिल गए हैं।',
  approved: () => 'आपने प्रूफ़ मंज़ूर कर दिया है।',
  in_production: () => 'आपका ऑर्डर छप रहा है।',
  ready: () => 'आपका ऑर्डर ले जाने के लिए तैयार है।',
  dispatched: () => 'आपका ऑर्डर भेज दिया गया है।',
  delivered: () => 'आपका ऑर्डर पहुँच गया है।',
  on_hold: () => 'आपका ऑर्डर अभी रोका गया है।',
  cancelled: () => 'आपका ऑर्डर रद्द कर दिया गया है।',
};

const DUE: Record<QuoteStage, string> = {
  new: 'हम जल्द ही आपको दाम भेजेंगे।',
  quoted: 'कृपया अपने ऑर्डर के पेज पर जानकारी देखकर मंज़ूरी दें।',
  proof_sent: 'कृपया प्रूफ़ देखें और उसे मंज़ूर करें या बदलाव बताएँ।',
  changes_requested: 'हम जल्द ही आपको नया प्रूफ़ भेजेंगे।',
  approved: 'हम जल्द ही छपाई शुरू करेंगे।',
  in_production: 'तैयार होते ही हम आपको बताएँगे।',
  ready: 'कृपया इसे दुकान से ले जाएँ।',
  dispatched: 'यह आपके पास पहुँचने वाला है।',
  delivered: 'ऑर्डर के लिए धन्यवाद!',
  on_hold: 'काम फिर शुरू होते ही हम आपको बताएँगे।',
  cancelled: 'कोई सवाल हो तो कृपया हमें फ़ोन करें।',
};

export const stageWordsHi: StageWords = {
  hello: (name) => (name ? `नमस्ते ${name} जी,` : 'नमस्ते,'),
  order: (order, stage) => (order ? `ऑर्डर ${order} · ${STAGES[stage]}` : `आपका ऑर्डर · ${STAGES[stage]}`),
  changed: (n) => CHANGED[n.stage](n),
  // The server writes the courier's line in English (quote-stages.repository.ts); the owner's words stay as typed.
  note: (stage, note) =>
    stage === 'on_hold' || stage === 'cancelled'
      ? `कारण: ${note}`
      : note.replace(/(^| · )Courier: /, '$1कूरियर: ').replace(/(^| · )Tracking no\.: /, '$1ट्रैकिंग नंबर: '),
  due: (stage) => DUE[stage],
  page: (url) => `आपके ऑर्डर का पेज: ${url}`,
};
