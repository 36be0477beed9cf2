import { whatsappLink, whatsappNumber } from '../../../contract/whatsapp.ts';

/** Something that looks like a phone number: a run of digits, spaces, dashes, dots and brackets, maybe after a +. */
const CANDIDATE = /\+?\d[\d\s().-]{7,18}\d/g;

/**
 * The first phone number written in a message (enquiries carry only an email; people often add
 * their mobile to the text). Only numbers WhatsApp could use count (10 digits, or with a country code).
 */
export function findPhone(text: string): string | null {
  for (const match of text.matchAll(CANDIDATE)) {
    const candidate = match[0].trim();
    if (whatsappNumber(candidate)) return candidate;
  }
  return null;
}

/** "Reply by email": the visitor's address with a "Re: your enquiry" subject. */
export const replyMailto = (email: string) => `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent('Re: your enquiry')}`;

/** "Reply on WhatsApp" to the number in the message, greeting the visitor by name; null without a number. */
export function replyWhatsapp(name: string, message: string): string | null {
  const phone = findPhone(message);
  return phone ? whatsappLink(phone, `Hello ${name}, thank you for your enquiry.`) : null;
}
