import { useState, type FormEvent } from 'react';
import { FIELD_MAX, sendEnquiry, type EnquiryFields } from './send-enquiry.ts';

const EMPTY: EnquiryFields = { name: '', email: '', message: '', website: '' };

const LABEL = 'mb-1 block font-medium';
const INPUT = 'block w-full rounded-md border border-stone-300 bg-white px-3 py-2.5 text-base focus:border-brand-600';

type Outcome = { ok: boolean; text: string } | null;

/**
 * The spec's form (name, email, message, Send Message), which in the old app did nothing (D-H1):
 * it now reaches the shop through POST /api/enquiries and says so, or says why not.
 */
export function ContactForm() {
  const [fields, setFields] = useState(EMPTY);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const set = (key: keyof EnquiryFields) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setFields((f) => ({ ...f, [key]: value }));
  };

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending) return;
    setSending(true);
    setOutcome(null);
    try {
      const text = await sendEnquiry(fields);
      setFields(EMPTY);
      setOutcome({ ok: true, text });
    } catch (error) {
      setOutcome({ ok: false, text: (error as Error).message });
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} aria-labelledby="contact-form-heading" className="flex flex-col gap-4">
      <h2 id="contact-form-heading" className="text-xl font-semibold">
        Send us a message
      </h2>
      <div>
        <label htmlFor="contact-name" className={LABEL}>
          Name
        </label>
        <input
          id="contact-name"
          name="name"
          autoComplete="name"
          required
          maxLength={FIELD_MAX.name}
          value={fields.name}
          onChange={set('name')}
          className={INPUT}
        />
      </div>
      <div>
        <label htmlFor="contact-email" className={LABEL}>
          Email
        </label>
        <input
          id="contact-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={FIELD_MAX.email}
          value={fields.email}
          onChange={set('email')}
          className={INPUT}
        />
      </div>
      <div>
        <label htmlFor="contact-message" className={LABEL}>
          Message
        </label>
        <textarea
          id="contact-message"
          name="message"
          required
          rows={5}
          maxLength={FIELD_MAX.message}
          value={fields.message}
          onChange={set('message')}
          className={INPUT}
        />
      </div>
      {/* The honeypot: off screen and out of the tab order, so only a bot fills it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={fields.website} onChange={set('website')} />
      </div>
      <p role="status" aria-live="polite" className={outcome?.ok ? 'rounded-md bg-green-50 p-3 text-green-800' : 'sr-only'}>
        {outcome?.ok ? outcome.text : ''}
      </p>
      <p role="alert" className={outcome && !outcome.ok ? 'rounded-md bg-red-50 p-3 text-red-800' : 'sr-only'}>
        {outcome && !outcome.ok ? outcome.text : ''}
      </p>
      <button
        type="submit"
        disabled={sending}
        aria-busy={sending}
        className="min-h-11 self-start rounded-full bg-brand-600 px-6 font-medium text-white hover:bg-brand-700 disabled:opacity-60"
      >
        Send Message
      </button>
    </form>
  );
}
