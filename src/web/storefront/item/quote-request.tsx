import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FormError, Honeypot, SubmitButton, TextField } from '../components/form-fields.tsx';
import { INPUT } from './quote-price.tsx';
import { sendQuote, type QuoteCreated, type QuoteFields } from './quote-send.ts';
import * as m from '../i18n/messages.ts';

const EMPTY = { name: '', phone: '', website: '' };

const FIELDS = [
  { key: 'name', label: m.quoteYourName, autoComplete: 'name', maxLength: 100 },
  { key: 'phone', label: m.phoneLabel, type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 30 },
] as const;

/**
 * "Request quote": who asks (name, phone, the hidden honeypot), then the saved quote's page and
 * the prefilled WhatsApp message. `order` is what the builder has chosen; `problem` is why it
 * cannot be priced yet (sent anyway, the server then says the same).
 */
export function QuoteRequest({ order, problem }: { order: Omit<QuoteFields, 'name' | 'phone' | 'website'>; problem: string }) {
  const [person, setPerson] = useState(EMPTY);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const [saved, setSaved] = useState<QuoteCreated | null>(null);

  const set = (key: keyof typeof EMPTY) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setPerson((p) => ({ ...p, [key]: value }));
  };

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending) return;
    if (problem) return setError(problem);
    setSending(true);
    setError('');
    try {
      setSaved(await sendQuote({ ...order, ...person }));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setSending(false);
    }
  }

  if (saved) {
    return (
      <div role="status" className="flex flex-col gap-3 rounded-lg border border-green-200 bg-green-50 p-4">
        <p className="font-semibold text-green-900">{m.quoteSaved}</p>
        <Link to={saved.url} className="inline-flex min-h-11 items-center self-start text-brand-700 underline">
          {m.seeYourQuote}
        </Link>
        <a
          href={saved.whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-12 items-center justify-center rounded-lg bg-green-700 px-5 text-lg font-semibold text-white hover:bg-green-800"
        >
          {m.sendOnWhatsApp}
        </a>
      </div>
    );
  }

  return (
    <form onSubmit={submit} aria-labelledby="quote-request-heading" className="flex flex-col gap-3">
      <h3 id="quote-request-heading" className="text-lg font-semibold">
        {m.requestAQuote}
      </h3>
      {FIELDS.map(({ key, ...field }) => (
        <TextField key={key} id={`quote-${key}`} name={key} required value={person[key]} onChange={set(key)} className={INPUT} {...field} />
      ))}
      <Honeypot id="quote-website" value={person.website} onChange={set('website')} />
      <FormError text={error} />
      <SubmitButton
        sending={sending}
        className="min-h-11 rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-900 disabled:opacity-60 sm:self-start"
      >
        {m.requestQuote}
      </SubmitButton>
    </form>
  );
}
