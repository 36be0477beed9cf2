import { useState } from 'react';
import { Link } from 'react-router';
import { whatsappLink } from '../../../contract/whatsapp.ts';
import { useSiteConfig } from '../lib/queries.ts';

/**
 * The spec's subscribe box does nothing. The shop sends no newsletter, so instead of a fake
 * "subscribed!" it says so, and points to the ways that do reach the shop.
 */
export function SubscribeBox() {
  const { data: site } = useSiteConfig();
  const [asked, setAsked] = useState(false);
  const chat = whatsappLink(site?.phone, `Hello${site?.name ? ` ${site.name}` : ''}, please tell me about your new wedding card designs and offers.`);
  return (
    <section aria-labelledby="subscribe-heading" className="mx-auto mt-4 max-w-6xl px-4">
      <div className="rounded-lg bg-brand-50 p-5 text-center">
        <h2 id="subscribe-heading" className="text-lg font-semibold">
          Stay updated
        </h2>
        <p className="mb-3 text-sm text-stone-600">New designs and offers for your big day.</p>
        <form
          className="mx-auto flex max-w-md flex-col gap-2 sm:flex-row"
          onSubmit={(e) => {
            e.preventDefault();
            setAsked(true);
          }}
        >
          <label htmlFor="subscribe-email" className="sr-only">
            Email address
          </label>
          <input
            id="subscribe-email"
            type="email"
            required
            autoComplete="email"
            placeholder="Your email address"
            className="min-h-11 flex-1 rounded-md border border-stone-300 bg-white px-3"
          />
          <button type="submit" className="min-h-11 rounded-md bg-brand-600 px-5 font-medium text-white hover:bg-brand-700">
            Subscribe
          </button>
        </form>
        {asked && (
          <p role="status" className="mt-3 text-sm">
            We don't send email updates yet, so your address was not saved. For new designs and offers, message us on{' '}
            <a href={chat} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
              WhatsApp
            </a>{' '}
            or through our{' '}
            <Link to="/contact" className="font-medium text-brand-700 underline">
              contact page
            </Link>
            .
          </p>
        )}
      </div>
    </section>
  );
}
