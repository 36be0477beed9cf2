/**
 * The advance and payments on a quote (issue 18, items 2 and 3): every text the visitor reads, in one
 * place so the Hindi issue can translate them. Free of zod: the quote page imports it.
 */
export const PAYMENT_METHODS = ['upi', 'cash', 'bank', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { upi: 'UPI', cash: 'Cash', bank: 'Bank transfer', card: 'Card' };

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
} as const;
