import type { QuoteStage } from './quote-stages.ts';
import type { Lang } from './translations.ts';

/**
 * What the stage news (stage-message.ts) is told, and the sentences each language says it in: its
 * own file, as the English (stage-message.ts) and the Hindi (stage-message-hi.ts) both use them.
 */
export interface StageNews {
  /** The customer's name. */
  name: string;
  orderNumber: string | null;
  stage: QuoteStage;
  /** The step's note: the reason (on hold, cancelled), or the courier and tracking number (dispatched). */
  note?: string | null;
  /** With `proof_sent`: which proof (2, 3, …) is ready. */
  proofVersion?: number;
  /** With `quoted`: the final price. */
  finalPrice?: string | null;
  /** The quote page's full address (in the customer's language: /hi/quote/… for Hindi). */
  pageUrl: string;
  /** The customer's language (the quote's); English when absent. */
  lang?: Lang;
}

/** Every sentence of the news, in one language. */
export interface StageWords {
  hello: (name: string) => string;
  order: (order: string, stage: QuoteStage) => string;
  changed: (news: StageNews) => string;
  note: (stage: QuoteStage, note: string) => string;
  due: (stage: QuoteStage) => string;
  page: (url: string) => string;
}
