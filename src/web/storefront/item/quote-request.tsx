import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { INPUT } from './quote-price.tsx';
import { sendQuote, type QuoteCreated, type QuoteFields } from './quote-send.ts';

const EMPTY = { name: '', phone: '', website: '' };

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
        <p className="font-semibold text-green-900">Your quote is saved.</p>
        <Link to={saved.url} className="inline-flex min-h-11 items-center self-start text-brand-700 underline">
          See your quote
        </Link>
        <a
          href={saved.whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-12 items-center justify-center rounded-lg bg-green-700 px-5 text-lg font-semibold text-white hover:bg-green-800"
        >
          Send on WhatsApp
        </a>
      </div>
    );
  }

  return (
    <form onSubmit={submit} aria-labelledby="quote-request-heading" className="flex flex-col gap-3">
      <h3 id="quote-request-heading" className="text-lg font-semibold">
        Request a quote
      </h3>
      <div>
        <label htmlFor="quote-name" className="mb-1 block font-medium">
          Your name
        </label>
        <input id="quote-name" name="name" autoComplete="name" required maxLength={100} value={person.name} onChange={set('name')} className={INPUT} />
      </div>
      <div>
        <label htmlFor="quote-phone" className="mb-1 block font-medium">
          Phone
        </label>
        <input
          id="quote-phone"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          maxLength={30}
          value={person.phone}
          onChange={set('phone')}
          className={INPUT}
        />
      </div>
      {/* The honeypot: off screen and out of the tab order, so only a bot fills it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor="quote-website">Website</label>
        <input id="quote-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={person.website} onChange={set('website')} />
      </div>
      <p role="alert" className={error ? 'rounded-md bg-red-50 p-3 text-red-800' : 'sr-only'}>
        {error}
      </p>
      <button
        type="submit"
        disabled={sending}
        aria-busy={sending}
        className="min-h-11 rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-900 disabled:opacity-60 sm:self-start"
      >
        Request quote
      </button>
    </form>
  );
}
