import { formatRupees } from './money.ts';
import { explainEstimate } from './price-estimate.ts';
import type { PublicQuote } from './quotes.ts';

/**
 * wa.me links to the shop's configured phone. Indian numbers are often saved without the country
 * code ("98765 43210", "098765 43210"); WhatsApp needs it, so a 10-digit number gets 91.
 */
export function whatsappNumber(phone: string | null | undefined): string | null {
  let digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length === 10) digits = `91${digits}`;
  return digits.length >= 11 && digits.length <= 15 ? digits : null;
}

/** A chat link carrying a prefilled message; without a usable phone, a link that lets the visitor pick the chat. */
export function whatsappLink(phone: string | null | undefined, message: string): string {
  const number = whatsappNumber(phone);
  const text = encodeURIComponent(message);
  return number ? `https://wa.me/${number}?text=${text}` : `https://wa.me/?text=${text}`;
}

/**
 * The words of the messages a visitor sends the shop, in the visitor's language (issue 19). English
 * is here; Hindi is whatsappHi in whatsapp-hi.ts, which a caller passes in, so the English pages'
 * bundle never carries it. Prices and numbers stay as written everywhere: ₹12,34,567.50.
 */
export interface WhatsappLabels {
  lang: 'en' | 'hi';
  /** First line of the item page's "Enquire on WhatsApp". */
  enquiryHello: string;
  /** First line of a quote request. */
  quoteHello: string;
  item: string;
  price: string;
  quantity: string;
  orderNo: string;
  estimate: string;
  /** Before the quote page's link. */
  quotePage: string;
}

export const whatsappEn: WhatsappLabels = {
  lang: 'en',
  enquiryHello: 'Hello, I would like to enquire about this item:',
  quoteHello: 'Hello, I would like a quote:',
  item: 'Item',
  price: 'Price',
  quantity: 'Quantity',
  orderNo: 'Order no.',
  estimate: 'Estimate',
  quotePage: 'Quote',
};

/** "Enquire on WhatsApp" of an item: its title (in the visitor's language), price shown, quantity and link. */
export function enquiryText(item: { title: string; price: string; quantity: number; url: string }, labels: WhatsappLabels = whatsappEn): string {
  return [labels.enquiryHello, item.title, `${labels.price}: ${formatRupees(item.price)}`, `${labels.quantity}: ${item.quantity}`, item.url].join('\n');
}

/** What a quote is made of, as lines: the same for the visitor's request and the owner's answer. */
export type QuoteSummary = Pick<PublicQuote, 'listingTitle' | 'quantity' | 'choices' | 'texts' | 'estimate'>;

export function summaryLines(q: QuoteSummary, labels: WhatsappLabels = whatsappEn): string[] {
  const lines = [`${labels.item}: ${q.listingTitle}`, `${labels.quantity}: ${q.quantity}`];
  for (const [name, label] of Object.entries(q.choices)) lines.push(`${name}: ${label}`);
  for (const t of q.texts) if (t.text.trim()) lines.push(`${t.label}: ${t.text}`);
  lines.push(`${labels.estimate}: ${explainEstimate({ quantity: q.quantity, ...q.estimate })}`);
  return lines;
}

/** The visitor's quote request to the shop: what they want, the estimate, and the page where the answer will be. */
export function quoteRequestText(quote: QuoteSummary & Pick<PublicQuote, 'orderNumber'>, pageUrl: string, labels: WhatsappLabels = whatsappEn): string {
  const order = quote.orderNumber ? [`${labels.orderNo}: ${quote.orderNumber}`] : [];
  return [labels.quoteHello, ...order, ...summaryLines(quote, labels), `${labels.quotePage}: ${pageUrl}`].join('\n');
}
