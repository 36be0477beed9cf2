import { useState, type FormEvent } from 'react';
import { FormError, Honeypot, SubmitButton, TextField } from '../components/form-fields.tsx';
import { FIELD_MAX, sendEnquiry, type EnquiryFields } from './send-enquiry.ts';
import * as m from '../i18n/messages.ts';

const EMPTY: EnquiryFields = { name: '', email: '', message: '', website: '' };

const INPUT = 'block w-full rounded-md border border-stone-300 bg-white px-3 py-2.5 text-base focus:border-brand-600';

const FIELDS = [
  { key: 'name', label: m.yourName, autoComplete: 'name' },
  { key: 'email', label: m.email, type: 'email', autoComplete: 'email' },
  { key: 'message', label: m.yourMessage, rows: 5 },
] as const;

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
        {m.sendUsAMessage}
      </h2>
      {FIELDS.map(({ key, ...field }) => (
        <TextField
          key={key}
          id={`contact-${key}`}
          name={key}
          required
          maxLength={FIELD_MAX[key]}
          value={fields[key]}
          onChange={set(key)}
          className={INPUT}
          {...field}
        />
      ))}
      <Honeypot id="contact-website" value={fields.website} onChange={set('website')} />
      <p role="status" aria-live="polite" className={outcome?.ok ? 'rounded-md bg-green-50 p-3 text-green-800' : 'sr-only'}>
        {outcome?.ok ? outcome.text : ''}
      </p>
      <FormError text={outcome && !outcome.ok ? outcome.text : ''} />
      <SubmitButton
        sending={sending}
        className="min-h-11 self-start rounded-full bg-brand-600 px-6 font-medium text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {m.sendMessage}
      </SubmitButton>
    </form>
  );
}
