import * as m from '../i18n/messages.ts';
import { enquiryText } from './enquiry-text.ts';

/**
 * POST /api/enquiries. The API client and the contract (zod) load only when a message is sent, so
 * the contact page itself stays small.
 */
export interface EnquiryFields {
  name: string;
  email: string;
  message: string;
  /** The honeypot: people never see it, so it stays empty. */
  website: string;
}

/** Shown when the request never got an answer (offline, server down). */
export const SEND_FAILED = m.sendFailed;

/** The server's limits (contract ENQUIRY_MAX; a test keeps them equal), applied while typing. */
export const FIELD_MAX = { name: 100, email: 200, message: 5000 } as const;

/** Resolves with the server's thank-you text; rejects with an Error whose message is for the visitor. */
export async function sendEnquiry(fields: EnquiryFields): Promise<string> {
  const [{ apiRequest, ApiError }, { EnquirySentSchema, ENQUIRY_MESSAGES, ENQUIRY_MAX }] = await Promise.all([
    import('../../shared/lib/api.ts'),
    import('../../../contract/enquiries.ts'),
  ]);
  const known = { messages: ENQUIRY_MESSAGES, max: ENQUIRY_MAX };
  try {
    const answer = await apiRequest('/api/enquiries', EnquirySentSchema, { method: 'POST', json: fields });
    return enquiryText(answer.message, known);
  } catch (error) {
    // 400 (a field the server refused) and 429 (too many messages) carry a message for people.
    if (error instanceof ApiError && error.status < 500) throw new ApiError(enquiryText(error.message, known), error.status);
    throw new Error(SEND_FAILED);
  }
}
