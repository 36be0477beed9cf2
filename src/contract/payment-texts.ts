/**
 * The advance and payments on a quote (issue 18, items 2 and 3): every text the visitor reads, in one
 * place so the Hindi issue can translate them. Free of zod: the quote page imports it.
 */
/** `gateway`: paid online and confirmed by the payment gateway itself (issue 31), never typed by the owner. */
export const PAYMENT_METHODS = ['upi', 'cash', 'bank', 'card', 'gateway'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** What the owner may record by hand: an online payment is recorded only by the gateway's word (a signed webhook or the gateway's answer). */
export const OWNER_PAYMENT_METHODS = ['upi', 'cash', 'bank', 'card'] as const satisfies readonly PaymentMethod[];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { upi: 'UPI', cash: 'Cash', bank: 'Bank transfer', card: 'Card', gateway: 'Paid online' };

/**
 * Why a payment the gateway confirmed waits for the owner's look (decision 044): the money was taken,
 * so it is recorded whatever the job's state, and flagged instead of refused.
 */
export const PAYMENT_CHECKS = ['amount', 'above-balance', 'cancelled'] as const;
export type PaymentCheck = (typeof PAYMENT_CHECKS)[number];
export const PAYMENT_CHECK_LABELS: Record<PaymentCheck, string> = {
  amount: 'The amount paid is not what the payment link asked for: check it.',
  'above-balance': 'More than the balance was paid: refund the difference, or keep it for the next job.',
  cancelled: 'Paid on a cancelled job: refund it, or take the job up again.',
};

/** A UPI transaction reference (UTR): the 12 digits a UPI app shows after paying. */
export const UTR_PATTERN = /^\d{12}$/;

export const PAYMENT_TEXTS = {
  heading: 'Payment',
  payAdvance: (amount: string) => `Pay advance ${amount}`,
  payBalance: (amount: string) => `Pay balance ${amount}`,
  qrAlt: (amount: string) => `UPI QR code to pay ${amount}`,
  scanHint: 'Scan the QR code with any UPI app (Google Pay, PhonePe, Paytm, BHIM), or open your UPI app on this phone.',
  openApp: 'Open UPI app',
  total: 'Total',
  advance: 'Advance',
  paid: 'Paid',
  balance: 'Balance',
  paidInFull: 'Paid in full. Thank you!',
  utrLabel: 'UTR (12-digit number from your UPI app)',
  utrHint: 'Paid? Type the 12-digit UTR or transaction number your UPI app shows, so the shop can find your payment.',
  sendUtr: 'I have paid',
  utrInvalid: 'The UTR is the 12-digit number your UPI app shows after paying.',
  utrSent: 'Thank you — the shop will confirm',
  utrWaiting: (utr: string) => `You told the shop you paid (UTR ${utr}). The shop will confirm.`,
  noUpi: 'The shop will tell you how to pay the advance.',
  payOnline: (amount: string) => `Pay ${amount} online`,
  payOnlineHint: 'By card, UPI, net banking or wallet, on Razorpay’s secure page.',
  payOnlineOff: 'Online payment is not open on this quote now. Please pay by UPI, or ask the shop.',
  payOnlineFailed: 'Online payment could not be started just now. Please try again in a few minutes, or pay by UPI.',
  payOnlineConfirming: 'Thank you: your online payment went through. It shows here as soon as the payment gateway confirms it to the shop.',
  payOnlineRecorded: 'Your online payment is recorded. Thank you!',
} as const;
