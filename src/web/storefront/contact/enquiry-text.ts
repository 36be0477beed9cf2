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
  const hindi: Record<string, string> = {
    [messages.nameRequired]: m.enquiryNameRequired,
    [messages.nameTooLong]: m.enquiryNameTooLong(max.name),
    [messages.emailRequired]: m.enquiryEmailRequired,
    [messages.emailTooLong]: m.enquiryEmailTooLong(max.email),
    [messages.emailInvalid]: m.enquiryEmailInvalid,
    [messages.messageRequired]: m.enquiryMessageRequired,
    [messages.messageTooLong]: m.enquiryMessageTooLong(max.message),
    [messages.sent]: m.enquirySent,
    [messages.tooMany]: m.enquiryTooMany,
    [messages.nul]: m.enquiryNul,
  };
  return Object.hasOwn(hindi, text) ? hindi[text]! : text;
}
