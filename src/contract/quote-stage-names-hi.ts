import type { QuoteStage } from './quote-stages.ts';

/** The stage names a Hindi customer reads: on their quote page and in the shop's messages to them, the same words. */
export const STAGE_NAMES_HI: Record<QuoteStage, string> = {
  new: 'नया',
  quoted: 'दाम बताया गया',
  proof_sent: 'प्रूफ़ भेजा गया',
  changes_requested: 'बदलाव माँगे गए',
  approved: 'मंज़ूर',
  in_production: 'छपाई चल रही है',
  ready: 'ले जाने के लिए तैयार',
  dispatched: 'भेज दिया गया',
  delivered: 'पहुँच गया',
  on_hold: 'रुका हुआ',
  cancelled: 'रद्द',
};
