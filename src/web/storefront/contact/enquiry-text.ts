import type { ENQUIRY_MAX, ENQUIRY_MESSAGES } from '../../../contract/enquiries.ts';
import * as m from '../i18n/messages.ts';

type Known = { messages: typeof ENQUIRY_MESSAGES; max: typeof ENQUIRY_MAX };

/**
 * The server's answer to an enquiry (English, contract ENQUIRY_MESSAGES) in the page's language. The
 * contract comes in from the caller, already loaded on demand: the page itself does not carry zod.
 * A text the storefront does not know is shown as the server wrote it.
 */
export function enquiryText(text: string, { messages, max }: Known): string {
  if (m.lang !== 'hi') return text;
  switch (text) {
    case messages.nameRequired:
      return m.enquiryNameRequired;
    case messages.nameTooLong:
      return m.enquiryNameTooLong(max.name);
    case messages.emailRequired:
      return m.enquiryEmailRequired;
    case messages.emailTooLong:
      return m.enquiryEmailTooLong(max.email);
    case messages.emailInvalid:
      return m.enquiryEmailInvalid;
    case messages.messageRequired:
      return m.enquiryMessageRequired;
    case messages.messageTooLong:
      return m.enquiryMessageTooLong(max.message);
    case messages.sent:
      return m.enquirySent;
    case messages.tooMany:
      return m.enquiryTooMany;
    case messages.nul:
      return m.enquiryNul;
    default:
      return text;
  }
}
